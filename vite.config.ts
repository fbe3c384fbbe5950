import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, htmlSecurityHeaders, inlineScriptHashes } from './server/securityHeaders.ts';
import { precompressFolder } from './scripts/precompress.ts';

/** Mock mode only: serves Mock Service Worker's worker script from the installed package, never in a build. */
function mockServiceWorker(): Plugin {
  return {
    name: 'masthead-mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', async (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(await readFile('node_modules/msw/lib/mockServiceWorker.js'));
      });
    },
  };
}

/**
 * Dev server and mock mode only: index.html with the server's security headers, its script hashes taken from the
 * HTML as Vite serves it (with React Refresh's inline preamble), and what only development needs: PGlite's
 * WebAssembly (mock mode), the hot reload WebSocket and Vite's CSS as inline <style> elements.
 */
function contentSecurityPolicyInDevelopment(): Plugin {
  return {
    name: 'masthead-content-security-policy',
    apply: 'serve',
    configureServer(server) {
      // Runs after Vite's fallback has turned a page's path into /index.html, and before Vite would serve it.
      return () =>
        server.middlewares.use(async (request, response, next) => {
          if (request.url?.split('?')[0] !== '/index.html' || request.headers['sec-fetch-dest'] === 'script') return next();
          try {
            const source = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
            const html = await server.transformIndexHtml(request.url, source, request.originalUrl);
            const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), development: true });
            for (const [name, value] of Object.entries(htmlSecurityHeaders({ policy, https: false }))) response.setHeader(name, value);
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(html);
          } catch (error) {
            next(error);
          }
        });
    },
  };
}

/** Every build and dev server: a message without its zh-HK text (or with other placeholders) stops it. */
function messageCatalogueCheck(): Plugin {
  return {
    name: 'masthead-message-catalogues',
    async buildStart() {
      const { module } = await runnerImport<typeof import('./src/i18n/catalogues')>('/src/i18n/catalogues.ts', { configFile: false });
      const problems = module.catalogueProblems();
      if (problems.length) this.error(`The message catalogues are incomplete:\n${problems.join('\n')}`);
    },
  };
}

/**
 * Build only: the bubble menu imports prosemirror-tables just to test `instanceof CellSelection`; a stand-in that asks
 * the lazily loaded module keeps prosemirror-tables out of the editor's first load.
 */
function cellSelectionStandIn(): Plugin {
  const standIn = fileURLToPath(new URL('./src/blocks/table/cellSelectionStandIn.ts', import.meta.url));
  return {
    name: 'masthead-cell-selection-stand-in',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@tiptap/pm/tables' && importer?.includes('/@tiptap/extension-bubble-menu/') ? standIn : null,
  };
}

/**
 * Build only: react-style-singleton, under Radix's scroll lock, writes its rules into an inline <style> element, which
 * the Content-Security-Policy refuses; its `singleton` module is replaced by one that adopts a constructed stylesheet.
 * (The dev server allows inline style elements anyway, for Vite's own CSS.)
 */
function styleSheetStandIn(): Plugin {
  const standIn = fileURLToPath(new URL('./src/ui/styleSheetStandIn.ts', import.meta.url));
  return {
    name: 'masthead-style-sheet-stand-in',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './singleton' && importer?.includes('/react-style-singleton/') ? standIn : null),
  };
}

/** Browser build only: brotli and gzip copies of the app's text files, made once so the server never compresses them. */
function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'masthead-precompressed-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, bytes, brotli } = precompressFolder(outDir);
      this.info(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} kB, ${(brotli / 1024).toFixed(0)} kB as brotli`);
    },
  };
}

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    messageCatalogueCheck(),
    cellSelectionStandIn(),
    styleSheetStandIn(),
    contentSecurityPolicyInDevelopment(),
    precompressedAssets(),
    ...(mode === 'mock' ? [mockServiceWorker()] : []),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } },
  },
  // Mock mode runs the server app in the browser: its few Node network modules (webhook deliveries) stand in there.
  resolve:
    mode === 'mock'
      ? { alias: Object.fromEntries(['node:net', 'node:dns', 'node:http', 'node:https'].map((name) => [name, '/mocks/nodeNetwork.ts'])) }
      : undefined,
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  // `vite build --ssr src/ssr.tsx`: the server's renderer of readers' pages, kept out of the public dist/.
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        // Maps for scripts/bundleBudget.ts, with no sourceMappingURL in the served code; the server refuses *.map.
        sourcemap: 'hidden',
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // An event page's programme, its texts, the events store and its api module in one chunk: the page loads
                // them all, and as four chunks of a few hundred bytes each they cost it 0.3 kB more (over its budget).
                // The editor needs none of them (its preview-card dialog asks store/eventLinks.ts).
                // Small modules the editor route shares with its lazy screens (comments, sharing, the live session): one
                // chunk instead of six of a few hundred bytes, each of which costs the route its own import overhead.
                {
                  name: 'editorShared',
                  test: /(src\/(editor\/kit\/(blockEvents|blockPositions)|editor\/timeAgo|share\/initials|store\/unpublishedChanges)|contract\/commentMarks)\.ts$/,
                },
                { name: 'events', test: /src\/((store|api)\/events|events\/(EventProgramme|programmeText))\.tsx?$/ },
              ],
            },
          },
        },
      },
}));
