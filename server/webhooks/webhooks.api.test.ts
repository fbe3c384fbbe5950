import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { startReceiver } from '../../tests/webhookReceiver';
import { auditLog } from '../db/auditSchema';
import { users } from '../db/schema';
import { jobs } from '../db/jobsSchema';
import { webhookDeliveries, webhookEndpoints } from '../db/webhooksSchema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { SEND_MAIL_JOB } from '../mail/mailQueue';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, purgeDeliveryLog } from './delivery';
import { PRIVATE_ADDRESS } from './addresses';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { base64Of, pngOf } from '../../tests/mediaSamples';
import { addMemo, userByEmail } from '../../tests/memoFixtures';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp(
    { webhooks: { allowHttp: true, allowPrivate: true } },
    { mailer: { description: 'test', send: async () => undefined } },
  );
  receiver = await startReceiver();
  admin = await t.signIn('admin@example.org');
  editor = await t.signIn('editor@example.org');
});
afterEach(async () => {
  await receiver.close();
  await t.close();
});

const runWebhooks = () => runDueJobs(t.deps, jobHandlers(t.deps), 'webhooks');
const later = (ms: number) => t.setNow(new Date(t.deps.clock().getTime() + ms));

async function addEndpoint(body: Record<string, unknown>) {
  const answer = await t.json('POST', '/api/admin/webhooks', {
    token: admin,
    body: { url: receiver.url, events: ['page.published'], ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body.data as { id: number; secret: string; secret_hint: string };
}

/** An editor makes a news page and publishes it, as the editor's Publish button does. */
async function publishNewPage(title: string) {
  const made = await t.json('POST', '/api/pages', { token: editor, body: { page: { title, page_collection_slug: 'news' } } });
  const id = Number(made.body.data.id);
  const version = made.body.data.attributes.version;
  const published = await t.request('PUT', `/api/pages/${id}/publish?version=${version}`, { token: editor });
  expect(published.status).toBe(200);
  return id;
}

const deliveriesOf = async (endpointId: number) =>
  (await t.json('GET', `/api/admin/webhooks/${endpointId}/deliveries`, { token: admin })).body.data as Array<{
    id: number;
    status: string;
    attempts: number;
    event: string;
    message_id: string;
    request: { body: string; headers: Record<string, string> | null };
    attempt_log: Array<{
      number: number;
      outcome: string;
      response_status: number | null;
      response_body: string | null;
      error: string | null;
      started_at: string;
    }>;
  }>;

const notificationsOf = async (token: string) => {
  const list = await t.json('GET', '/api/notifications', { token });
  const unread = await t.json('GET', '/api/notifications/unread', { token });
  expect(unread.body.data.unread).toBe(list.body.meta.unread);
  return {
    items: list.body.data as Array<{ id: number; kind: string; page: unknown; webhook: unknown; path: string }>,
    unread: list.body.meta.unread as number,
  };
};

/** Each administrator has an unread in-app notification leading to the endpoint, theirs alone; others have none. */
async function expectSwitchedOffNotifications(endpointId: number) {
  const colleague = await t.signIn('colleague@example.org');
  const mine = await notificationsOf(admin);
  expect(mine).toEqual({
    items: [
      expect.objectContaining({
        kind: 'webhook_disabled',
        page: null,
        webhook: { id: endpointId, url: receiver.url },
        path: `/en/admin/webhooks#webhook-${endpointId}`,
        actor: null,
        read: false,
      }),
    ],
    unread: 1,
  });
  const theirs = await notificationsOf(colleague);
  expect(theirs.items).toHaveLength(1);
  expect(theirs.items[0].id).not.toBe(mine.items[0].id);
  expect(await notificationsOf(editor)).toEqual({ items: [], unread: 0 });
  expect((await t.request('PUT', `/api/notifications/${mine.items[0].id}/read`, { token: editor })).status).toBe(404);
  expect((await t.request('PUT', `/api/notifications/${mine.items[0].id}/read`, { token: colleague })).status).toBe(404);
  expect((await notificationsOf(admin)).unread).toBe(1);
  const read = await t.json('PUT', `/api/notifications/${mine.items[0].id}/read`, { token: admin });
  expect(read.body.data.unread).toBe(0);
  // One who no longer administers no longer sees it (the endpoint's address is not theirs to see), nor counts it.
  await t.deps.database.db.update(users).set({ role: 'editor' }).where(eq(users.email, 'colleague@example.org'));
  expect(await notificationsOf(colleague)).toEqual({ items: [], unread: 0 });
}

describe('webhooks', () => {
  it('signs a published page’s delivery in the Standard Webhooks form, which the receiver verifies, and logs it', async () => {
    // The receiver checks the signature's time against its own clock.
    t.setNow(new Date());
    admin = await t.signIn('admin@example.org');
    editor = await t.signIn('editor@example.org');
    receiver.answerWith((response) => response.end('x'.repeat(3000)));
    const endpoint = await addEndpoint({ description: 'Mobile app' });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.secret_hint).toBe(endpoint.secret.slice(-4));
    const listed = await t.json('GET', '/api/admin/webhooks', { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);

    const pageId = await publishNewPage('Harbour lights');
    await runWebhooks();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const verified = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as {
      type: string;
      data: { page: { id: number; title: string; url: string } };
    };
    expect(verified.type).toBe('page.published');
    expect(verified.data.page).toMatchObject({ id: pageId, title: 'Harbour lights' });
    expect(got.headers['webhook-id']).toMatch(/^msg_/);

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, event: 'page.published', message_id: got.headers['webhook-id'] });
    expect(delivery.request.body).toBe(got.body);
    expect(delivery.request.headers?.['webhook-signature']).toBe(got.headers['webhook-signature']);
    expect(delivery.attempt_log[0]).toMatchObject({ number: 1, outcome: 'succeeded', response_status: 200 });
    expect(delivery.attempt_log[0].response_body).toBe('x'.repeat(1024));

    // A rotated secret signs from then on; the old one no longer verifies.
    const rotated = (await t.json('POST', `/api/admin/webhooks/${endpoint.id}/secret`, { token: admin })).body.data as { secret: string };
    expect(rotated.secret).not.toBe(endpoint.secret);
    const resent = await t.json('POST', `/api/admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`, { token: admin });
    expect(resent.status).toBe(201);
    await runWebhooks();
    expect(receiver.received).toHaveLength(2);
    const again = receiver.received[1];
    expect(again.body).toBe(got.body);
    expect(again.headers['webhook-id']).not.toBe(got.headers['webhook-id']);
    expect(() => new Webhook(rotated.secret).verify(again.body, again.headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(again.body, again.headers as Record<string, string>)).toThrow();

    const renamed = await t.json('PATCH', `/api/admin/webhooks/${endpoint.id}`, {
      token: admin,
      body: { description: 'Mobile app (old)' },
    });
    expect(renamed.body.data.description).toBe('Mobile app (old)');
    expect((await t.request('DELETE', `/api/admin/webhooks/${endpoint.id}`, { token: admin })).status).toBe(204);
    expect(await t.deps.database.db.select().from(webhookDeliveries)).toEqual([]);
    const entries = await t.deps.database.db.select().from(auditLog);
    const webhookEntries = entries.filter((entry) => entry.action.startsWith('webhook.'));
    expect(webhookEntries.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['webhook.create', 'Jordan Wong'],
      ['webhook.rotate_secret', 'Jordan Wong'],
      ['webhook.resend', 'Jordan Wong'],
      ['webhook.update', 'Jordan Wong'],
      ['webhook.delete', 'Jordan Wong'],
    ]);
    expect(webhookEntries[3].changes).toMatchObject({ description: { from: 'Mobile app', to: 'Mobile app (old)' } });
    const secrets = JSON.stringify(await t.deps.database.db.select().from(auditLog));
    expect(secrets).not.toContain(endpoint.secret);
    expect(secrets).not.toContain(rotated.secret);
  });

  it('tries a failing endpoint again 8 times over 24 hours, then switches it off and tells its administrators', async () => {
    receiver.answerWith((response) => {
      response.statusCode = 500;
      response.end('down');
    });
    const endpoint = await addEndpoint({});
    // A second administrator, told too; each sees only their own notification.
    await t.deps.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'colleague@example.org'));
    await publishNewPage('Typhoon signal');
    const start = t.deps.clock().getTime();
    await runWebhooks();
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      // Not a moment before its time.
      later(delay - 1000);
      await runWebhooks();
      expect(receiver.received).toHaveLength(index + 1);
      const [{ enabled }] = await t.deps.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(enabled).toBe(true);
      later(1000);
      await runWebhooks();
    }
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(9);
    expect(t.deps.clock().getTime() - start).toBe(24 * 3_600_000);
    // The same message each time, so a receiver can drop a repeat.
    expect(new Set(receiver.received.map((got) => got.headers['webhook-id'])).size).toBe(1);

    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(delivery.attempt_log.map((attempt) => attempt.error)).toEqual(Array(MAX_ATTEMPTS).fill('The endpoint answered 500.'));
    const [row] = await t.deps.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: '9 of 9 attempts in the past 24 hours failed.' });
    const mails = await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
    const toAdmin = mails.map((job) => job.payload).find((mail) => mail.to === 'admin@example.org');
    expect(toAdmin?.subject).toBe(`A webhook endpoint was switched off: ${receiver.url}`);
    const [disabled] = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'webhook.disable'));
    expect(disabled.actorId).toBeNull();
    await expectSwitchedOffNotifications(endpoint.id);

    // Switched off: new events make no deliveries; switching it on again clears the reason.
    await publishNewPage('After the storm');
    later(60_000);
    await runWebhooks();
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    const on = await t.json('PATCH', `/api/admin/webhooks/${endpoint.id}`, { token: admin, body: { enabled: true } });
    expect(on.body.data).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it('gathers a "site build" endpoint’s publishes a few seconds apart into one delivery', async () => {
    const endpoint = await addEndpoint({ site_build: true, events: ['page.published', 'page.unpublished'] });
    const ids = [await publishNewPage('One')];
    later(1500);
    ids.push(await publishNewPage('Two'));
    later(1500);
    ids.push(await publishNewPage('Three'));
    await runWebhooks();
    expect(receiver.received).toHaveLength(0);
    later(3000);
    await runWebhooks();
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0].body) as {
      type: string;
      data: { events: Array<{ type: string; data: { page: { id: number } } }> };
    };
    expect(body.type).toBe('site.build');
    expect(body.data.events.map((event) => [event.type, event.data.page.id])).toEqual(ids.map((id) => ['page.published', id]));
    later(10_000);
    await publishNewPage('Four');
    later(6000);
    await runWebhooks();
    expect(receiver.received).toHaveLength(2);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
  });

  it('tells of a comment added to a site page, a new thread and a reply, naming the thread and author but not its words; never a memo’s', async () => {
    await addEndpoint({ events: ['comment.added'] });
    const id = await publishNewPage('Talked about');
    const comment = (body: string) => ({ token: editor, body: { body, mention_uids: [] } });
    const started = await t.json('POST', `/api/pages/${id}/comments`, {
      token: editor,
      body: { id: 'hook-thread-1', quote: 'the words', body: 'Is this right?', mention_uids: [] },
    });
    expect(started.status).toBe(201);
    expect((await t.json('POST', `/api/pages/${id}/comments/hook-thread-1/replies`, comment('Yes.'))).status).toBe(201);
    const memo = await addMemo(t, { owner: await userByEmail(t, 'editor@example.org'), title: 'A private note' });
    const onMemo = await t.json('POST', `/api/pages/${memo.id}/comments`, {
      token: editor,
      body: { id: 'hook-thread-2', quote: 'private', body: 'Private words', mention_uids: [] },
    });
    expect(onMemo.status).toBe(201);

    await runWebhooks();
    const bodies = receiver.received.map((got) => JSON.parse(got.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((body) => [body.type, body.data.comment])).toEqual([
      ['comment.added', { thread: 'hook-thread-1', reply: false, author: 'Alex Morgan' }],
      ['comment.added', { thread: 'hook-thread-1', reply: true, author: 'Alex Morgan' }],
    ]);
    expect(bodies[0].data.page).toMatchObject({ id, title: 'Talked about' });
    expect(receiver.received.map((got) => got.body).join()).not.toMatch(/Is this right|Private words/);
  });

  it('turns each kind of change into its event, in order, and never tells of a memo', async () => {
    await addEndpoint({ events: WEBHOOK_EVENTS.filter((event) => event !== 'comment.added') });
    const as = { token: editor };
    const versionOf = async (id: number) => (await t.json('GET', `/api/pages/${id}`, as)).body.data.attributes.version as number;
    const expectOk = (answer: Response) => expect(answer.status).toBeLessThan(300);
    const made = await t.json('POST', '/api/pages', { ...as, body: { page: { title: 'Every event', page_collection_slug: 'news' } } });
    const id = Number(made.body.data.id);
    const tomorrow = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();
    const scheduled = await t.request('PUT', `/api/pages/${id}/schedule`, {
      ...as,
      body: { version: await versionOf(id), publish_at: tomorrow, unpublish_at: null },
    });
    expectOk(scheduled);
    expectOk(await t.request('PUT', `/api/pages/${id}/publish?version=${await versionOf(id)}`, as));
    // A published page's saves are its draft's (no event); publishing them is "updated".
    expectOk(
      await t.request('PUT', `/api/pages/${id}`, {
        ...as,
        body: { page: { version: await versionOf(id), title: 'Every event, revised' } },
      }),
    );
    expectOk(await t.request('PUT', `/api/pages/${id}/publish?version=${await versionOf(id)}`, as));
    expectOk(await t.request('PUT', `/api/pages/${id}/unpublish?version=${await versionOf(id)}`, as));
    expectOk(await t.request('PATCH', `/api/pages/${id}/move-to-trash?version=${await versionOf(id)}`, as));
    expectOk(await t.request('DELETE', `/api/pages/${id}/destroy-permanently?version=${await versionOf(id)}`, as));
    const uploaded = await t.json('POST', '/api/images', {
      ...as,
      body: { image: { image_name: 'hook.png', image_data: base64Of(pngOf(3, 2)) } },
    });
    expect(uploaded.status).toBe(201);
    const memo = await addMemo(t, { owner: await userByEmail(t, 'editor@example.org'), title: 'A private note' });
    expectOk(await t.request('PUT', `/api/pages/${memo.id}/publish?version=${memo.version}`, as));

    await runWebhooks();
    const bodies = receiver.received.map(
      (got) => JSON.parse(got.body) as { type: string; data: { page?: { id: number; title: string }; media?: { id: string } } },
    );
    expect(bodies.map((body) => body.type)).toEqual([
      'page.scheduled',
      'page.published',
      'page.updated',
      'page.unpublished',
      'page.trashed',
      'page.deleted',
      'media.uploaded',
    ]);
    expect(bodies[2].data.page?.title).toBe('Every event, revised');
    expect(bodies[5].data.page).toMatchObject({ id });
    expect(bodies[6].data.media?.id).toBe(uploaded.body.data.id);
    expect(JSON.stringify(bodies)).not.toContain('A private note');
  });

  it('gives up on an attempt after 10 s without an answer, and tries again later', async () => {
    receiver.answerWith(() => undefined);
    const endpoint = await addEndpoint({});
    await publishNewPage('Slow receiver');
    const started = performance.now();
    await runWebhooks();
    expect(performance.now() - started).toBeGreaterThanOrEqual(9_900);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.attempt_log[0]).toMatchObject({ outcome: 'failed', error: 'No answer within 10 s.' });
  }, 30_000);

  it('keeps the delivery log 7 days', async () => {
    const endpoint = await addEndpoint({});
    await publishNewPage('Kept a week');
    await runWebhooks();
    const purge = (days: number) =>
      t.deps.database.db.transaction((tx) => purgeDeliveryLog(tx, new Date(TEST_NOW.getTime() + days * 86_400_000)));
    expect(await purge(6.9)).toBe(0);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(await purge(7.1)).toBe(1);
    expect(await t.deps.database.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it('refuses bad endpoints with a 400 and a reason, changing nothing', async () => {
    t.deps.config.webhooks = { allowHttp: false, allowPrivate: false };
    for (const [url, reason] of [
      ['http://hooks.example.org/build', 'The address must start with https://.'],
      ['https://127.0.0.1/hook', PRIVATE_ADDRESS],
      ['https://10.0.0.8/hook', PRIVATE_ADDRESS],
      ['https://169.254.169.254/latest/meta-data', PRIVATE_ADDRESS],
      ['https://[::1]/hook', PRIVATE_ADDRESS],
      ['https://[fd00:ec2::254]/hook', PRIVATE_ADDRESS],
      ['https://[::ffff:127.0.0.1]/hook', PRIVATE_ADDRESS],
      ['https://user:pass@hooks.example.org/', 'The address may not contain a user name or password.'],
      ['not a url', 'Enter a full address starting with https://.'],
    ]) {
      const answer = await t.json('POST', '/api/admin/webhooks', { token: admin, body: { url, events: ['page.published'] } });
      expect([url, answer.status, answer.body.error]).toEqual([url, 400, reason]);
    }
    const noEvents = await t.json('POST', '/api/admin/webhooks', { token: admin, body: { url: 'https://hooks.example.org/', events: [] } });
    expect(noEvents.status).toBe(400);
    expect(await t.deps.database.db.select().from(webhookEndpoints)).toEqual([]);
  });
});
