import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx serving `root` on a free loopback port with the documented server block (deploy/), its root and
 * port put in; its own pid, logs and temporary folders, so it runs beside anything else.
 */
export async function startNginx(root: string, port: number): Promise<RunningNginx> {
  const folder = await mkdtemp(path.join(tmpdir(), 'masthead-nginx-'));
  const site = (await readFile('deploy/static-site.nginx.conf', 'utf8'))
    .replaceAll('/var/www/masthead', root)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  await writeFile(path.join(folder, 'site.conf'), site);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(folder, name)};`)
    .join('\n  ');
  // As root (CI), the workers read the export as root too: mkdtemp's folders are the owner's only.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  await writeFile(
    path.join(folder, 'nginx.conf'),
    `${user}worker_processes 1;\ndaemon off;\npid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents { worker_connections 64; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${temporary}\n  include ${folder}/site.conf;\n}\n`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', path.join(folder, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not answer: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
