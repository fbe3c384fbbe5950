import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { scratchDir } from './scratchDir';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_PATH = '/api/content/stories/the-long-view';

export type Started = { child: ChildProcess; info: { port: number; pageIds?: number[] } };

export function start(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/benchServer.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** A document of about the given size in bytes, made of paragraphs. */
export function documentOfSize(bytes: number) {
  const children = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const text = `Paragraph ${i}: the committee met at the harbour office to review the season's programme and budget.`;
    children.push({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      textStyle: '',
      children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
    });
    size += text.length + 190;
  }
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } };
}

function row(name: string, result: Result) {
  const refused = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2'));
  const statuses = refused.length ? ` (${refused.map(([status, { count }]) => `${count} x ${status}`).join(', ')})` : '';
  return `${name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}${statuses}`;
}

async function putBench(base: string, token: string, pageIds: number[]) {
  const document = documentOfSize(200 * 1024);
  const versions = new Map(pageIds.map((id) => [id, 1]));
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        // Round-robin over one page per connection, so each page has about one save in flight at a time.
        setupRequest(request) {
          const pageId = pageIds[next++ % pageIds.length];
          return {
            ...request,
            path: `/api/pages/${pageId}`,
            body: JSON.stringify({ page: { version: versions.get(pageId), lexical_body: document } }),
          };
        },
        onResponse(status, body) {
          if (status !== 200) return;
          const saved = JSON.parse(body).data;
          versions.set(Number(saved.id), saved.attributes.version);
        },
      },
    ],
  });
  return { result, kilobytes: JSON.stringify(document).length / 1024 };
}

async function freshPostgresDatabase(adminUrl: string) {
  const name = `masthead_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Bare {
  get: Result;
  put: Result;
}

async function benchApp(label: string, env: Record<string, string>, bare: Bare) {
  const app = await start(['app', String(CONNECTIONS)], env);
  const base = `http://127.0.0.1:${app.info.port}`;
  try {
    const signIn = await fetch(`${base}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.org', password: 'demo-editor' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const appGet = await autocannon({ url: base + PAGE_PATH, connections: CONNECTIONS, duration: DURATION });
    console.log(row(`GET page JSON, Masthead on ${label}`, appGet));
    console.log(`  GET ratio to the bare app: ${(appGet.requests.average / bare.get.requests.average).toFixed(2)}x (target >= 0.5x)`);
    const put = await putBench(base, token, app.info.pageIds!);
    console.log(row(`PUT ${put.kilobytes.toFixed(0)} kB document, ${label}`, put.result));
    console.log(
      `  PUT p99 ${put.result.latency.p99} ms at ${CONNECTIONS} connections (target <= 25 ms; the bare app's: ${bare.put.latency.p99} ms)`,
    );
    console.log(`  PUT requests/s ratio to the bare app: ${(put.result.requests.average / bare.put.requests.average).toFixed(2)}x\n`);
  } finally {
    app.child.kill();
  }
}

export async function runApiBench() {
  const reference = await start(['app', '1']);
  const pageJson = await (await fetch(`http://127.0.0.1:${reference.info.port}${PAGE_PATH}`)).text();
  reference.child.kill();
  const folder = scratchDir('masthead-bench-');
  await writeFile(path.join(folder, 'page.json'), pageJson);
  const bare = await start(['bare', path.join(folder, 'page.json')]);
  try {
    console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION} s each, page JSON ${(pageJson.length / 1024).toFixed(1)} kB\n`);
    const bareGet = await autocannon({
      url: `http://127.0.0.1:${bare.info.port}${PAGE_PATH}`,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    console.log(row('GET page JSON, bare Hono app', bareGet));
    const barePut = await putBench(
      `http://127.0.0.1:${bare.info.port}`,
      'none',
      Array.from({ length: CONNECTIONS }, (_, i) => i + 1),
    );
    console.log(row(`PUT ${barePut.kilobytes.toFixed(0)} kB, bare Hono app (parse only)`, barePut.result));
    console.log(`  PUT p99 ${barePut.result.latency.p99} ms at ${CONNECTIONS} connections: the floor for any save that reads its body\n`);
    bare.child.kill();
    const bareResults = { get: bareGet, put: barePut.result };
    await benchApp('PGlite', {}, bareResults);
    if (process.env.BENCH_DATABASE_URL) {
      await benchApp('PostgreSQL', { DATABASE_URL: await freshPostgresDatabase(process.env.BENCH_DATABASE_URL) }, bareResults);
    } else {
      console.log('Set BENCH_DATABASE_URL to a PostgreSQL server to measure it too.');
    }
  } finally {
    bare.child.kill();
  }
}
