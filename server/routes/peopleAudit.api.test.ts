import { eq, gt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { auditLog } from '../db/auditSchema';
import { users } from '../db/schema';

// Issue 32: the people and sessions routes leave one audit entry each, in the transaction of their change.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.org' });
});
afterEach(() => t.close());

async function lastId(): Promise<number> {
  const rows = await t.deps.database.db.select({ id: auditLog.id }).from(auditLog);
  return Math.max(0, ...rows.map((row) => row.id));
}
const since = (id: number) => t.deps.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);

describe('people and sessions in the audit log', () => {
  it('records an invitation, a role change, a deactivation, a reactivation and a password link, once each, by whom and of whom', async () => {
    const admin = await t.signIn('admin@example.org');
    const start = await lastId();
    const invited = await t.json('POST', '/api/admin/people', {
      token: admin,
      body: { person: { name: 'Kim Ho', email: 'kim@example.org', role: 'contributor' }, locale: 'en' },
    });
    expect(invited.status).toBe(201);
    const [colleague] = await t.deps.database.db.select().from(users).where(eq(users.email, 'colleague@example.org'));
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', `/api/admin/people/${colleague.uid}/role`, { role: 'author' }],
      // The same role again changes nothing and records nothing.
      ['PUT', `/api/admin/people/${colleague.uid}/role`, { role: 'author' }],
      ['PUT', `/api/admin/people/${colleague.uid}/deactivate`],
      ['PUT', `/api/admin/people/${colleague.uid}/reactivate`],
      ['POST', `/api/admin/people/${colleague.uid}/password_reset`, {}],
    ];
    for (const [method, path, body] of calls) expect((await t.json(method, path, { token: admin, body })).status, path).toBeLessThan(300);
    const entries = await since(start);
    expect(entries.map((entry) => [entry.action, entry.actorName, entry.personName])).toEqual([
      ['person.invite', 'Jordan Wong', 'Kim Ho'],
      ['person.role', 'Jordan Wong', 'Sam Lee'],
      ['person.deactivate', 'Jordan Wong', 'Sam Lee'],
      ['person.reactivate', 'Jordan Wong', 'Sam Lee'],
      ['person.password_link', 'Jordan Wong', 'Sam Lee'],
    ]);
    expect(entries[1].changes).toEqual({ role: { from: 'editor', to: 'author' } });
    // A refused change (the last administrator demoted) records nothing.
    const before = await lastId();
    const [self] = await t.deps.database.db.select().from(users).where(eq(users.email, 'admin@example.org'));
    expect((await t.json('PUT', `/api/admin/people/${self.uid}/role`, { token: admin, body: { role: 'editor' } })).status).toBe(409);
    expect(await since(before)).toEqual([]);
  });

  it('records signing out of other browsers and a new password', async () => {
    const laptop = await t.signIn('editor@example.org');
    await t.signIn('editor@example.org');
    const start = await lastId();
    expect((await t.request('DELETE', '/api/auth/sessions/others', { token: laptop })).status).toBe(204);
    await t.signIn('editor@example.org');
    const changed = await t.json('PUT', '/api/auth/password', {
      token: laptop,
      body: { current_password: 'demo-editor', password: 'a-brand-new-password' },
    });
    expect(changed.status).toBeLessThan(300);
    expect((await since(start)).map((entry) => [entry.action, entry.actorName])).toEqual([
      ['auth.session_end', 'Alex Morgan'],
      ['auth.sign_in', 'Alex Morgan'],
      ['auth.password_change', 'Alex Morgan'],
    ]);
  });
});
