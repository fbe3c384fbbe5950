import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/apiHarness';
import { buildAccessWorld, everyTableDigest, mayEdit, mayRead, type AccessWorld, type Role, type Target } from '../tests/accessTargets';

/**
 * Issue 35's access matrix: every comment route, asked by every role (anonymous included) on a page of every kind.
 * Those who may edit the page see and write its comments (in the trash: read only); its readers get 403, everyone
 * else 404 (401 when not signed in), and a refusal changes nothing. A memo's Commenters are in comments.api.test.ts.
 */
let t: TestApp;
let world: AccessWorld;
const threadOf = (target: Target) => `matrix-${target.page.id}`;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildAccessWorld(t);
  const owner = world.roles.find((role) => role.name === 'owner')!;
  for (const target of world.targets) {
    if (target.state === 'trashed') continue;
    const made = await t.json('POST', `/api/pages/${target.page.id}/comments`, {
      token: owner.token,
      body: { id: threadOf(target), quote: target.marker, body: `Comment on ${target.marker}` },
    });
    expect(made.status).toBe(201);
  }
});
afterAll(() => t.close());

/** What a role should get: allowed, or the refusal's status. */
function expectedStatus(role: Role, target: Target, allowed: number): number {
  if (mayEdit(role.name, target)) return target.state === 'trashed' && allowed !== 200 ? 409 : allowed;
  if (!role.user) return 401;
  return mayRead(role.name, target) ? 403 : 404;
}

describe('access matrix: comments, for every role and anonymous', () => {
  it('lists threads and mentionable people only to those who may comment, without leaking to anyone else', async () => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const role of world.roles) {
      for (const target of world.targets) {
        const base = `/api/pages/${target.page.id}/comments`;
        // The commenting view's page (its draft as editors have it) too: what a site page's Commenter reads.
        for (const path of [base, `${base}/people?q=e`, `${base}/document`]) {
          const response = await t.request('GET', path, { token: role.token });
          const text = await response.text();
          const leak = response.status >= 400 && (text.includes(target.marker) || text.includes(threadOf(target))) ? ' leak' : '';
          actual.push(`${role.name} / ${target.kind} / ${path.split('/').pop()}: ${response.status}${leak}`);
          expected.push(`${role.name} / ${target.kind} / ${path.split('/').pop()}: ${expectedStatus(role, target, 200)}`);
        }
      }
    }
    expect(actual).toEqual(expected);
  });

  it('refuses every change to those who may not comment, changing nothing', async () => {
    const actual: string[] = [];
    const expected: string[] = [];
    for (const role of world.roles.filter((each) => !world.targets.every((target) => mayEdit(each.name, target)))) {
      for (const target of world.targets.filter((each) => !mayEdit(role.name, each))) {
        const base = `/api/pages/${target.page.id}/comments`;
        const calls: Array<[string, string, unknown]> = [
          ['POST', base, { id: `new-${role.name.replace(' ', '-')}-x`, body: 'Hello' }],
          // A thread the server would anchor in the page (a Commenter's): the page is not saved either.
          ['POST', base, { id: `new-${role.name.replace(' ', '-')}-y`, anchor: { quote: target.marker }, body: 'Hello' }],
          ['POST', `${base}/${threadOf(target)}/replies`, { body: 'Hello' }],
          ['PUT', `${base}/${threadOf(target)}/replies/1`, { body: 'Hello' }],
          ['DELETE', `${base}/${threadOf(target)}/replies/1`, undefined],
          ['POST', `${base}/${threadOf(target)}/resolve`, undefined],
          ['POST', `${base}/${threadOf(target)}/reopen`, undefined],
        ];
        for (const [method, path, body] of calls) {
          const before = await everyTableDigest(t);
          const response = await t.request(method, path, { token: role.token, body });
          const changed = before === (await everyTableDigest(t)) ? '' : ' changed data';
          actual.push(`${role.name} / ${target.kind} / ${method} ${path.slice(base.length) || '/'}: ${response.status}${changed}`);
          expected.push(`${role.name} / ${target.kind} / ${method} ${path.slice(base.length) || '/'}: ${expectedStatus(role, target, 0)}`);
        }
      }
    }
    expect(actual).toEqual(expected);
  });
});
