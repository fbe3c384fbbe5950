import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, userByEmail } from '../../tests/memoFixtures';
import { bodyOf, startSmtpSink, subjectOf } from '../../tests/smtpSink';
import { jobHandlers } from '../jobs/jobs';
import { pendingJobs, runDueJobs } from '../jobs/queue';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

describe('invitation e-mail', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ publicUrl: 'https://www.example.org' }, { mailer: sink.mailer });
    sink.received.length = 0;
  });
  afterEach(() => t.close());

  it('sends each person newly invited the memo’s address and the message, through the queue', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner, state: 'draft', title: 'Budget for the spring' });
    const token = await t.signIn('editor@example.org');
    const body = {
      page_invitation: { page_id: memo.id, message: 'Could you read the figures?' },
      user_identifiers: ['colleague@example.org', 'new.person@example.org'],
    };
    const invited = await t.json('POST', '/api/page-invitations', { token, body });
    expect(invited.status).toBe(201);
    expect(invited.body.meta).toMatchObject({ emailed: 2, email_configured: true });
    expect(sink.received).toEqual([]);
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(sink.received.map((mail) => mail.to).sort()).toEqual([['colleague@example.org'], ['new.person@example.org']]);
    const mail = sink.received[0];
    expect(mail.from).toBe('no-reply@example.org');
    expect(subjectOf(mail)).toBe('Alex Morgan shared "Budget for the spring" with you');
    expect(bodyOf(mail)).toContain(`https://www.example.org/en/memo/${memo.slug}`);
    expect(bodyOf(mail)).toContain('Could you read the figures?');
    // Inviting the same people again sends nothing more.
    const again = await t.json('POST', '/api/page-invitations', { token, body });
    expect(again.body.meta.emailed).toBe(0);
    await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(sink.received).toHaveLength(2);
  });

  it('sends addresses outside the organisation the invitation without the message, and limits invitations per person and hour (issue 29)', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const token = await t.signIn('editor@example.org');
    const memo = await addMemo(t, { owner, title: 'Rota' });
    const message = 'Buy cheap watches at http://spam.example.net';
    const invited = await t.json('POST', '/api/page-invitations', {
      token,
      body: { page_invitation: { page_id: memo.id, message }, user_identifiers: ['someone@outside.example.net', 'new.person@example.org'] },
    });
    expect(invited.status).toBe(201);
    await runDueJobs(t.deps, jobHandlers(t.deps));
    const to = (address: string) => bodyOf(sink.received.find((mail) => mail.to[0] === address)!);
    expect(to('someone@outside.example.net')).not.toContain('cheap watches');
    expect(to('someone@outside.example.net')).toContain(`/en/memo/${memo.slug}`);
    expect(to('new.person@example.org')).toContain('cheap watches');
    // 50 an hour (the default): 48 more pass, then the next is refused, changing nothing; an hour later it passes.
    const addresses = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `person${from + index}@outside.example.net`);
    const page = (await addMemo(t, { owner })).id;
    expect(
      (
        await t.json('POST', '/api/page-invitations', {
          token,
          body: { page_invitation: { page_id: page }, user_identifiers: addresses(0, 48) },
        })
      ).status,
    ).toBe(201);
    // Inviting the same people again counts for nothing.
    expect(
      (
        await t.json('POST', '/api/page-invitations', {
          token,
          body: { page_invitation: { page_id: page }, user_identifiers: addresses(0, 48) },
        })
      ).status,
    ).toBe(201);
    const refused = await t.json('POST', '/api/page-invitations', {
      token,
      body: { page_invitation: { page_id: page }, user_identifiers: addresses(48, 1) },
    });
    expect([refused.status, refused.body.error]).toEqual([429, 'You can invite at most 50 people an hour. Please try again later.']);
    expect((await t.json('GET', `/api/page-invitations?page_id=${page}`, { token })).body.meta.total).toBe(48);
    t.setNow(new Date(t.deps.clock().getTime() + 3_600_001));
    expect(
      (
        await t.json('POST', '/api/page-invitations', {
          token,
          body: { page_invitation: { page_id: page }, user_identifiers: addresses(48, 1) },
        })
      ).status,
    ).toBe(201);
  });

  it('keeps a mail the server could not take on the queue, and sends it at the next try', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner });
    const token = await t.signIn('editor@example.org');
    await t.json('POST', '/api/page-invitations', {
      token,
      body: { page_invitation: { page_id: memo.id }, user_identifiers: ['reader@example.org'] },
    });
    await sink.stop();
    const failed = await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(failed.failed).toHaveLength(1);
    expect((await pendingJobs(t.deps.database.db))[0]).toMatchObject({ kind: 'send-mail', attempts: 1 });
    // The mail server comes back (on another port: the job sends with whatever mailer the server has then).
    sink = await startSmtpSink();
    const deps = { ...t.deps, mailer: sink.mailer };
    expect((await runDueJobs(deps, jobHandlers(deps))).ran).toEqual([]);
    t.setNow(new Date(t.deps.clock().getTime() + 120_000));
    expect((await runDueJobs(deps, jobHandlers(deps))).ran).toHaveLength(1);
    expect(sink.received.map((mail) => mail.to)).toEqual([['reader@example.org']]);
  });
});

describe('without a mail server', () => {
  it('invites as before, sends nothing and says so', async () => {
    const t = await createTestApp();
    try {
      const owner = await userByEmail(t, 'editor@example.org');
      const memo = await addMemo(t, { owner });
      const invited = await t.json('POST', '/api/page-invitations', {
        token: await t.signIn('editor@example.org'),
        body: { page_invitation: { page_id: memo.id }, user_identifiers: ['reader@example.org'] },
      });
      expect(invited.status).toBe(201);
      expect(invited.body.meta).toMatchObject({ emailed: 0, email_configured: false });
      expect(await pendingJobs(t.deps.database.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
