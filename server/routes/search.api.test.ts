import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../contract/search';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { addMemo, documentWith, tokenFor, userByEmail } from '../../tests/memoFixtures';
import { pages, type User } from '../db/schema';
import { randomUid } from '../services/tokens';

let t: TestApp;
let editor: User;
let editorToken: string;
let staffToken: string;
let colleagueToken: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await userByEmail(t, 'editor@example.org');
  editorToken = await tokenFor(t, editor);
  staffToken = await tokenFor(t, await userByEmail(t, 'reader@example.org'));
  colleagueToken = await tokenFor(t, await userByEmail(t, 'colleague@example.org'));
});
afterAll(() => t.close());

let counter = 0;
const DAY = 86_400_000;

interface PageOptions {
  title: string;
  text?: string;
  locale?: 'en' | 'hk';
  collection?: string;
  state?: 'published' | 'draft' | 'trashed' | 'scheduled';
  /** Days before TEST_NOW it was published. */
  age?: number;
}

async function addPage(options: PageOptions) {
  const state = options.state ?? 'published';
  const published = state === 'published' || state === 'trashed';
  const [page] = await t.deps.database.db
    .insert(pages)
    .values({
      uid: randomUid(),
      slug: `search-test-${++counter}-${Date.now().toString(36)}`,
      title: options.title,
      collection: options.collection ?? 'pages',
      system: 'csw',
      locale: options.locale ?? 'en',
      ownerId: editor.id,
      published,
      publishedAt: published ? new Date(TEST_NOW.getTime() - (options.age ?? 1) * DAY) : null,
      publishAt: state === 'scheduled' ? new Date(TEST_NOW.getTime() + DAY) : null,
      trashedAt: state === 'trashed' ? TEST_NOW : null,
      body: documentWith(options.text ?? ''),
      plainText: options.text ?? '',
      bodyText: options.text ?? '',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  return page;
}

async function search(query: string, token: string | null = null) {
  const response = await t.request('GET', `/api/search?${query}`, { token });
  return { status: response.status, body: (await response.json()) as SearchAnswer & { error?: string } };
}
const titles = (body: SearchAnswer) => body.data.map((hit) => hit.attributes.title);
const marked = (body: SearchAnswer, index = 0) =>
  body.data[index].attributes.snippet.filter((segment) => segment.match).map((segment) => segment.text);

describe('GET /api/search', () => {
  it('finds English with stemming and marks the words it matched', async () => {
    await addPage({ title: 'Crossing the harbour', text: 'The old ferry leaves Central every ten minutes, whatever the weather.' });
    const { status, body } = await search('q=ferries&locale=en&collection=pages');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Crossing the harbour']);
    expect(marked(body)).toEqual(['ferry']);
    expect(body.data[0].attributes.snippet.map((segment) => segment.text).join('')).toContain('The old ferry leaves Central');
    expect(body.data[0].attributes.route).toMatch(/^\/en\/pages\/search-test-/);
    expect((await search('q=ferried&collection=pages')).body.data).toHaveLength(1);
    expect((await search('q=ferrymen&collection=pages')).body.data).toHaveLength(0);
  });

  it('finds Chinese by its characters, as written, and marks them', async () => {
    await addPage({ title: '維港夜色', text: '黃昏時乘坐天星渡輪過海，可以看到兩岸的燈光。', locale: 'hk' });
    const { body } = await search(`q=${encodeURIComponent('渡輪')}&locale=hk&collection=pages`);
    expect(titles(body)).toEqual(['維港夜色']);
    expect(marked(body)).toEqual(['渡輪']);
    expect(titles((await search(`q=${encodeURIComponent('天星渡輪')}&collection=pages`)).body)).toEqual(['維港夜色']);
    expect(titles((await search(`q=${encodeURIComponent('渡')}&collection=pages`)).body)).toEqual(['維港夜色']);
    expect(titles((await search(`q=${encodeURIComponent('燈光 兩岸')}&collection=pages`)).body)).toEqual(['維港夜色']);
    // The characters in another order, or a pair across punctuation, are not what was written.
    expect((await search(`q=${encodeURIComponent('輪渡')}&collection=pages`)).body.data).toHaveLength(0);
    expect((await search(`q=${encodeURIComponent('海可')}&collection=pages`)).body.data).toHaveLength(0);
    expect((await search(`q=${encodeURIComponent('渡輪')}&locale=en`)).body.data).toHaveLength(0);
  });

  it('puts title matches first, then the most recently published', async () => {
    await addPage({ title: 'Lanterns of the old town', text: 'Paper and bamboo.', age: 30 });
    await addPage({ title: 'A festival diary', text: 'We carried a lantern down to the pier.', age: 1 });
    await addPage({ title: 'Night market', text: 'Every stall hung a lantern.', age: 5 });
    const { body } = await search('q=lantern&collection=pages');
    expect(titles(body)).toEqual(['Lanterns of the old town', 'A festival diary', 'Night market']);
    expect(body.data.map((hit) => hit.attributes.title_match)).toEqual([true, false, false]);
  });

  it('answers ten a page, with the total and the number of pages', async () => {
    for (let index = 0; index < 23; index++)
      await addPage({ title: `Kite report ${index}`, text: 'Kites over the beach.', age: index + 1 });
    const first = await search('q=kites&collection=pages');
    expect(first.body.meta).toEqual({ total: 23, page: 1, per_page: 10, pages: 3 });
    expect(titles(first.body)).toEqual(Array.from({ length: 10 }, (_, index) => `Kite report ${index}`));
    const third = await search('q=kites&collection=pages&page=3');
    expect(titles(third.body)).toEqual(['Kite report 20', 'Kite report 21', 'Kite report 22']);
    const beyond = await search('q=kites&collection=pages&page=4');
    expect(beyond.body).toEqual({ data: [], meta: { total: 23, page: 4, per_page: 10, pages: 3 } });
    expect((await search('q=kites&collection=news')).body.meta.total).toBe(0);
  });

  it('shows readers only published site pages; editors who ask for drafts find what they may edit', async () => {
    const word = `quokka${Date.now().toString(36)}`;
    await addPage({ title: `Published ${word}` });
    await addPage({ title: `Draft ${word}`, state: 'draft' });
    await addPage({ title: `Scheduled ${word}`, state: 'scheduled' });
    await addPage({ title: `Trashed ${word}`, state: 'trashed' });
    await addMemo(t, { owner: editor, state: 'published', title: `Memo ${word}` });
    await addMemo(t, { owner: editor, state: 'trashed', title: `Trashed memo ${word}` });
    const everyone = [`Published ${word}`];
    expect(titles((await search(`q=${word}`)).body)).toEqual(everyone);
    expect(titles((await search(`q=${word}&include=drafts`)).body)).toEqual(everyone);
    expect(titles((await search(`q=${word}&include=drafts`, staffToken)).body)).toEqual(everyone);
    expect(titles((await search(`q=${word}`, editorToken)).body)).toEqual(everyone);
    const drafts = (await search(`q=${word}&include=drafts`, editorToken)).body;
    expect(titles(drafts).sort()).toEqual([`Draft ${word}`, `Memo ${word}`, `Published ${word}`, `Scheduled ${word}`]);
    expect(drafts.data.find((hit) => hit.attributes.title === `Memo ${word}`)!.attributes.route).toMatch(/^\/en\/memo\//);
    // Another editor may edit every site page but not this memo.
    expect(titles((await search(`q=${word}&include=drafts`, colleagueToken)).body).sort()).toEqual([
      `Draft ${word}`,
      `Published ${word}`,
      `Scheduled ${word}`,
    ]);
  });

  it('never finds a page by the title of a subpage the caller may not read, nor shows it in a snippet (issue 29)', async () => {
    const word = `wombat${Date.now().toString(36)}`;
    const colleague = await userByEmail(t, 'colleague@example.org');
    const draftChild = await addPage({ title: `Draft child ${word}plan`, state: 'draft' });
    const privateMemo = await addMemo(t, { owner: colleague, state: 'draft', title: `Private memo ${word}memo` });
    const subpage = (child: { id: number; title: string; slug: string }) => ({
      type: 'subpage',
      version: 1,
      title: child.title,
      unique_slug: child.slug,
      system: 'csw',
      editor_unique_slug: child.slug,
      public_route: `/en/pages/${child.slug}`,
      editor_route: '',
      page_id: child.id,
    });
    const parent = await addPage({ title: 'Harbour notes', text: 'Ferries at dusk.' });
    const body = {
      root: {
        type: 'root',
        version: 1,
        children: [...documentWith('Ferries at dusk.').root.children, subpage(draftChild), subpage(privateMemo)],
      },
    };
    // Written by a save, as every page's text is.
    const saved = await t.json('PUT', `/api/pages/${parent.id}`, {
      token: editorToken,
      body: { page: { version: parent.version, lexical_body: body } },
    });
    expect(saved.status).toBe(200);
    expect(titles((await search('q=ferries')).body)).toContain('Harbour notes');
    for (const token of [null, staffToken, editorToken, colleagueToken]) {
      for (const query of [`q=${word}plan`, `q=${word}memo`, `q=${word}plan&include=drafts`]) {
        const { body: answer } = await search(query, token);
        expect(titles(answer), `${query} as ${token}`).not.toContain('Harbour notes');
        expect(JSON.stringify(answer)).not.toContain('Private memo');
      }
    }
    // The memo list's search reads the same text: a memo holding another's private memo is not found by its title.
    const holder = await addMemo(t, { owner: editor, state: 'draft', title: 'Holder' });
    await t.json('PUT', `/api/pages/${holder.id}`, {
      token: editorToken,
      body: { page: { version: holder.version, lexical_body: { root: { type: 'root', version: 1, children: [subpage(privateMemo)] } } } },
    });
    const memos = await t.json('GET', `/api/page_collections/memo/pages?q=${word}memo`, { token: editorToken });
    expect(memos.body.data.map((memo: { attributes: { title: string } }) => memo.attributes.title)).not.toContain('Holder');
  });

  it('finds what a save or a publish wrote, and no longer what it replaced', async () => {
    const page = await addPage({ title: 'Tide tables', text: 'Low water at kelpwort point.', state: 'draft' });
    const saved = await t.json('PUT', `/api/pages/${page.id}`, {
      token: editorToken,
      body: { page: { version: page.version, lexical_body: documentWith('The brineglow signal was raised.') } },
    });
    expect(saved.status).toBe(200);
    expect(titles((await search('q=brineglow&include=drafts', editorToken)).body)).toEqual(['Tide tables']);
    expect((await search('q=brineglow')).body.data).toHaveLength(0);
    expect((await search('q=kelpwort&include=drafts', editorToken)).body.data).toHaveLength(0);
    expect(
      (await t.json('PUT', `/api/pages/${page.id}/publish?version=${saved.body.data.attributes.version}`, { token: editorToken })).status,
    ).toBe(200);
    expect(titles((await search('q=brineglow')).body)).toEqual(['Tide tables']);
    // The search table follows a move to the trash, a restore and a permanent deletion.
    expect((await t.json('PATCH', `/api/pages/${page.id}/move-to-trash`, { token: editorToken })).status).toBe(200);
    expect((await search('q=brineglow&include=drafts', editorToken)).body.data).toHaveLength(0);
    expect((await t.json('PATCH', `/api/pages/${page.id}/restore-from-trash`, { token: editorToken })).status).toBe(200);
    expect(titles((await search('q=brineglow')).body)).toEqual(['Tide tables']);
    await t.deps.database.db.delete(pages).where(eq(pages.id, page.id));
    expect((await search('q=brineglow&include=drafts', editorToken)).body.data).toHaveLength(0);
  });

  it("makes a long text's snippet from the stretch that holds the match, without reading words cut in two", async () => {
    const filler = (length: number) => 'Salt wind over the quay, gulls above the boats. '.repeat(Math.ceil(length / 48)).slice(0, length);
    // "skiffwright" straddles the 2,000th character, where the first stretch the server reads ends; "skiff" is far on.
    const text = `${filler(1_994)} skiffwright ${filler(7_000)} then the skiff itself came in. ${filler(15_000)}`;
    await addPage({ title: 'Quayside notes', text });
    const { body } = await search('q=skiff&collection=pages');
    expect(titles(body)).toEqual(['Quayside notes']);
    expect(marked(body)).toEqual(['skiff']);
    expect(body.data[0].attributes.snippet.map((segment) => segment.text).join('')).toContain('then the skiff itself came in');
    // A phrase across the end of one stretch is found in the next, which overlaps it.
    await addPage({ title: 'Evening', text: `${filler(1_990)} lantern barge ${filler(9_000)}` });
    const phrase = await search(`q=${encodeURIComponent('"lantern barge"')}&collection=pages`);
    expect(titles(phrase.body)).toEqual(['Evening']);
    expect(marked(phrase.body)).toEqual(['lantern', 'barge']);
  });

  it('answers the first words of a long text, unmarked, when only the title matched', async () => {
    await addPage({
      title: 'Kelpwort harvest',
      text: `Boats left before dawn. ${'Salt wind over the quay, gulls above the boats. '.repeat(300)}`,
    });
    const { body } = await search('q=kelpwort&collection=pages');
    expect(titles(body)).toEqual(['Kelpwort harvest']);
    expect(marked(body)).toEqual([]);
    expect(body.data[0].attributes.snippet.map((segment) => segment.text).join('')).toMatch(/^Boats left before dawn\. Salt wind/);
  });

  it('reads every word of what a save wrote, so a phrase with a word said before is found and its snippet reads whole', async () => {
    const page = await addPage({ title: 'Shoreline', state: 'draft' });
    const text = 'Hong Kong was built on the edge of the water and, for much of its history, on top of it.';
    const saved = await t.json('PUT', `/api/pages/${page.id}`, {
      token: editorToken,
      body: { page: { version: page.version, lexical_body: documentWith(text) } },
    });
    expect(saved.status).toBe(200);
    expect(
      (await t.json('PUT', `/api/pages/${page.id}/publish?version=${saved.body.data.attributes.version}`, { token: editorToken })).status,
    ).toBe(200);
    const { body } = await search(`q=${encodeURIComponent('"on top of it"')}&collection=pages`);
    expect(titles(body)).toEqual(['Shoreline']);
    expect(body.data[0].attributes.snippet.map((segment) => segment.text).join('')).toContain('for much of its history, on top of it.');
  });

  it("says how many pages the same search finds on the other locale's site, as each caller may find them", async () => {
    await addPage({ title: 'Temple Street after dark', text: 'The Vellanova stalls open at six.', locale: 'en' });
    for (const title of ['廟街夜市', '油麻地的晚上', '街頭粵劇'])
      await addPage({ title, text: `${title}：Vellanova 攤檔六點開檔。`, locale: 'hk' });
    await addPage({ title: '草稿', text: 'Vellanova 草稿', locale: 'hk', state: 'draft' });
    await addPage({ title: '垃圾桶', text: 'Vellanova 垃圾桶', locale: 'hk', state: 'trashed' });
    const english = await search('q=Vellanova&locale=en');
    expect(titles(english.body)).toEqual(['Temple Street after dark']);
    expect(english.body.meta.other_locale).toEqual({ locale: 'hk', total: 3 });
    expect((await search('q=Vellanova&locale=hk')).body.meta).toMatchObject({ total: 3, other_locale: { locale: 'en', total: 1 } });
    // An editor who asks for drafts finds the draft there too; a search of every locale has no other.
    expect((await search('q=Vellanova&locale=en&include=drafts', editorToken)).body.meta.other_locale).toEqual({ locale: 'hk', total: 4 });
    expect((await search('q=Vellanova')).body.meta.other_locale).toBeUndefined();
    expect((await search('q=Vellanova&locale=en&collection=stories')).body.meta).toMatchObject({
      total: 0,
      other_locale: { locale: 'hk', total: 0 },
    });
  });

  it('takes any text as words: operators, quotes and metacharacters are not syntax', async () => {
    await addPage({ title: 'Operators', text: 'Search for gondola or funicular, not bus.' });
    const hostile = [
      `'`,
      `"`,
      `""`,
      `"ferry`,
      `ferry & tram`,
      `ferry | tram`,
      `!ferry`,
      `(ferry`,
      `ferry)`,
      `ferry:*`,
      `:*`,
      `&|!():*`,
      `-ferry`,
      `ferry -`,
      `or`,
      `ferry or`,
      `\\`,
      `'; drop table pages; --`,
      `.*+?^$[]{}()|`,
      `(a+)+$`,
      `<script>alert(1)</script>`,
      `%`,
      `_`,
      `\u200b`,
      `😀`,
      `ferry\u0001tram`,
      `天星:*`,
      `渡|輪`,
      ' '.repeat(199) + 'x',
    ];
    for (const q of hostile) {
      const { status, body } = await search(`q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(Array.isArray(body.data), q).toBe(true);
    }
    expect(titles((await search(`q=${encodeURIComponent('"gondola or funicular"')}`)).body)).toEqual(['Operators']);
    expect(titles((await search(`q=${encodeURIComponent('gondola -funicular')}`)).body)).toEqual([]);
    expect((await search(`q=${encodeURIComponent('<script>alert(1)</script>')}`)).body.data).toEqual([]);
  });

  it('refuses what is not a search with 400 and a message', async () => {
    for (const query of [
      `q=${'a'.repeat(201)}`,
      `q=${'渡'.repeat(10_000)}`,
      'q=ferry%00',
      'q=ferry&page=0',
      'q=ferry&page=x',
      'q=ferry&locale=fr',
      'q=ferry&collection=nope',
      'q=ferry&include=trash',
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(typeof body.error, query).toBe('string');
    }
    expect((await search(`q=${'a'.repeat(200)}`)).status).toBe(200);
    expect((await search('q=')).body).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10, pages: 0 } });
    expect((await search('')).status).toBe(200);
  });

  it('never sends HTML in a snippet: the page text comes back as text, its own private marks removed', async () => {
    await addPage({ title: 'Markup', text: 'A <b>bold</b> claim: 3 < 4 about the \uE000ferry\uE001 & "its" schedule.' });
    const { body } = await search('q=ferry+schedule&collection=pages');
    const segments = body.data[0].attributes.snippet;
    const text = segments.map((segment) => segment.text).join('');
    // ts_headline leaves out what its parser takes for a tag; everything else is the page's text as it is.
    expect(text).toContain('bold');
    expect(text).toContain('about the ferry & "its" schedule.');
    expect(text).not.toMatch(/[\uE000\uE001]/);
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['ferry', 'schedule']);
  });
});
