import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { SITE_CONFIG_PATH } from '../contract/events';
import type { DocumentMeta, RenderedScreen, renderScreen } from '../src/ssr';
import { socialTagsOf } from '../src/routes/socialTags';
import { discoveryHeadOf } from './discoveryHead';
import { encodeBody, encodedAnswer, type EncodedBody } from './encodedBody';
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
    sizeCalculation: (page, key) => key.length + page.answers.length + page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0),
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

/** The readers' pages the server renders: the same paths whose content index.html requests early. */
const READER_PAGE = /^\/(en|hk)(?:\/(stories|series|news|projects|events|dataroom|pages)\/([a-z0-9-]+))?\/?$/;

/** The API request ('/api/…') of a reader's page at `pathname`, or null when it is not rendered here. */
export function answerPathOf(pathname: string): string | null {
  const page = READER_PAGE.exec(pathname);
  if (!page) return null;
  const [, locale, collection, slug] = page;
  return collection ? `/api/content/${collection}/${slug}` : `/api/content/home?locale=${locale}`;
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
    page = replaceOnce(page, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
    page = replaceOnce(page, /<title>[^<]*<\/title>/, extraHead ? `${headOf(meta)}\n    ${extraHead}` : headOf(meta));
  }
  page = replaceOnce(page, /<html /, '<html data-rendered ');
  page = replaceOnce(page, /<script/, `${hoisted}<script`);
  // The page is whole without its scripts, which hydrate it: on a slow line they yield to the lead image and the styles.
  page = page.replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');
  const served = `<script type="application/json" id="masthead-answers">${scriptJson(answersJson(answers))}</script>`;
  return replaceOnce(page, /<div id="root"><\/div>/, `<div id="root">${body}</div>${served}`);
}

/**
 * GET of a reader's page: the app's HTML with the screen rendered in it as an anonymous reader sees it, and the answers
 * it was rendered from (the page's and the site configuration), which the browser hydrates with (src/main.tsx).
 * Anything else, or any failure, goes on to the plain app shell, which renders in the browser as before.
 */
export function readerPages({ api, template, render, publicUrl, clock, cache = renderedPages(), readerCache, freshMs = 0 }: ReaderPagesOptions): MiddlewareHandler {
  // Fails on start, not on each request, when index.html has no place for what a page adds.
  pageHtml(template, { html: '', meta: { title: '', lang: '', description: '', canonical: '', alternates: [] } }, []);
  const origin = new URL(publicUrl).origin;
  return async (c, next) => {
    const answerPath = answerPathOf(c.req.path);
    if (!answerPath) return next();
    const send = (page: RenderedPage) => encodedAnswer(c.req, page.encoded, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache' });
    // A page shows dates and scheduled buttons by the UTC day it is rendered on (useDatesInUtc).
    const now = clock();
    // answerPathOf took only paths of lower-case letters, digits, hyphens and slashes: already as a URL would have them.
    const key = `${c.req.path} ${now.toISOString().slice(0, 10)}`;
    const kept = cache.get(key);
    if (kept && readerCache && kept.generation === readerCache.generation && now.getTime() - kept.checkedAt < freshMs) return send(kept);
    const generation = readerCache?.generation ?? 0;
    const url = new URL(c.req.path, origin);
    let moved: string | null = null;
    const ask = async (path: string) => {
      const response = await api(new Request(new URL(path, origin), { headers: { Accept: 'application/json' } }), c.env);
      if (response.status === 301 && path === answerPath) moved = response.headers.get('location');
      return response.status === 200 ? await response.text() : null;
    };
    const [answer, siteConfig] = await Promise.all([ask(answerPath), ask(SITE_CONFIG_PATH)]);
    // A renamed page: its old address answers 301 to the page's address now (the API said where).
    const movedSlug = moved === null ? null : /^\/api\/content\/[a-z]+\/([a-z0-9-]+)$/.exec(moved)?.[1];
    if (movedSlug) return c.redirect(`${c.req.path.replace(/\/[^/]*\/?$/, '')}/${movedSlug}`, 301);
    if (answer === null) return next();
    const answers: Array<[string, string]> = siteConfig === null ? [[answerPath, answer]] : [[answerPath, answer], [SITE_CONFIG_PATH, siteConfig]];
    const texts = answersJson(answers);
    if (kept?.answers === texts) {
      Object.assign(kept, { generation, checkedAt: now.getTime() });
      return send(kept);
    }
    let html: string;
    try {
      const parsed: Record<string, unknown> = Object.fromEntries(answers.map(([path, text]) => [path, JSON.parse(text)]));
      const rendered = render(url, parsed);
      const locale = url.pathname.startsWith('/hk') ? 'hk' : 'en';
      const extraHead = rendered.meta ? discoveryHeadOf({ origin, locale, answerPath, answer: parsed[answerPath], meta: rendered.meta }) : '';
      html = pageHtml(template, rendered, answers, extraHead);
    } catch (error) {
      console.error(`Could not render ${url.pathname} on the server; sending the app shell.`, error);
      return next();
    }
    const page = { answers: texts, html, encoded: encodeBody(html), generation, checkedAt: now.getTime() };
    cache.set(key, page);
    return send(page);
  };
}
