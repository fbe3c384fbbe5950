import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Builds the browser app and the server's renderer of readers' pages when either is missing, as `npm run build`. */
export function ensureBuilt(): void {
  if (existsSync('dist/index.html') && existsSync('dist-server/ssr.js')) return;
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args, '--logLevel', 'warn'], { stdio: 'inherit' });
  vite();
  vite('--ssr', 'src/ssr.tsx');
}
