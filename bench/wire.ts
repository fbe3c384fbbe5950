// The reader's bytes on the wire and the rate of cached answers (issue 20), part of `npm run bench -- reader`: the
// long story's HTML and its JSON as a browser asks for them (brotli accepted), served by the real server from its
// caches, against a bare Hono app sending the same bytes with the same headers, 50 connections, in the same run.
import { writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { start } from './api.bench';
import { scratchDir } from './scratchDir';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/json' };
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A GET's bytes as sent (fetch would decode them) and its headers. */
function fetched(
  url: string,
  headers: Record<string, string>,
): Promise<{ sent: number; bytes: Buffer; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ sent: bytes.length, bytes, headers: response.headers });
      });
    }).on('error', reject);
  });
}

/** Raw and brotli sizes of the story's HTML and of every script and stylesheet its HTML names. */
async function bytesOnTheWire(base: string, storyPath: string) {
  const html = await (await fetch(base + storyPath)).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];
  const rows = [['HTML', storyPath], ...assets.map((asset) => ['asset', asset])];
  let raw = 0;
  let brotli = 0;
  for (const [, address] of rows) {
    const plain = await fetched(base + address, {});
    const compressed = await fetched(base + address, ACCEPT);
    raw += plain.sent;
    brotli += compressed.sent;
  }
  console.log(
    `  bytes on the wire: the story's HTML and the ${assets.length} scripts and stylesheets it names: ${kB(raw)} raw, ${kB(brotli)} as sent to a browser that takes brotli (${((brotli / raw) * 100).toFixed(0)}%)`,
  );
}

export async function runWireBench(base: string, storyPath: string, jsonPath: string) {
  await bytesOnTheWire(base, storyPath);
  const folder = scratchDir('masthead-wire-');
  const answers = [];
  for (const [index, address] of [storyPath, jsonPath].entries()) {
    const response = await fetched(base + address, ACCEPT);
    const file = path.join(folder, `answer-${index}`);
    await writeFile(file, response.bytes);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'])
      if (typeof response.headers[name] === 'string') headers[name] = response.headers[name];
    answers.push({ path: address, file, headers });
  }
  await writeFile(path.join(folder, 'answers.json'), JSON.stringify(answers));
  const bare = await start(['bytes', path.join(folder, 'answers.json')]);
  try {
    console.log(`  cached answers, ${CONNECTIONS} connections, ${DURATION} s each, brotli accepted:`);
    for (const answer of answers) {
      const run = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: ACCEPT });
      const app = await run(base + answer.path);
      const floor = await run(`http://127.0.0.1:${bare.info.port}${answer.path}`);
      const what = answer.path.startsWith('/api/') ? 'reader JSON' : 'reader page HTML';
      console.log(
        `    ${what.padEnd(17)} ${answer.headers['content-encoding'] ?? 'identity'}: the server ${app.requests.average.toFixed(0)} req/s (non-2xx ${app.non2xx}), bare Hono ${floor.requests.average.toFixed(0)} req/s: ${(app.requests.average / floor.requests.average).toFixed(2)}x (target >= 0.5x)`,
      );
    }
  } finally {
    bare.child.kill();
  }
}
