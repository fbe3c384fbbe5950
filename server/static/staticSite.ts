import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { staticDataPathOf } from '../../contract/staticData';
import { LOCALES } from '../../contract/resources';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { discoveryHeadOf } from '../discoveryHead';
import { SITE_CONFIG_PATH } from '../../contract/events';
import { pageHtml, type RenderScreen } from '../readerPages';
import { contentSecurityPolicy, htmlSecurityHeaders, inlineScriptHashes } from '../securityHeaders';
import {
  isSharedAnswer,
  localeRoutes,
  memoLinkRoutes,
  pageRoute,
  publicMemoLinks,
  readablePages,
  renamedAddresses,
  renamedMemoLinks,
  type StaticRoute,
} from './staticRoutes';
import { writeSearchIndex } from './staticSearch';
import { siteFile, type StaticOutput } from './staticOutput';

export interface StaticSiteOptions {
  deps: AppDeps;
  output: StaticOutput;
  /** The built browser app (`dist/`). */
  distDir: string;
  /** The server's renderer of readers' pages (`dist-server/ssr.js`). */
  render: RenderScreen;
  /** Where signing in and editing happen: the Node site (EDITOR_URL; PUBLIC_URL's by default). */
  editorUrl: string;
}

export interface ExportCounts {
  pages: number;
  files: number;
  bytes: number;
}

interface Answer {
  status: number;
  text: string;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json';
/** On disk for the budget script and the server only, never published: source maps, Vite's manifest, the app shell. */
const isUnpublished = (file: string) =>
  file.endsWith('.map') || file.startsWith('.vite/') || ['index.html', 'index.html.br', 'index.html.gz'].includes(file);
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': JSON_TYPE,
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.br': 'application/octet-stream',
  '.gz': 'application/gzip',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The HTML file of a reader's address: `/en/stories/x` is `en/stories/x/index.html`, which static hosts serve at it. */
export const htmlFileOf = (address: string) => [...address.split('/').filter(Boolean), 'index.html'].join('/');

/**
 * The published site as files (issue 31): every reader's page rendered as the server renders it for anonymous readers,
 * with the answers the reader app reads when it navigates in the browser (contract/staticData.ts), the built app,
 * published media, sitemap, robots.txt, feeds and a search index. Everything is asked of the API as an anonymous
 * reader, so nothing a reader may not read can reach a file.
 */
export class StaticSite {
  private readonly app;
  private readonly origin: string;
  private template: string | null = null;
  /** Answers asked this run, by API path: the site configuration and lists are read by many routes. */
  private readonly answers = new Map<string, Promise<Answer>>();
  /** Answers written to their files this run, by API path. */
  private readonly answerFiles = new Map<string, Promise<Answer>>();
  readonly counts: ExportCounts = { pages: 0, files: 0, bytes: 0 };
  /** The files written and removed since they were last taken (staticSync.ts keeps them in static_files). */
  private written = new Set<string>();
  private removed = new Set<string>();

  /** The editor's site, where signing in and the memo space lead (src/site/staticSite.ts). */
  private readonly editorOrigin: string;

  constructor(private readonly options: StaticSiteOptions) {
    this.app = createApp(options.deps);
    this.editorOrigin = new URL(options.editorUrl).origin;
    this.origin = new URL(options.deps.config.publicUrl).origin;
  }

  private async write(file: string, body: string | Uint8Array, contentType: string) {
    await this.options.output.write(file, body, contentType);
    const name = siteFile(file);
    this.written.add(name);
    this.removed.delete(name);
    this.counts.files++;
    this.counts.bytes += typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  }

  /** Removes what writes cut short left behind (staticOutput.ts). */
  async sweep(): Promise<void> {
    await this.options.output.sweep?.();
  }

  /** Writes one file of the site (a search segment, say), counted and remembered as the others are. */
  writeFile(file: string, body: string | Uint8Array, contentType: string): Promise<void> {
    return this.write(file, body, contentType);
  }

  async removeFile(file: string): Promise<void> {
    await this.options.output.remove(file);
    const name = siteFile(file);
    this.removed.add(name);
    this.written.delete(name);
  }

  /** The files written and removed since the last call. */
  takeFileChanges(): { written: string[]; removed: string[] } {
    const changes = { written: [...this.written], removed: [...this.removed] };
    this.written = new Set();
    this.removed = new Set();
    return changes;
  }

  /** Answers are asked again: the data may have changed since (each run of the sync starts so). */
  forgetAnswers(): void {
    this.answers.clear();
    this.answerFiles.clear();
    this.counts.pages = this.counts.files = this.counts.bytes = 0;
  }

  /** index.html, saying the site is static and where its editor lives (src/api/readClient.ts reads it). */
  private async appTemplate(): Promise<string> {
    if (this.template) return this.template;
    const template = await readFile(path.join(this.options.distDir, 'index.html'), 'utf8');
    const editor = this.editorOrigin.replace(/"/g, '&quot;');
    this.template = template.replace('<head>', `<head>\n    <meta name="masthead-static" content="${editor}" />`);
    return this.template;
  }

  /** The API's answer to an anonymous reader's GET. */
  ask(apiPath: string): Promise<Answer> {
    let answer = this.answers.get(apiPath);
    if (!answer) {
      answer = (async () => {
        const response = await this.app.fetch(new Request(new URL(apiPath, this.origin), { headers: { Accept: 'application/json' } }));
        return { status: response.status, text: await response.text() };
      })();
      this.answers.set(apiPath, answer);
    }
    return answer;
  }

  /**
   * An answer's file, when the API answered it: a missing file is what the browser takes for "not found". Once a run:
   * every page's route names the site configuration.
   */
  private writeAnswer(apiPath: string): Promise<Answer> {
    let written = this.answerFiles.get(apiPath);
    if (!written) {
      written = (async () => {
        const answer = await this.ask(apiPath);
        const file = staticDataPathOf(apiPath)!;
        if (answer.status === 200) await this.write(file, answer.text, JSON_TYPE);
        else await this.removeFile(file);
        return answer;
      })();
      this.answerFiles.set(apiPath, written);
    }
    return written;
  }

  /**
   * A reader's address: its answers written, and its screen rendered from them as the server renders it. Answers
   * whether the screen is there (false: the page is not, and its files are removed).
   */
  async writeRoute(route: StaticRoute): Promise<boolean> {
    const served = await Promise.all(route.served.map((apiPath) => this.writeAnswer(apiPath)));
    if (route.requires && (await this.ask(route.requires)).status !== 200) {
      await this.removeRoute(route);
      return false;
    }
    await Promise.all(route.later.map((apiPath) => this.writeAnswer(apiPath)));
    if (route.shell) {
      await this.write(htmlFileOf(route.path), await this.appTemplate(), HTML);
      return true;
    }
    const answers: Array<[string, string]> = route.served.flatMap((apiPath, index) =>
      served[index].status === 200 ? [[apiPath, served[index].text] as [string, string]] : [],
    );
    const url = new URL(route.path, this.origin);
    const parsed = Object.fromEntries(answers.map(([apiPath, text]) => [apiPath, JSON.parse(text)]));
    const rendered = this.options.render(url, parsed, { staticSiteEditorUrl: this.editorOrigin });
    const locale = route.path.startsWith('/hk') ? 'hk' : 'en';
    const extraHead =
      route.page && rendered.meta && !rendered.notFound
        ? discoveryHeadOf({
            origin: this.origin,
            locale,
            answerPath: route.served[0],
            answer: parsed[route.served[0]],
            meta: rendered.meta,
            siteConfig: parsed[SITE_CONFIG_PATH],
          })
        : '';
    await this.write(htmlFileOf(route.path), pageHtml(await this.appTemplate(), rendered, answers, extraHead), HTML);
    if (route.page) this.counts.pages++;
    return true;
  }

  /** A page no reader may read any more: its HTML and its own answers go (not the site configuration it shares). */
  async removeRoute(route: StaticRoute): Promise<void> {
    const own = [...route.served, ...route.later].filter((apiPath) => !isSharedAnswer(apiPath));
    await Promise.all([htmlFileOf(route.path), ...own.map((apiPath) => staticDataPathOf(apiPath)!)].map((file) => this.removeFile(file)));
  }

  /** An old address of a renamed page: an HTML page that sends readers (and search engines) on to the new one. */
  async writeRedirect(from: string, to: string): Promise<void> {
    const target = new URL(to, this.origin).href.replace(/"/g, '&quot;');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Moved</title><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${target}"><meta name="robots" content="noindex"></head><body><p><a href="${target}">This page has moved.</a></p></body></html>\n`;
    await this.write(htmlFileOf(from), html, HTML);
  }

  /** The not-found page of each locale (`404.html`, `hk/404.html`), which the documented host configurations send with 404. */
  async writeNotFound(): Promise<void> {
    for (const locale of LOCALES) {
      const rendered = this.options.render(
        new URL(`/${locale}/this-page-does-not-exist`, this.origin),
        {},
        { staticSiteEditorUrl: this.editorOrigin },
      );
      await this.write(locale === 'en' ? '404.html' : `${locale}/404.html`, pageHtml(await this.appTemplate(), rendered, []), HTML);
    }
    // `/` is the English home page.
    await this.writeRedirect('/', '/en');
  }

  /** robots.txt, the sitemap and the feeds, as the server answers them. */
  async writeDiscovery(feedPaths: string[]): Promise<void> {
    const wanted = ['/robots.txt', '/sitemap.xml', ...feedPaths];
    for (let index = 0; index < wanted.length; index++) {
      const file = wanted[index];
      const response = await this.app.fetch(new Request(new URL(file, this.origin)));
      if (response.status !== 200) {
        await response.body?.cancel();
        await this.removeFile(file);
        continue;
      }
      const text = await response.text();
      await this.write(file, text, response.headers.get('content-type') ?? 'application/xml');
      // The sitemap index names its parts.
      if (file === '/sitemap.xml') for (const part of text.matchAll(/<loc>[^<]*?(\/sitemap-[0-9]+\.xml)<\/loc>/g)) wanted.push(part[1]);
    }
  }

  /** The built app's files (scripts, styles, fonts, icons) with their compressed copies, as the build made them. */
  async writeAssets(): Promise<void> {
    const walk = async (folder: string): Promise<string[]> =>
      (
        await Promise.all(
          (await readdir(folder, { withFileTypes: true })).map((entry) =>
            entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
          ),
        )
      ).flat();
    // Sorted: a file before its copies (`x.js`, `x.js.br`, `x.js.gz`), as writing a file removes copies older than it.
    for (const file of (await walk(this.options.distDir)).sort()) {
      const relative = path.relative(this.options.distDir, file).split(path.sep).join('/');
      if (isUnpublished(relative)) continue;
      await this.write(relative, await readFile(file), contentTypeOf(relative));
    }
  }

  /**
   * The uploads and derivatives the published files name (`/media/…`), copied from the site's storage; those `known`
   * answers are there already (media files never change: their names are their hashes).
   */
  async writeMedia(texts: Iterable<string>, known: (keys: string[]) => Promise<Set<string>> = async () => new Set()): Promise<void> {
    const keys = new Set<string>();
    for (const text of texts) for (const match of text.matchAll(/\/media\/([0-9a-f]{64}[A-Za-z0-9._-]*)/g)) keys.add(`media/${match[1]}`);
    const storage = this.options.deps.storage;
    if (!storage || !keys.size) return;
    const there = await known([...keys]);
    for (const key of keys) {
      if (there.has(key)) continue;
      const bytes = await storage.get(key);
      if (bytes) await this.write(key, bytes, contentTypeOf(key));
    }
  }

  /** The texts of the answers a route is made of (for the media they name). */
  async textsOf(route: StaticRoute): Promise<string[]> {
    return Promise.all([...route.served, ...route.later].map(async (apiPath) => (await this.ask(apiPath)).text));
  }

  /** The Content-Security-Policy and other headers the pages need, for the host's configuration (docs/operations.md). */
  async writeHostHeaders(): Promise<void> {
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(await this.appTemplate()) });
    const headers = htmlSecurityHeaders({ policy, https: new URL(this.options.deps.config.publicUrl).protocol === 'https:' });
    const nginx = Object.entries(headers)
      .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
      .join('\n');
    await this.write(
      '_masthead/nginx-headers.conf',
      `# Written by the static export: the headers of every HTML page (include in the site's location).\n${nginx}\n`,
      'text/plain; charset=utf-8',
    );
  }

  /** The whole site. */
  async exportAll(): Promise<ExportCounts> {
    const { db } = this.options.deps.database;
    await this.writeAssets();
    const routes: StaticRoute[] = [
      ...LOCALES.flatMap(localeRoutes),
      ...(await readablePages(db)).map(pageRoute),
      ...(await publicMemoLinks(db)).flatMap(memoLinkRoutes),
    ];
    const texts: string[] = [];
    const queue = [...routes];
    // A few at once: rendering is synchronous, the API's answers and the writes are not.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let route = queue.shift(); route; route = queue.shift()) {
          await this.writeRoute(route);
          for (const apiPath of [...route.served, ...route.later]) texts.push((await this.ask(apiPath)).text);
        }
      }),
    );
    for (const { from, to } of [...(await renamedAddresses(db)), ...(await renamedMemoLinks(db))]) await this.writeRedirect(from, to);
    await this.writeNotFound();
    const feeds = LOCALES.flatMap((locale) => [
      ...['stories', 'news', 'projects', 'events', 'series'].map((collection) => `/${locale}/${collection}/feed.xml`),
    ]);
    const series = (await readablePages(db))
      .filter((page) => page.collection === 'series')
      .map((page) => `/${page.locale}/series/${page.slug}/feed.xml`);
    await this.writeDiscovery([...feeds, ...series]);
    await this.writeMedia(texts);
    await writeSearchIndex(this.options.deps, (file, body) => this.write(file, body, JSON_TYPE));
    await this.writeHostHeaders();
    return this.counts;
  }
}
