import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { tokenFor, userByEmail } from '../../tests/memoFixtures';
import { auditLog } from '../db/auditSchema';
import { jobHandlers } from '../jobs/jobs';
import { ensureJob, runDueJobs } from '../jobs/queue';
import { csvCell } from '../services/auditSearch';

/** Issue 32: administrators search, filter and export the audit log; nobody else reads it, and nobody changes it. */

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await userByEmail(t, 'admin@example.org'));
});
afterEach(() => t.close());

const DAY = 86_400_000;

/** An entry as recordAudit writes it, at `daysAgo` days before the test's now. */
async function entry(values: Partial<typeof auditLog.$inferInsert> & { action: string }, daysAgo = 0) {
  const [row] = await t.deps.database.db
    .insert(auditLog)
    .values({ at: new Date(TEST_NOW.getTime() - daysAgo * DAY), actorId: 1, actorName: 'Ada Admin', address: '10.0.0.1', ...values })
    .returning();
  return row;
}

describe('who may read the audit log', () => {
  it('answers 401 signed out, 403 to editors and staff readers, and the entries to administrators', async () => {
    await entry({ action: 'page.publish', pageId: 5, pageTitle: 'Harbour lights' });
    for (const path of ['/api/admin/audit', '/api/admin/audit.csv']) {
      expect((await t.json('GET', path)).status).toBe(401);
      for (const email of ['editor@example.org', 'reader@example.org']) {
        const refused = await t.json('GET', path, { token: await tokenFor(t, await userByEmail(t, email)) });
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBeTruthy();
        expect(JSON.stringify(refused.body)).not.toContain('Harbour');
      }
      expect((await t.request('GET', path, { token: admin })).status).toBe(200);
    }
    // No route changes or deletes an entry.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      expect((await t.request(method, '/api/admin/audit', { token: admin })).status).toBe(404);
  });

  it('refuses a malformed filter with 400', async () => {
    for (const query of ['from=yesterday', 'action=DROP TABLE', 'before=abc', 'limit=5000']) {
      const answer = await t.json('GET', `/api/admin/audit?${query}`, { token: admin });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toBeTruthy();
    }
  });
});

describe('searching the audit log', () => {
  it('filters by person, action, page, date and text, newest first, page by page', async () => {
    await entry({ action: 'page.publish', actorId: 7, actorName: 'Edith Editor', pageId: 11, pageTitle: 'Harbour lights' }, 3);
    await entry(
      {
        action: 'page.save',
        actorId: 7,
        actorName: 'Edith Editor',
        pageId: 11,
        pageTitle: 'Harbour lights',
        changes: { title: { from: 'Old', to: 'Harbour lights' } },
      },
      2,
    );
    await entry({ action: 'auth.sign_in', actorId: 8, actorName: 'Colin Colleague' }, 1);
    await entry({ action: 'page.publish', actorId: 8, actorName: 'Colin Colleague', pageId: 12, pageTitle: 'Tide tables' }, 0);
    const titles = async (query: string) =>
      (await t.json('GET', `/api/admin/audit?${query}`, { token: admin })).body.data.map(
        (row: { action: string; page: { title: string } | null }) => `${row.action} ${row.page?.title ?? ''}`.trim(),
      );

    expect(await titles('action=page.publish')).toEqual(['page.publish Tide tables', 'page.publish Harbour lights']);
    expect(await titles('action=page')).toEqual(['page.publish Tide tables', 'page.save Harbour lights', 'page.publish Harbour lights']);
    expect(await titles('person=colin')).toEqual(['page.publish Tide tables', 'auth.sign_in']);
    expect(await titles('person=7')).toEqual(['page.save Harbour lights', 'page.publish Harbour lights']);
    expect(await titles('page=11')).toEqual(['page.save Harbour lights', 'page.publish Harbour lights']);
    expect(await titles('page=tide')).toEqual(['page.publish Tide tables']);
    const from = new Date(TEST_NOW.getTime() - 2.5 * DAY).toISOString();
    const to = new Date(TEST_NOW.getTime() - 0.5 * DAY).toISOString();
    expect(await titles(`from=${from}&to=${to}`)).toEqual(['auth.sign_in', 'page.save Harbour lights']);
    expect(await titles('q=old')).toEqual(['page.save Harbour lights']);
    // A search for % is a search for the character, not a wildcard.
    expect(await titles('q=%25')).toEqual([]);

    const first = await t.json('GET', '/api/admin/audit?limit=3', { token: admin });
    expect(first.body.data).toHaveLength(3);
    const second = await t.json('GET', `/api/admin/audit?limit=3&before=${first.body.meta.next}`, { token: admin });
    expect(second.body.meta.next).toBeNull();
    const ids = [...first.body.data, ...second.body.data].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await t.json('GET', '/api/admin/audit', { token: admin });
    expect(ids).toEqual(all.body.data.map((row: { id: string }) => row.id));
  });
});

describe('the CSV export', () => {
  it('escapes commas, quotes and line breaks, and neutralises cells a spreadsheet would run as formulas', async () => {
    await entry({ action: 'page.save', pageId: 3, pageTitle: '=HYPERLINK("http://evil.example","Click")', actorName: 'Smith, "Jo"\nJr' });
    await entry({ action: 'page.publish', pageId: 4, pageTitle: '+SUM(1,2)' });
    await entry({ action: 'page.publish', pageId: 5, pageTitle: '@cmd' });
    const response = await t.request('GET', '/api/admin/audit.csv?action=page', { token: admin });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="audit-2026-11-21.csv"');
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('id,at,action,actor_id,actor_name,page_id,page_title,person_id,person_name,address,changes');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"Smith, ""Jo""\nJr"`);
    expect(text).toContain(`"'+SUM(1,2)"`);
    expect(text).toContain(`,'@cmd,`);
    expect(text).not.toMatch(/,[=+@-][A-Z]/);
    expect(lines.filter(Boolean)).toHaveLength(4);
  });

  it('quotes the cells it must and only those', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell({ title: { from: 'a', to: 'b,c' } })).toBe('"{""title"":{""from"":""a"",""to"":""b,c""}}"');
  });

  it('exports every entry the filters find, beyond one batch', async () => {
    const { db } = t.deps.database;
    await db.execute(
      sql`insert into audit_log (at, action, actor_name) select ${TEST_NOW.toISOString()}::timestamptz, 'page.save', 'Bulk ' || n from generate_series(1, 1203) n`,
    );
    const text = await (await t.request('GET', '/api/admin/audit.csv?action=page.save', { token: admin })).text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1204);
  });
});

describe('keeping the audit log', () => {
  it('refuses to change or delete an entry in the database itself', async () => {
    const row = await entry({ action: 'page.publish' });
    await expect(t.deps.database.db.execute(sql`update audit_log set action = 'page.save' where id = ${row.id}`)).rejects.toThrow();
    await expect(t.deps.database.db.execute(sql`delete from audit_log where id = ${row.id}`)).rejects.toThrow();
    const kept = await t.deps.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toEqual([{ action: 'page.publish' }]);
  });

  it('the hourly maintenance job deletes entries older than AUDIT_RETENTION_DAYS and keeps the others', async () => {
    await t.close();
    t = await createTestApp({ auditRetentionDays: 30 });
    const old = await entry({ action: 'page.publish', pageTitle: 'Old' }, 31);
    const kept = await entry({ action: 'page.publish', pageTitle: 'Recent' }, 29);
    await ensureJob(t.deps.database.db, { kind: 'trash-purge', key: 'trash-purge', runAt: TEST_NOW, now: TEST_NOW });
    const { ran, failed } = await runDueJobs(t.deps, jobHandlers(t.deps));
    expect(failed).toEqual([]);
    expect(ran.map((job) => job.kind)).toContain('trash-purge');
    const ids = (await t.deps.database.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(old.id);
  });
});
