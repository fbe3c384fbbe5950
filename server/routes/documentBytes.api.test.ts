import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { pages, type Page } from '../db/schema';

let t: TestApp;
let editor: string;
let story: Page;

beforeEach(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.org');
  [story] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, 'the-long-view'));
});
afterEach(() => t.close());

/** A document as Lexical writes it: its own order of fields, `direction: null`, a style with its semicolon, a field we do not know. */
const lexicalDocument = {
  root: {
    children: [
      {
        children: [
          { detail: 0, format: 1, mode: 'normal', style: 'color: #EE3A43;', text: 'Kept', type: 'text', version: 1 },
          {
            children: [{ detail: 0, format: 0, mode: 'normal', style: '', text: 'one', type: 'text', version: 1 }],
            direction: null,
            format: '',
            indent: 0,
            type: 'link',
            version: 1,
            rel: null,
            target: null,
            title: null,
            url: 'https://example.org/',
          },
        ],
        direction: null,
        format: '',
        indent: 0,
        type: 'paragraph',
        version: 1,
        textFormat: 0,
        textStyle: '',
        $: { unknown: true },
      },
    ],
    direction: null,
    format: '',
    indent: 0,
    type: 'root',
    version: 1,
  },
};

describe('a saved document through the API', () => {
  it('is stored and answered byte for byte as sent, fields in their order, on save and on create', async () => {
    const saved = await t.json('PUT', `/api/pages/${story.id}`, {
      token: editor,
      body: { page: { version: story.version, lexical_body: lexicalDocument } },
    });
    expect(saved.status).toBe(200);
    const answer = await t.request('GET', `/api/pages/${story.slug}`, { token: editor });
    const text = await answer.text();
    expect(text).toContain(JSON.stringify(lexicalDocument));

    const created = await t.json('POST', '/api/pages', {
      token: editor,
      body: { page: { title: 'Bytes', page_collection_slug: 'news', lexical_body: lexicalDocument } },
    });
    expect(created.status).toBe(201);
    const [row] = await t.deps.database.db
      .select({ body: pages.body })
      .from(pages)
      .where(eq(pages.slug, created.body.data.attributes.slug));
    expect(JSON.stringify(row.body)).toBe(JSON.stringify(lexicalDocument));
  });
});
