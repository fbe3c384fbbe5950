import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { pageById } from '../../tests/memoFixtures';
import { pages } from '../db/schema';

// Issue 28, item 0: whatever is saved, in whatever order and size, every revision gives it back byte for byte. One
// server process (one module graph) for every run: the old print kept a buffer between calls and went wrong for good
// after one long block, so a property checked in fresh processes would miss it.
const MINUTE = 60_000;
let t: TestApp;
let tokens: string[];
let pageId: number;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: pageId }] = await t.deps.database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterAll(() => t.close());

// Texts of one length in different letters are what the old print confused; multi-byte letters make the UTF-8
// length differ from the string's, and lengths around 21,800 are where its buffer first grew.
const letter = fc.constantFrom('a', 'b', 'é', '中', '😀');
const length = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 40 }) },
  { weight: 3, arbitrary: fc.integer({ min: 21_780, max: 21_830 }) },
  { weight: 2, arbitrary: fc.integer({ min: 40, max: 200_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 2_000_000 }) },
);
const block = fc.tuple(letter, length, fc.constantFrom('paragraph', 'heading')).map(([each, count, type]) => ({
  type,
  version: 1,
  ...(type === 'heading' ? { tag: 'h2' } : {}),
  children: [{ type: 'text', version: 1, text: each.repeat(Math.floor(count / each.length)), format: 0 }],
}));
// A save: whose, how many minutes after the last, and the document (blocks reused from earlier saves too).
const save = fc.record({
  author: fc.integer({ min: 0, max: 1 }),
  after: fc.constantFrom(0, 1, 4, 9, 11, 30),
  blocks: fc.array(fc.oneof(block, fc.nat(20)), { minLength: 0, maxLength: 4 }),
});

/** The JSON body limit is 5 MB: documents over 4.5 MB of UTF-8 are trimmed to their first blocks. */
function fitted(blocks: unknown[]): unknown[] {
  let size = 0;
  return blocks.filter((each) => (size += Buffer.byteLength(JSON.stringify(each))) < 4_500_000);
}

describe('revisions read back what was saved', () => {
  it('for random documents with blocks up to 2 MB, saved in random order by two authors, with the default coalescing', async () => {
    let clock = TEST_NOW.getTime();
    await fc.assert(
      fc.asyncProperty(fc.array(save, { minLength: 1, maxLength: 6 }), async (saves) => {
        // The revisions this run made, as the server should keep them: a save by the last save's author within 10
        // minutes of it replaces it (REVISION_COALESCE_MINUTES' default), any other makes a new one.
        const expected: string[] = [];
        let last: { author: number; at: number } | null = null;
        const made: unknown[] = [];
        clock += 11 * MINUTE;
        t.setNow(new Date(clock));
        // Signed in again each run: shrinking a failure runs the property many times, and sessions expire.
        tokens = [await t.signIn('editor@example.org'), await t.signIn('colleague@example.org')];
        for (const each of saves) {
          clock += each.after * MINUTE;
          t.setNow(new Date(clock));
          const children = fitted(
            each.blocks.map((item) =>
              typeof item === 'number' ? (made[item % Math.max(1, made.length)] ?? { type: 'paragraph', version: 1, children: [] }) : item,
            ),
          );
          made.push(...children);
          const document = { root: { type: 'root', version: 1, children } };
          const page = (await pageById(t, pageId))!;
          const answer = await t.json('PUT', `/api/pages/${pageId}`, {
            token: tokens[each.author],
            body: { page: { version: page.version, lexical_body: document } },
          });
          expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
          const json = JSON.stringify(document);
          if (last && last.author === each.author && clock - last.at < 10 * MINUTE) expected[expected.length - 1] = json;
          else expected.push(json);
          last = { author: each.author, at: clock };
        }
        const list = (await t.json('GET', `/api/pages/${pageId}/revisions`, { token: tokens[0] })).body.data as Array<{ id: string }>;
        const ours = list.slice(0, expected.length).reverse();
        for (const [index, revision] of ours.entries()) {
          const read = await t.json('GET', `/api/pages/${pageId}/revisions/${revision.id}`, { token: tokens[0] });
          expect(read.status).toBe(200);
          expect(
            JSON.stringify(read.body.data.attributes.lexical_body) === expected[index],
            `revision ${index + 1} of ${expected.length}`,
          ).toBe(true);
        }
        const now = await t.json('GET', `/api/pages/${pageId}?as_of=${new Date(clock).toISOString()}`, { token: tokens[0] });
        expect(JSON.stringify(now.body.data.attributes.lexical_body) === expected.at(-1)).toBe(true);
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
