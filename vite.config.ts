import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    cellSelectionStandIn(),
    styleSheetStandIn(),
    ...(mode === 'mock' ? [mockServiceWorker()] : []),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } },
  },
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
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
      },
}));
