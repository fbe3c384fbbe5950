import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { SITE_CONFIG_PATH } from '../contract/events';
import type { DocumentMeta, RenderedScreen, renderScreen } from '../src/ssr';
import { readerRouteOf } from './readerRoutes';
import { socialTagsOf } from '../src/routes/socialTags';
import { discoveryHeadOf } from './discoveryHead';
import { encodeBody, encodedAnswer, encodedAnswerOnce, type EncodedBody } from './encodedBody';
import type { ReaderCache } from './services/readerCache';

export type RenderScreen = typeof renderScreen;

/** A rendered page and the answers it was rendered from: it is reused while they are unchanged. */
interface RenderedPage {
  answers: string;
  html: string;
  /** The HTML's bytes, ETag, brotli and gzip: compressed once per rendering, not per request. */
  encoded: EncodedBody;
  /** The reader cache's generation and the clock's time when the answers were last found unchanged. */
  generation: number;
  checkedAt: number;
}

export type RenderedPages = LRUCache<string, RenderedPage>;

/** Rendered pages kept in memory, least recently used first out; bytes are counted as string length. */
export function renderedPages({ maxEntries = 200, maxBytes = 32 * 1024 * 1024 } = {}): RenderedPages {
  return new LRUCache<string, RenderedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page, key) =>
      key.length + page.answers.length + page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0),
  });
}

interface ReaderPagesOptions {
  /** The API, asked as an anonymous reader (createApp's fetch). */
  api: (request: Request, env: unknown) => Response | Promise<Response>;
  /** The built app's index.html. */
  template: string;
  render: RenderScreen;
  /** The site's public address (PUBLIC_URL): canonical and hreflang links use it, never the request's Host. */
  publicUrl: string | URL;
  /** The server clock (deps.clock): a page is rendered for its UTC day. */
  clock: () => Date;
  cache?: RenderedPages;
  /**
   * The API's reader cache (deps.readerCache), cleared by every page write in this process: while its generation is
   * the one a page was rendered at, and for at most `freshMs` (the cache's own time limit, which bounds staleness
   * when several instances share a database), the page is answered without asking the API again.
   */
  readerCache?: ReaderCache;
  freshMs?: number;
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPED[character]);
}

/** JSON inside a script element: `<` escaped, so no text can close the element. */
function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function headOf(meta: DocumentMeta): string {
  const links = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...meta.alternates.map((each) => `<link rel="alternate" hreflang="${escapeHtml(each.hrefLang)}" href="${escapeHtml(each.href)}" />`),
  ];
  const social = socialTagsOf(meta).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  return `<title>${escapeHtml(meta.title)}</title>\n    ${[...links, ...social].join('\n    ')}`;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`index.html has no ${pattern.source}`);
  return text.replace(pattern, () => replacement);
}

/**
 * React writes the preload of a high-priority image (the lead image) before the screen; it belongs in the head, before
 * the app's scripts, so a phone asks for its largest paint first.
 */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return { hoisted, body: html.slice(hoisted.length) };
}

/** The answers as one JSON object by path, from their texts as the API sent them. */
function answersJson(answers: Array<[path: string, text: string]>): string {
  return `{${answers.map(([path, text]) => `${JSON.stringify(path)}:${text}`).join(',')}}`;
}

/** `extraHead`: what the server alone adds to the head (discoveryHead.ts: feeds, link preview tags, JSON-LD). */
export function pageHtml(template: string, rendered: RenderedScreen, answers: Array<[path: string, text: string]>, extraHead = ''): string {
  const { hoisted, body } = splitHoisted(rendered.html);
  let page = template;
  if (rendered.meta) {
    const { meta } = rendered;
    page = replaceOnce(page, /<html lang="[^"]*"/, `<html lang="${escapeHtml(meta.lang)}"`);
    page = replaceOnce(
      page,
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
    page = replaceOnce(page, /<title>[^<]*<\/title>/, extraHead ? `${headOf(meta)}\n    ${extraHead}` : headOf(meta));
  }
  page = replaceOnce(page, /<html /, '<html data-rendered ');
  page = replaceOnce(page, /<script/, `${hoisted}<script`);
  // The page is whole without its scripts, which hydrate it: on a slow line they yield to the lead image and the styles.
  page = page.replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');
  const served = `<script type="application/json" id="masthead-answers">${scriptJson(answersJson(answers))}</script>`;
  return replaceOnce(page, /<div id="root"><\/div>/, `<div id="root">${body}</div>${served}`);
}

/** An API answer to the server's anonymous request. */
interface Answer {
  status: number;
  text: string;
  location: string | null;
}

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache' };

/**
 * GET of a reader's path (readerRoutes.ts), with the HTTP status that tells search engines and monitors the truth:
 * - the home page and a collection's page: the app's HTML with the screen rendered in it as an anonymous reader sees
 *   it, and the answers it was rendered from (the page's and the site configuration), which the browser hydrates
 *   with (src/main.tsx); a page the API answers 404 for an anonymous reader (unknown, unpublished, in the trash) is
 *   the not-found page, rendered, with 404; a renamed page's old address, 301 to its new one;
 * - a memo an anonymous reader may not read: the app's shell with 404 (its screen asks to sign in, as an unknown
 *   memo's does, so that neither says which exists); a renamed memo's old address, 301;
 * - any other path the app shows its not-found page at: that page, rendered, with 404.
 * The app's own screens, and any failure, go on to the plain app shell (200), which renders in the browser. Signed-in
 * editors still reach their drafts there: the browser asks the API again with their token (index.html, main.tsx).
 */
export function readerPages({
  api,
  template,
  render,
  publicUrl,
  clock,
  cache = renderedPages(),
  readerCache,
  freshMs = 0,
}: ReaderPagesOptions): MiddlewareHandler {
  // Fails on start, not on each request, when index.html has no place for what a page adds.
  pageHtml(template, { html: '', meta: { title: '', lang: '', description: '', canonical: '', alternates: [] }, notFound: false }, []);
  const origin = new URL(publicUrl).origin;
  const shell = encodeBody(template);
  return async (c, next) => {
    const route = readerRouteOf(c.req.path);
    if (route.kind === 'screen') return next();
    const ask = async (path: string): Promise<Answer> => {
      const response = await api(new Request(new URL(path, origin), { headers: { Accept: 'application/json' } }), c.env);
      return { status: response.status, text: await response.text(), location: response.headers.get('location') };
    };
    /** The address a renamed page or memo moved to, by the API's 301 to its new answer path. */
    const movedTo = (answer: Answer, pattern: RegExp) => {
      const slug = answer.status === 301 && answer.location ? pattern.exec(answer.location)?.[1] : undefined;
      return slug ? `${c.req.path.replace(/\/[^/]*\/?$/, '')}/${slug}` : null;
    };
    if (route.kind === 'memo') {
      const answer = await ask(route.answerPath);
      const moved = movedTo(answer, /^\/api\/memo\/([a-zA-Z0-9_-]+)$/);
      if (moved) return c.redirect(moved, 301);
      return answer.status === 401 || answer.status === 404 ? encodedAnswer(c.req, shell, HTML_HEADERS, 404) : next();
    }
    const send = (page: RenderedPage) => encodedAnswer(c.req, page.encoded, HTML_HEADERS);
    // A page shows dates and scheduled buttons by the UTC day it is rendered on (useDatesInUtc).
    const now = clock();
    // The key is the path as received: only pages the API found (whose slugs are letters, digits and hyphens) are kept.
    const key = `${c.req.path} ${now.toISOString().slice(0, 10)}`;
    const kept = route.kind === 'page' ? cache.get(key) : undefined;
    if (kept && readerCache && kept.generation === readerCache.generation && now.getTime() - kept.checkedAt < freshMs) return send(kept);
    const generation = readerCache?.generation ?? 0;
    const url = new URL(c.req.path, origin);
    const [answer, siteConfig] = await Promise.all([route.kind === 'page' ? ask(route.answerPath) : null, ask(SITE_CONFIG_PATH)]);
    // A renamed page: its old address answers 301 to the page's address now (the API said where).
    const moved = answer && movedTo(answer, /^\/api\/content\/[a-z]+\/([a-z0-9-]+)$/);
    if (moved) return c.redirect(moved, 301);
    if (answer && answer.status !== 200 && answer.status !== 404) return next();
    const answers: Array<[string, string]> = [];
    // A page the API did not find: the screen shows the not-found page from its failed answer, as the browser will.
    if (route.kind === 'page' && answer) answers.push([route.answerPath, answer.status === 200 ? answer.text : failedAnswerText(answer)]);
    if (siteConfig.status === 200) answers.push([SITE_CONFIG_PATH, siteConfig.text]);
    const texts = answersJson(answers);
    if (kept?.answers === texts) {
      Object.assign(kept, { generation, checkedAt: now.getTime() });
      return send(kept);
    }
    let rendered: RenderedScreen;
    let html: string;
    try {
      const parsed: Record<string, unknown> = Object.fromEntries(answers.map(([path, text]) => [path, JSON.parse(text)]));
      rendered = render(url, parsed);
      const locale = url.pathname.startsWith('/hk') ? 'hk' : 'en';
      const discovery = rendered.meta && !rendered.notFound && route.kind === 'page';
      const extraHead = discovery
        ? discoveryHeadOf({
            origin,
            locale,
            answerPath: route.answerPath,
            answer: parsed[route.answerPath],
            meta: rendered.meta!,
            siteConfig: parsed[SITE_CONFIG_PATH],
          })
        : '';
      html = pageHtml(template, rendered, answers, extraHead);
    } catch (error) {
      console.error(`Could not render ${url.pathname} on the server; sending the app shell.`, error);
      return next();
    }
    // Only found pages are kept and compressed ahead: any number of unknown addresses must not push them out.
    if (rendered.notFound) {
      cache.delete(key);
      return encodedAnswerOnce(c.req, html, HTML_HEADERS, 404);
    }
    // Some other screen the app has at this path (one readerRoutes.ts does not know): the shell, as before.
    if (route.kind === 'other') return next();
    const page = { answers: texts, html, encoded: encodeBody(html), generation, checkedAt: now.getTime() };
    cache.set(key, page);
    return send(page);
  };
}

/** The served form of a failed answer: the API's error body with its status, which the browser's screen shows. */
function failedAnswerText({ status, text }: Answer): string {
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the status alone says what happened.
  }
  return JSON.stringify({ error: typeof body.error === 'string' ? body.error : 'Not found.', status });
}
