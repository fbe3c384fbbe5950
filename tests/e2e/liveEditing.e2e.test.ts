// Issue 34: people in one page at once, in a live session: each sees the others' typing and carets, undo takes back
// only one's own change, a broken line keeps and then merges the work, and access taken away stops editing at once.
// Every journey asserts what the server saved.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editorRouteOf } from '../../src/routes/paths';
import { launchBrowser, signInThroughForm } from './browser';
import { editorOpened } from './editorSession';
import { startServer, type RunningServer } from './serverProcess';

// A server of its own with live sessions (LIVE_EDITING=on, whatever mode the other journeys run in).
let server: RunningServer;
let baseURL: string;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { LIVE_EDITING: 'on' } });
  baseURL = server.url;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PEOPLE = {
  alex: { email: 'editor@example.org', password: 'demo-editor', name: 'Alex Morgan' },
  sam: { email: 'colleague@example.org', password: 'demo-colleague', name: 'Sam Lee' },
  jordan: { email: 'admin@example.org', password: 'demo-admin', name: 'Jordan Wong' },
} as const;

async function signedIn(person: keyof typeof PEOPLE): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInThroughForm(page, baseURL, PEOPLE[person].email, PEOPLE[person].password);
  await page.waitForURL(`${baseURL}/en`);
  return page;
}

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('masthead.session')!).state.token as string);

async function call(page: Page, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(page)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});

/** A news page of Alex's with these paragraphs, made through the API: its id, slug and editor address. */
async function newsPage(owner: Page, title: string, lines = ['First line.', 'Second line.']) {
  const document = {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: lines.map(paragraph),
    },
  };
  const { body } = await call(owner, 'POST', 'pages', { page: { title, page_collection_slug: 'news', lexical_body: document } });
  const { id, attributes } = body.data as { id: string; attributes: { slug: string; public_route: string } };
  return { id, slug: attributes.slug, path: editorRouteOf(attributes.public_route) };
}

/** The page's saved document as plain text (what readers, search and history get). */
async function savedText(reader: Page, slug: string): Promise<string> {
  const { body } = await call(reader, 'GET', `pages/${slug}`);
  return JSON.stringify(body.data.attributes.lexical_body);
}

const bodyOf = (page: Page) => page.getByRole('textbox', { name: 'Page body' });

/**
 * The body's text as the editor holds it, a line a block (others' carets and names left out); null for the moment
 * there is no editor (as the live one replaces the one that showed the saved page), which a poll waits out.
 */
const textOf = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: { state: { doc: any } } }) | null;
    const editor = element?.editor;
    return editor ? (editor.state.doc.textBetween(0, editor.state.doc.content.size, '\n') as string) : null;
  });

/** Opens the page in the editor, to the session bound (it takes keys before, typed again onto the session's state). */
async function open(page: Page, path: string) {
  await page.goto(`${baseURL}${path}`);
  await editorOpened(page);
  await page.locator('.ProseMirror[contenteditable="true"]').waitFor();
}

/**
 * Holds the page's request for a ticket to its live session, or its line to the session, until the function returned
 * lets it through, as a slow or busy server would.
 */
async function held(page: Page, what: 'ticket' | 'line'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (what === 'line') {
    await page.routeWebSocket(/\/live\?ticket=/, async (socket) => {
      await released;
      socket.connectToServer();
    });
  } else {
    await page.route(/\/live\/tickets$/, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

/** Puts the caret at the end of the paragraph with this text, with a click and End, as a person does. */
async function caretAtEndOf(page: Page, text: string) {
  await bodyOf(page).getByText(text, { exact: false }).first().click();
  await page.keyboard.press('End');
  // The editor takes the browser's selection a task later: keys typed before that went where the caret was.
  await page.waitForFunction((text) => {
    const { editor } = document.querySelector('.ProseMirror') as HTMLElement & {
      editor: {
        state: {
          selection: { empty: boolean; $from: { parent: { textContent: string; content: { size: number } }; parentOffset: number } };
        };
      };
    };
    const { empty, $from } = editor.state.selection;
    return empty && $from.parent.textContent.includes(text) && $from.parentOffset === $from.parent.content.size;
  }, text);
}

/** Who else the bar says is here (the avatars' label). */
const hereLabel = (page: Page) => page.getByRole('region', { name: 'Page actions' }).getByRole('status', { name: /^Also here:/ });

async function saveNow(page: Page) {
  await page.keyboard.press('ControlOrMeta+s');
  await page.getByRole('region', { name: 'Page actions' }).getByText('All changes saved').waitFor();
}

/**
 * Sam in the page on a machine of their own (a Yjs client through the server), typing fast at the end of the page's
 * `line`th paragraph (or its title) until stopped.
 */
async function fastTypist(page: { id: string }, line: number | 'title') {
  const signIn = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PEOPLE.sam.email, password: PEOPLE.sam.password }),
  });
  const samToken = ((await signIn.json()) as { token: string }).token;
  const ticketAnswer = await fetch(`${baseURL}/api/pages/${page.id}/live/tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${samToken}` },
  });
  const { ticket } = ((await ticketAnswer.json()) as { data: { ticket: string } }).data;
  const { connectClient } = await import('../liveHarness');
  const sam = await connectClient(Number(new URL(baseURL).port), Number(page.id), ticket);
  sam.provider.awareness.setLocalStateField('user', { id: 'sam', name: PEOPLE.sam.name, color: '#1565c0' });
  const theirs =
    line === 'title' ? sam.doc.getText('title') : ((sam.doc.getXmlFragment('body').get(line) as Y.XmlElement).get(0) as Y.XmlText);
  let typing: ReturnType<typeof setTimeout> | undefined;
  return {
    start() {
      const typeOne = () => {
        theirs.insert(theirs.length, 'x');
        typing = setTimeout(typeOne, 4 + Math.random() * 8);
      };
      typeOne();
    },
    stop: () => clearTimeout(typing),
    leave: () => sam.destroy(),
  };
}

describe('a live session', () => {
  it("two people type in one page and see each other's text and caret by name; the server saves both", async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const page = await newsPage(alex, 'Harbour live notes');
    await open(alex, page.path);
    await open(sam, page.path);
    await expect.poll(() => hereLabel(alex).getAttribute('aria-label')).toBe('Also here: Sam Lee');
    await expect.poll(() => hereLabel(sam).getAttribute('aria-label')).toBe('Also here: Alex Morgan');

    await caretAtEndOf(alex, 'First line.');
    await alex.keyboard.type(' Calm seas.');
    await caretAtEndOf(sam, 'Second line.');
    await sam.keyboard.type(' Wind from the east.');
    await expect.poll(() => sam.locator('.ProseMirror').textContent()).toContain('First line. Calm seas.');
    await expect.poll(() => alex.locator('.ProseMirror').textContent()).toContain('Second line. Wind from the east.');
    // Each sees the other's caret, with the other's name.
    await alex.locator('.live-caret__name', { hasText: 'Sam Lee' }).waitFor();
    await sam.locator('.live-caret__name', { hasText: 'Alex Morgan' }).waitFor();

    await saveNow(alex);
    const saved = await savedText(alex, page.slug);
    expect(saved).toContain('First line. Calm seas.');
    expect(saved).toContain('Second line. Wind from the east.');
    await alex.context().close();
    await sam.context().close();
  });

  it('the page shows at once and takes my keys while the session connects, then types them again beside what others changed since the save', async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const page = await newsPage(alex, 'Harbour opening');
    await open(sam, page.path);
    await caretAtEndOf(sam, 'Second line.');
    await sam.keyboard.type(' Ferry late.');
    // Alex's line to the session is held: the page shows the saved text, says so, and takes keys already.
    const connect = await held(alex, 'line');
    await alex.goto(`${baseURL}${page.path}`);
    // Not editorOpened: that waits for "Connecting..." to go, which it does not while the line is held.
    await alex.locator('.editor-loading').waitFor({ state: 'detached' });
    await expect.poll(() => textOf(alex)).toBe('First line.\nSecond line.');
    await alex.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await caretAtEndOf(alex, 'First line.');
    await alex.keyboard.type(' Calm.');
    await alex.getByRole('region', { name: 'Page actions' }).getByText('Connecting...').waitFor();
    expect(await textOf(alex)).toBe('First line. Calm.\nSecond line.');
    // The line comes: Sam's unsaved words show beside Alex's, which reach Sam; Alex's caret stays after them.
    connect();
    await expect.poll(() => textOf(alex)).toBe('First line. Calm.\nSecond line. Ferry late.');
    await expect.poll(() => textOf(sam)).toBe('First line. Calm.\nSecond line. Ferry late.');
    await alex.keyboard.type(' Then sun.');
    await expect.poll(() => textOf(sam)).toBe('First line. Calm. Then sun.\nSecond line. Ferry late.');
    await saveNow(alex);
    const saved = await savedText(alex, page.slug);
    expect(saved).toContain('First line. Calm. Then sun.');
    expect(saved).toContain('Second line. Ferry late.');
    await alex.context().close();
    await sam.context().close();
  });

  it('keeps every key typed into the title from the moment the page shows, while the server is asked and while the session connects', async () => {
    const alex = await signedIn('alex');
    const page = await newsPage(alex, 'Tide tables');
    // The server's answer to "is there a session?" is held, then the line to it: as on a slow or busy server.
    const answer = await held(alex, 'ticket');
    const connect = await held(alex, 'line');
    await alex.goto(`${baseURL}${page.path}`);
    await alex.locator('.editor-loading').waitFor({ state: 'detached' });
    const title = alex.getByRole('textbox', { name: 'Title' });
    await title.click();
    await alex.keyboard.press('End');
    await alex.keyboard.type(' for May');
    await expect.poll(() => title.inputValue()).toBe('Tide tables for May');
    // The answer comes: the body's editor opens and the caret stays in the title, where I am typing.
    answer();
    await alex.keyboard.type(', north');
    await alex.locator('.ProseMirror[contenteditable="true"]').waitFor();
    await alex.keyboard.type(' coast');
    await alex.getByRole('region', { name: 'Page actions' }).getByText('Connecting...').waitFor();
    connect();
    await editorOpened(alex);
    await alex.keyboard.type(' and isles');
    await saveNow(alex);
    const { body } = await call(alex, 'GET', `pages/${page.slug}`);
    expect(body.data.attributes.title).toBe('Tide tables for May, north coast and isles');
    expect(
      body.data.attributes.lexical_body.root.children.map((block: { children: Array<{ text: string }> }) => block.children[0].text),
    ).toEqual(['First line.', 'Second line.']);
    await alex.context().close();
  });

  it("two people type in one title at once: each one's caret stays where they type as the other's letters come", async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const page = await newsPage(alex, 'Harbour news');
    await open(alex, page.path);
    await open(sam, page.path);
    await hereLabel(alex).waitFor();
    const alexTitle = alex.getByRole('textbox', { name: 'Title' });
    const samTitle = sam.getByRole('textbox', { name: 'Title' });
    // Alex types after "Harbour", Sam at the end; then Sam at the start, before Alex goes on.
    await alexTitle.click();
    await alex.keyboard.press('Home');
    for (let step = 0; step < 'Harbour'.length; step++) await alex.keyboard.press('ArrowRight');
    await alex.keyboard.type(' spring');
    await expect.poll(() => samTitle.inputValue()).toBe('Harbour spring news');
    await samTitle.click();
    await sam.keyboard.press('End');
    await sam.keyboard.type(' today');
    await expect.poll(() => alexTitle.inputValue()).toBe('Harbour spring news today');
    await sam.keyboard.press('Home');
    await sam.keyboard.type('Our ');
    await expect.poll(() => alexTitle.inputValue()).toBe('Our Harbour spring news today');
    await alex.keyboard.type(' tide');
    await sam.keyboard.type('own ');
    const both = 'Our own Harbour spring tide news today';
    await expect.poll(() => samTitle.inputValue()).toBe(both);
    await expect.poll(() => alexTitle.inputValue()).toBe(both);
    await saveNow(sam);
    const { body } = await call(alex, 'GET', `pages/${page.slug}`);
    expect(body.data.attributes.title).toBe(both);
    await alex.context().close();
    await sam.context().close();
  });

  it('a caret I place with a click stays there while a colleague types, and my keys go where I clicked', async () => {
    const alex = await signedIn('alex');
    const page = await newsPage(alex, 'Clicks while they type', ['Left line.', 'Right line.', 'Their line.']);
    await open(alex, page.path);
    // Sam types fast at the end of the last line: a click whose caret the editor had not read yet when Sam's letters
    // came was lost, and my keys went where my caret had been.
    const sam = await fastTypist(page, 2);
    await hereLabel(alex).waitFor();
    sam.start();
    try {
      // Back and forth between my two lines, a key in each after the click, as a person moving about the page.
      for (let n = 0; n < 30; n++) {
        const box = (await bodyOf(alex)
          .locator('p')
          .nth(n % 2)
          .boundingBox())!;
        await alex.mouse.click(box.x + box.width - 8, box.y + box.height / 2);
        await alex.waitForTimeout(80);
        await alex.keyboard.type(n % 2 ? 'R' : 'L');
      }
    } finally {
      sam.stop();
    }
    const lines = ['Left line.' + 'L'.repeat(15), 'Right line.' + 'R'.repeat(15)];
    await expect.poll(async () => (await textOf(alex))?.split('\n').slice(0, 2)).toEqual(lines);
    await saveNow(alex);
    const saved = await savedText(alex, page.slug);
    expect(saved).toContain(`"${lines[0]}"`);
    expect(saved).toContain(`"${lines[1]}"`);
    expect(saved).toMatch(/"Their line\.x+"/);
    sam.leave();
    await alex.context().close();
  });

  it('composes with an input method in the line, or the title, a colleague types in: only the chosen characters are kept', async () => {
    const alex = await signedIn('alex');
    const page = await newsPage(alex, 'Composing while they type', ['Our line.', 'Another line.']);
    await open(alex, page.path);
    const cdp = await alex.context().newCDPSession(alex);
    /** Pinyin, as on the /hk site: each word's steps, then the character chosen. */
    const compose = async () => {
      const words: Array<[string[], string]> = [
        [['g', 'ga', 'gan', 'gang'], '港'],
        [['d', 'da', 'dao'], '島'],
        [['z', 'zh', 'zho', 'zhon', 'zhong'], '中'],
      ];
      for (const [steps, chosen] of words) {
        for (const step of steps) {
          await cdp.send('Input.imeSetComposition', { text: step, selectionStart: step.length, selectionEnd: step.length });
          await alex.waitForTimeout(60);
        }
        await cdp.send('Input.insertText', { text: chosen });
        await alex.waitForTimeout(100);
      }
    };
    // Sam types at the end of the line I compose in: their letters changed the line under the input method's
    // composition, which broke it, and each step's letters were kept ("gangxx港").
    const sam = await fastTypist(page, 0);
    await hereLabel(alex).waitFor();
    await caretAtEndOf(alex, 'Our line.');
    sam.start();
    try {
      await compose();
    } finally {
      sam.stop();
    }
    sam.leave();
    // Then the title, where Sam types at the end too.
    const samInTitle = await fastTypist(page, 'title');
    const title = alex.getByRole('textbox', { name: 'Title' });
    await title.click();
    await alex.keyboard.press('End');
    samInTitle.start();
    try {
      await compose();
    } finally {
      samInTitle.stop();
    }
    // Mine in order, Sam's letters where they came, nothing of the steps between.
    const ours = (text: string | null | undefined) => /Our line\.[^"\n]*/.exec(text ?? '')?.[0] ?? '';
    await expect.poll(async () => ours(await textOf(alex)).replace(/x/g, '')).toBe('Our line.港島中');
    await expect.poll(async () => (await title.inputValue()).replace(/x/g, '')).toBe('Composing while they type港島中');
    await saveNow(alex);
    const saved = ours(await savedText(alex, page.slug));
    expect(saved.replace(/x/g, '')).toBe('Our line.港島中');
    expect(saved).toContain('x');
    const { body } = await call(alex, 'GET', `pages/${page.slug}`);
    expect(body.data.attributes.title).toMatch(/^Composing while they type[港島中x]+$/);
    expect(body.data.attributes.title.replace(/x/g, '')).toBe('Composing while they type港島中');
    samInTitle.leave();
    await alex.context().close();
  });

  it('undo takes back only my own change, not what the other typed since', async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const page = await newsPage(alex, 'Undo is mine');
    await open(alex, page.path);
    await open(sam, page.path);
    await hereLabel(alex).waitFor();

    await caretAtEndOf(alex, 'First line.');
    await alex.keyboard.type(' Mine to undo.');
    // Sam starts once my words are on their screen: this journey is about undo, not about typing at the same moment.
    await expect.poll(() => sam.locator('.ProseMirror').textContent()).toContain('Mine to undo.');
    await caretAtEndOf(sam, 'Second line.');
    await sam.keyboard.type(' Theirs stays.');
    await expect.poll(() => alex.locator('.ProseMirror').textContent()).toContain('Theirs stays.');
    await alex.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => alex.locator('.ProseMirror').textContent()).not.toContain('Mine to undo.');
    await expect.poll(() => sam.locator('.ProseMirror').textContent()).not.toContain('Mine to undo.');
    expect(await alex.locator('.ProseMirror').textContent()).toContain('Second line. Theirs stays.');

    await saveNow(alex);
    const saved = await savedText(alex, page.slug);
    expect(saved).not.toContain('Mine to undo.');
    expect(saved).toContain('Second line. Theirs stays.');
    await alex.context().close();
    await sam.context().close();
  });

  it('offline, the work is kept on the device and merges with the others when the line is back', async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const page = await newsPage(alex, 'Off the grid');
    await open(alex, page.path);
    await open(sam, page.path);
    await hereLabel(alex).waitFor();

    await alex.context().setOffline(true);
    await alex.getByText('Offline: changes kept on this device').waitFor();
    await caretAtEndOf(alex, 'First line.');
    await alex.keyboard.type(' Typed at sea.');
    await caretAtEndOf(sam, 'Second line.');
    await sam.keyboard.type(' Typed ashore.');
    await alex.waitForTimeout(500);
    expect(await sam.locator('.ProseMirror').textContent()).not.toContain('Typed at sea.');

    await alex.context().setOffline(false);
    await expect.poll(() => sam.locator('.ProseMirror').textContent()).toContain('First line. Typed at sea.');
    await expect.poll(() => alex.locator('.ProseMirror').textContent()).toContain('Second line. Typed ashore.');
    await expect.poll(() => alex.getByText('Offline: changes kept on this device').count()).toBe(0);

    await saveNow(sam);
    const saved = await savedText(sam, page.slug);
    expect(saved).toContain('First line. Typed at sea.');
    expect(saved).toContain('Second line. Typed ashore.');
    await alex.context().close();
    await sam.context().close();
  });

  it('a third person joins, sees the two others and their text, and all three end with one document', async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const jordan = await signedIn('jordan');
    const page = await newsPage(alex, 'Three at the table');
    await open(alex, page.path);
    await open(sam, page.path);
    await caretAtEndOf(alex, 'First line.');
    await alex.keyboard.type(' From Alex.');
    await open(jordan, page.path);
    await expect.poll(() => jordan.locator('.ProseMirror').textContent()).toContain('First line. From Alex.');
    await expect.poll(() => hereLabel(jordan).getAttribute('aria-label')).toBe('Also here: Alex Morgan and Sam Lee');
    await caretAtEndOf(jordan, 'Second line.');
    await jordan.keyboard.type(' From Jordan.');
    await caretAtEndOf(sam, 'From Alex.');
    await sam.keyboard.type(' From Sam.');
    const everything = 'First line. From Alex. From Sam.\nSecond line. From Jordan.';
    for (const person of [alex, sam, jordan]) await expect.poll(() => textOf(person)).toBe(everything);

    await saveNow(jordan);
    const saved = await savedText(alex, page.slug);
    expect(saved).toContain('First line. From Alex. From Sam.');
    expect(saved).toContain('Second line. From Jordan.');
    for (const person of [alex, sam, jordan]) await person.context().close();
  });

  it('a person deactivated mid-session stops editing at once and is told why; their earlier typing was saved', async () => {
    const alex = await signedIn('alex');
    const sam = await signedIn('sam');
    const jordan = await signedIn('jordan');
    const page = await newsPage(alex, 'Access taken away');
    await open(alex, page.path);
    await open(sam, page.path);
    await caretAtEndOf(sam, 'First line.');
    await sam.keyboard.type(' Before.');
    await expect.poll(() => alex.locator('.ProseMirror').textContent()).toContain('First line. Before.');

    const people = (await call(jordan, 'GET', 'admin/people')).body.data as Array<{ id: string; attributes: { email: string } }>;
    const samId = people.find((person) => person.attributes.email === PEOPLE.sam.email)!.id;
    try {
      expect((await call(jordan, 'PUT', `admin/people/${samId}/deactivate`)).status).toBe(200);
      await sam
        .getByRole('alert')
        .filter({ hasText: /You no longer have access to edit this page|Your session has ended/ })
        .waitFor();
      await expect.poll(() => bodyOf(sam).getAttribute('contenteditable')).toBe('false');
      await sam.keyboard.type(' After.');
      await alex.waitForTimeout(500);
      expect(await alex.locator('.ProseMirror').textContent()).not.toContain('After.');

      await saveNow(alex);
      const saved = await savedText(alex, page.slug);
      expect(saved).toContain('First line. Before.');
      expect(saved).not.toContain('After.');
    } finally {
      await call(jordan, 'PUT', `admin/people/${samId}/reactivate`);
    }
    for (const person of [alex, sam, jordan]) await person.context().close();
  });
});
