import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, documentWith, pageById, tokenFor, userByEmail } from '../../tests/memoFixtures';
import type { Page } from '../db/schema';

let t: TestApp;
let token: string;
let memo: Page;

beforeEach(async () => {
  t = await createTestApp();
  const owner = await userByEmail(t, 'editor@example.org');
  token = await tokenFor(t, owner);
  memo = await addMemo(t, { owner, state: 'draft', text: 'First words' });
});
afterEach(() => t.close());

const N = 8;
const save = (version: number, text: string) =>
  t.json('PUT', `/api/pages/${memo.id}`, { token, body: { page: { version, lexical_body: documentWith(text) } } });
const statusesOf = (results: Array<{ status: number }>) => results.map((result) => result.status).sort();

describe('concurrent changes to one memo', () => {
  it('two tabs: the second save with the old version gets 409 and the current version, and keeps its copy only on purpose', async () => {
    const opened = memo.version;
    const first = await save(opened, 'Tab one');
    expect(first.status).toBe(200);
    const second = await save(opened, 'Tab two');
    expect(second).toMatchObject({ status: 409, body: { current_version: opened + 1 } });
    expect((await pageById(t, memo.id))!.plainText).toBe('Tab one');
    const reloaded = await t.json('GET', `/api/pages/${memo.slug}`, { token });
    expect(reloaded.body.data.attributes).toMatchObject({ version: opened + 1, lexical_body: documentWith('Tab one') });
    const keptCopy = await save(second.body.current_version, 'Tab two');
    expect(keptCopy.status).toBe(200);
    expect((await save(first.body.data.attributes.version, 'Tab one again')).status).toBe(409);
    expect((await pageById(t, memo.id))!.plainText).toBe('Tab two');
  });

  it(`lets exactly one of ${N} concurrent saves with the same version win`, async () => {
    const results = await Promise.all(Array.from({ length: N }, (_, tab) => save(memo.version, `Tab ${tab}`)));
    expect(statusesOf(results)).toEqual([200, ...Array(N - 1).fill(409)]);
    const winner = results.findIndex((result) => result.status === 200);
    const stored = (await pageById(t, memo.id))!;
    expect(stored.plainText).toBe(`Tab ${winner}`);
    expect(stored.version).toBe(memo.version + 1);
  });

  it(`lets exactly one of ${N} concurrent publishes with the same version win`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, () => t.json('PUT', `/api/pages/${memo.id}/publish?version=${memo.version}`, { token })),
    );
    expect(statusesOf(results)).toEqual([200, ...Array(N - 1).fill(409)]);
    expect((await pageById(t, memo.id))!).toMatchObject({ published: true, version: memo.version + 1 });
  });

  it('lets exactly one of a save, a publish and a move to trash made on the same version win', async () => {
    const results = await Promise.all([
      save(memo.version, 'Saved'),
      t.json('PUT', `/api/pages/${memo.id}/publish?version=${memo.version}`, { token }),
      t.json('PATCH', `/api/pages/${memo.id}/move-to-trash?version=${memo.version}`, { token }),
    ]);
    expect(statusesOf(results)).toEqual([200, 409, 409]);
    expect((await pageById(t, memo.id))!.version).toBe(memo.version + 1);
  });

  it('lets exactly one of several concurrent restores or permanent deletes of a trashed memo win', async () => {
    const trashed = await t.json('PATCH', `/api/pages/${memo.id}/move-to-trash?version=${memo.version}`, { token });
    const version = trashed.body.data.attributes.version;
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => t.json('PATCH', `/api/pages/${memo.id}/restore-from-trash?version=${version}`, { token })),
      ...Array.from({ length: 3 }, () => t.json('DELETE', `/api/pages/${memo.id}/destroy-permanently?version=${version}`, { token })),
    ]);
    const succeeded = results.filter((result) => result.status < 300);
    expect(succeeded).toHaveLength(1);
    expect(results.every((result) => [200, 204, 404, 409].includes(result.status))).toBe(true);
  });
});
