import { readFile } from 'node:fs/promises';
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

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [mockServiceWorker()] : [])],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } },
  },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
}));
