import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, pageById, userByEmail } from '../../tests/memoFixtures';
import { editorsCopy } from '../../tests/draftFixtures';
import { pageVersions } from '../db/revisionsSchema';
import { pages, type Page } from '../db/schema';

// Issue 28, item 2: two editors who change different blocks both keep their work; only blocks both changed
// differently are a conflict, answered with the merge for the caller to choose.
const MINUTE = 60_000;
let t: TestApp;
let alex: string;
let sam: string;
let story: Page;

beforeEach(async () => {
  t = await createTestApp();
  alex = await t.signIn('editor@example.org');
  sam = await t.signIn('colleague@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
  // Both open the page (the editor's load) at one version, with three paragraphs.
  await put(alex, story.version, doc('One.', 'Two.', 'Three.'));
  story = (await pageById(t, story.id))!;
});
afterEach(() => t.close());

const paragraph = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] });
const doc = (...texts: string[]) => ({ root: { type: 'root' as const, version: 1, children: texts.map(paragraph) } });
const textsOf = (document: { root: { children: Array<{ children?: Array<{ text: string }> }> } }) =>
  document.root.children.map((block) => block.children?.map((child) => child.text).join('') ?? '');
const stored = async () => (await editorsCopy(t, story.id))!;
function put(token: string, version: number, lexical_body?: unknown, fields: { title?: string; precis?: string } = {}) {
  return t.json('PUT', `/api/pages/${story.id}`, {
    token,
    body: { page: { version, ...fields, ...(lexical_body ? { lexical_body } : {}) } },
  });
}

describe('saving over a colleague’s newer save', () => {
  it('merges changes to different blocks, added and removed ones included, and answers the merged page', async () => {
    const opened = story.version;
    t.setNow(new Date(TEST_NOW.getTime() + MINUTE));
    expect((await put(alex, opened, doc('One, by Alex.', 'Two.', 'Three.'))).status).toBe(200);
    const answer = await put(sam, opened, doc('One.', 'Two.', 'Three, by Sam.', 'Four, new from Sam.'));
    expect(answer.status).toBe(200);
    expect(answer.body.data.attributes.merged).toBe(true);
    const merged = ['One, by Alex.', 'Two.', 'Three, by Sam.', 'Four, new from Sam.'];
    expect(textsOf(answer.body.data.attributes.lexical_body)).toEqual(merged);
    expect(textsOf((await stored()).body as never)).toEqual(merged);
    expect(answer.body.data.attributes.version).toBe((await stored()).version);
    // One side removes a block the other changed: that one is for Sam to choose.
    const now = (await stored()).version;
    await put(alex, now, doc('One, by Alex.', 'Three, by Sam.', 'Four, new from Sam.'));
    const second = await put(sam, now, doc('One, by Alex.', 'Two, by Sam.', 'Three, by Sam.', 'Four, new from Sam.'));
    expect(second.status).toBe(409);
    expect(second.body.merge.conflicts).toBe(1);
  });

  it('refuses blocks both changed differently with 409 and the merge, changing nothing, and saves the choice made on it', async () => {
    const opened = story.version;
    await put(alex, opened, doc('One, by Alex.', 'Two.', 'Three, by Alex.'));
    const before = await stored();
    const refused = await put(sam, opened, doc('One, by Sam.', 'Two, by Sam.', 'Three.'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'This page was changed by someone else since you opened it.',
      current_version: before.version,
    });
    const { merge } = refused.body;
    expect(merge.conflicts).toBe(1);
    expect(merge.title).toEqual({ value: before.title });
    expect(
      merge.blocks.map((place: { block?: unknown; conflict?: { mine: unknown; theirs: unknown } }) =>
        place.block ? textsOf({ root: { children: [place.block] } } as never)[0] : place.conflict,
      ),
    ).toEqual([{ mine: paragraph('One, by Sam.'), theirs: paragraph('One, by Alex.') }, 'Two, by Sam.', 'Three, by Alex.']);
    expect(await stored()).toEqual(before);
    // Sam keeps his first block: the page gets it, with Alex's third and Sam's second.
    const chosen = {
      root: { type: 'root', version: 1, children: [paragraph('One, by Sam.'), paragraph('Two, by Sam.'), paragraph('Three, by Alex.')] },
    };
    expect((await put(sam, refused.body.current_version, chosen)).status).toBe(200);
    expect(textsOf((await stored()).body as never)).toEqual(['One, by Sam.', 'Two, by Sam.', 'Three, by Alex.']);
  });

  it('merges the title and stand first field by field', async () => {
    const opened = story.version;
    expect((await put(alex, opened, undefined, { title: 'A new title' })).status).toBe(200);
    const merged = await put(sam, opened, doc('One.', 'Two, by Sam.', 'Three.'), { title: story.title, precis: 'A stand first by Sam' });
    expect(merged.status).toBe(200);
    expect(await stored()).toMatchObject({ title: 'A new title', precis: 'A stand first by Sam' });
    expect(textsOf((await stored()).body as never)).toEqual(['One.', 'Two, by Sam.', 'Three.']);
    const refused = await put(alex, opened, undefined, { title: 'Another title' });
    expect(refused.status).toBe(409);
    expect(refused.body.merge.title).toEqual({ conflict: { mine: 'Another title', theirs: 'A new title' } });
  });

  it('merges over versions that changed no text (a publish), and refuses a version from the future', async () => {
    const opened = story.version;
    expect((await t.json('PUT', `/api/pages/${story.id}/publish`, { token: alex, body: { version: opened } })).status).toBe(200);
    expect((await put(sam, opened, doc('One.', 'Two.', 'Three, by Sam.'))).status).toBe(200);
    expect(textsOf((await stored()).body as never)).toEqual(['One.', 'Two.', 'Three, by Sam.']);
    expect((await put(sam, (await stored()).version + 5, doc('Nothing'))).status).toBe(409);
  });

  it('compares two ways when the version a save started from is no longer kept: every difference is a conflict', async () => {
    const opened = story.version;
    await put(alex, opened, doc('One, by Alex.', 'Two.', 'Three.'));
    await t.deps.database.db.delete(pageVersions).where(eq(pageVersions.pageId, story.id));
    const refused = await put(sam, opened, doc('One.', 'Two.', 'Three, by Sam.'));
    expect(refused.status).toBe(409);
    expect(refused.body.merge.conflicts).toBe(2);
  });

  it('lets concurrent saves of different blocks from one version all land', async () => {
    const opened = story.version;
    const changes = [doc('One, 1.', 'Two.', 'Three.'), doc('One.', 'Two, 2.', 'Three.'), doc('One.', 'Two.', 'Three, 3.')];
    const answers = await Promise.all(changes.map((each, index) => put([alex, sam, alex][index], opened, each)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(textsOf((await stored()).body as never)).toEqual(['One, 1.', 'Two, 2.', 'Three, 3.']);
  });

  it('never shows a page the caller may not read through the merge: a subpage of a colleague’s private memo stays hidden', async () => {
    const owner = await userByEmail(t, 'editor@example.org');
    const memo = await addMemo(t, { owner, state: 'draft', title: 'Secret plans for the harbour' });
    const subpage = {
      type: 'subpage',
      version: 1,
      title: memo.title,
      unique_slug: memo.slug,
      system: 'projects',
      editor_unique_slug: memo.slug,
      public_route: `/en/memo/${memo.slug}`,
      editor_route: `/en/page-templates/memo/${memo.slug}`,
      page_id: memo.id,
    };
    const opened = story.version;
    await put(alex, opened, {
      root: { type: 'root', version: 1, children: [paragraph('One, by Alex.'), paragraph('Two.'), paragraph('Three.'), subpage] },
    });
    const merged = await put(sam, opened, doc('One.', 'Two, by Sam.', 'Three.'));
    expect(merged.status).toBe(200);
    expect(JSON.stringify(merged.body)).not.toContain('Secret plans');
    // The page keeps the block whole.
    expect(JSON.stringify((await stored()).body)).toContain('Secret plans');
    const refused = await put(sam, opened, doc('One, by Sam.', 'Two.', 'Three.'));
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).not.toContain('Secret plans');
  });
});
