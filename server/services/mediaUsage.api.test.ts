import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { base64Of, pngOf } from '../../tests/mediaSamples';
import { addMemo, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { media, mediaDeletions } from '../db/mediaSchema';
import { pages, type User } from '../db/schema';
import type { MemoryMediaStorage } from '../storage/memoryMediaStorage';
import { deleteQueuedMediaFiles } from './mediaDeletions';
import { deleteUnusedUploads, UNUSED_UPLOAD_RETENTION_DAYS } from './mediaUsage';
import { purgeExpiredTrash } from './trashPurge';

const DAY = 86_400_000;
let t: TestApp;
let owner: User;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  owner = await userByEmail(t, 'editor@example.org');
  token = await tokenFor(t, owner);
});
afterEach(() => t.close());

async function upload(width: number): Promise<{ id: number; url: string }> {
  const response = await t.json('POST', '/api/images', {
    token,
    body: { image: { image_name: 'photo.png', image_data: base64Of(pngOf(width, 1)) } },
  });
  expect(response.status).toBe(201);
  return { id: Number(response.body.data.id), url: response.body.data.attributes.full_url };
}

const imageNode = (src: string) => ({
  type: 'inline-image',
  version: 1,
  src,
  caption: 'A photo',
  narrativeCaption: '',
  position: 'full',
  isPlaceholder: false,
});
const documentShowing = (...sources: string[]) => ({ root: { type: 'root' as const, version: 1, children: sources.map(imageNode) } });

async function uploadedDaysAgo(ids: number[], days: number) {
  await t.deps.database.db
    .update(media)
    .set({ createdAt: new Date(TEST_NOW.getTime() - days * DAY) })
    .where(inArray(media.id, ids));
}

const status = async (url: string) => (await t.request('GET', url)).status;
const storedFiles = () => (t.deps.storage as MemoryMediaStorage).files;

describe('media of deleted pages', () => {
  it('the purge deletes the images only the purged pages show, and keeps those shown elsewhere or uploaded in the last day', async () => {
    const [only, shared, lead, fresh] = [await upload(1), await upload(2), await upload(3), await upload(4)];
    await uploadedDaysAgo([only.id, shared.id, lead.id], 2);
    const parent = await addMemo(t, { owner, state: 'trashed', trashedAt: new Date(TEST_NOW.getTime() - 31 * DAY) });
    const child = await addMemo(t, { owner, parent, state: 'trashed', trashedAt: new Date(TEST_NOW.getTime() - 31 * DAY) });
    const other = await addMemo(t, { owner });
    const { db } = t.deps.database;
    await db
      .update(pages)
      .set({ body: documentShowing(only.url, shared.url, fresh.url) })
      .where(eq(pages.id, parent.id));
    await db
      .update(pages)
      .set({
        body: {
          root: {
            type: 'root',
            version: 1,
            children: [{ type: 'lead-image', version: 1, tagline: '', image: lead.url, image_caption: '', isVideo: false }],
          },
        },
      })
      .where(eq(pages.id, child.id));
    await db
      .update(pages)
      .set({ body: documentShowing(shared.url) })
      .where(eq(pages.id, other.id));
    expect(storedFiles().size).toBe(4);

    const purged = await purgeExpiredTrash(t.deps);
    expect(purged.pageIds.sort()).toEqual([parent.id, child.id].sort());
    expect(await status(only.url)).toBe(404);
    expect(await status(lead.url)).toBe(404);
    expect(await status(shared.url)).toBe(200);
    expect(await status(fresh.url)).toBe(200);
    expect((await db.select({ id: media.id }).from(media)).map((row) => row.id).sort()).toEqual([shared.id, fresh.id].sort());
    expect(storedFiles().size).toBe(2);
    expect(await db.select().from(mediaDeletions)).toEqual([]);
  });

  it('destroy-permanently deletes the rows in its transaction (the file stops being served) and the next purge run the file', async () => {
    const image = await upload(5);
    await uploadedDaysAgo([image.id], 3);
    const memo = await addMemo(t, { owner, state: 'trashed' });
    await t.deps.database.db
      .update(pages)
      .set({ body: documentShowing(image.url) })
      .where(eq(pages.id, memo.id));
    const destroyed = await t.json('DELETE', `/api/pages/${memo.id}/destroy-permanently?version=${memo.version}`, { token });
    expect(destroyed.status).toBe(204);
    expect(await status(image.url)).toBe(404);
    expect(storedFiles().size).toBe(1);
    await purgeExpiredTrash(t.deps);
    expect(storedFiles().size).toBe(0);
  });

  it('never deletes a file queued for deletion once the same bytes were uploaded again', async () => {
    const image = await upload(6);
    await uploadedDaysAgo([image.id], 3);
    const memo = await addMemo(t, { owner, state: 'trashed' });
    await t.deps.database.db
      .update(pages)
      .set({ body: documentShowing(image.url) })
      .where(eq(pages.id, memo.id));
    await t.json('DELETE', `/api/pages/${memo.id}/destroy-permanently?version=${memo.version}`, { token });
    expect(await t.deps.database.db.select().from(mediaDeletions)).toHaveLength(1);
    const again = await upload(6);
    expect(again.url).toBe(image.url);
    expect(await deleteQueuedMediaFiles(t.deps)).toBe(0);
    expect(await status(again.url)).toBe(200);
    expect(await t.deps.database.db.select().from(mediaDeletions)).toEqual([]);
  });
});

describe('unused uploads', () => {
  const mediaIds = async () => (await t.deps.database.db.select({ id: media.id }).from(media)).map((row) => row.id).sort();

  it('the purge deletes uploads nothing has pointed to for 30 days, and keeps younger ones and those a page shows', async () => {
    const [unused, shown, young] = [await upload(11), await upload(12), await upload(13)];
    await uploadedDaysAgo([unused.id, shown.id], UNUSED_UPLOAD_RETENTION_DAYS + 1);
    await uploadedDaysAgo([young.id], UNUSED_UPLOAD_RETENTION_DAYS - 1);
    const memo = await addMemo(t, { owner });
    await t.deps.database.db
      .update(pages)
      .set({ body: documentShowing(shown.url) })
      .where(eq(pages.id, memo.id));

    await purgeExpiredTrash(t.deps);
    expect(await status(unused.url)).toBe(404);
    expect(await status(shown.url)).toBe(200);
    expect(await status(young.url)).toBe(200);
    expect(await mediaIds()).toEqual([shown.id, young.id].sort());
    expect(storedFiles().size).toBe(2);
    expect(await t.deps.database.db.select().from(mediaDeletions)).toEqual([]);
  });

  it('looks at a few uploads per run, those never or least recently found in use first', async () => {
    const [first, second, unused] = [await upload(21), await upload(22), await upload(23)];
    await uploadedDaysAgo([first.id, second.id, unused.id], UNUSED_UPLOAD_RETENTION_DAYS + 5);
    const memo = await addMemo(t, { owner });
    await t.deps.database.db
      .update(pages)
      .set({ body: documentShowing(first.url, second.url) })
      .where(eq(pages.id, memo.id));
    const { db } = t.deps.database;

    expect(await deleteUnusedUploads(db, TEST_NOW, 1)).toBe(0);
    expect(await deleteUnusedUploads(db, TEST_NOW, 1)).toBe(0);
    expect(await deleteUnusedUploads(db, TEST_NOW, 1)).toBe(1);
    expect(await mediaIds()).toEqual([first.id, second.id].sort());
    expect(await deleteUnusedUploads(db, TEST_NOW, 1)).toBe(0);
    const checked = await db.select({ checkedAt: media.checkedAt }).from(media);
    expect(checked.every((row) => row.checkedAt !== null)).toBe(true);
  });
});
