import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages } from '../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/link-access/{uid}', () => {
  it('grants access to a readable page and refuses unknown, malformed and unreadable ones alike', async () => {
    const [published] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
    expect(await t.json('GET', `/api/link-access/${published.uid}`)).toEqual({ status: 200, body: { access: true, status: 200 } });
    const refusal = { status: 404, body: { access: false, status: 404, error: 'Page not found.' } };
    expect(await t.json('GET', `/api/link-access/${'0'.repeat(32)}`)).toEqual(refusal);
    expect(await t.json('GET', '/api/link-access/not-a-uid')).toEqual(refusal);
    await t.deps.database.db.update(pages).set({ published: false }).where(eq(pages.id, published.id));
    expect(await t.json('GET', `/api/link-access/${published.uid}`)).toEqual(refusal);
    const editor = await t.signIn('editor@example.org');
    expect((await t.json('GET', `/api/link-access/${published.uid}`, { token: editor })).body.access).toBe(true);
  });
});
