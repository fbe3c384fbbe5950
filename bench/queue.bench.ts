import { noisePhoto } from '../tests/e2e/imageStory';
import { startServer } from '../tests/e2e/serverProcess';
import { scratchDir } from './scratchDir';

const UPLOADS = 20;

async function call(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new draft page, scheduled to publish `inMs` from now; answers how late after that instant readers could see it. */
async function scheduledDelay(base: string, token: string, title: string, inMs = 2_000): Promise<number> {
  const created = (await call(base, 'POST', '/api/pages', token, { page: { title, page_collection_slug: 'news' } })).data.attributes;
  const due = new Date(Date.now() + inMs);
  await call(base, 'PUT', `/api/pages/${created.page_id}/schedule`, token, {
    version: created.version,
    publish_at: due.toISOString(),
    unpublish_at: null,
  });
  for (;;) {
    const page = (await call(base, 'GET', `/api/pages/${created.page_id}`, token)).data.attributes;
    if (page.published) return Date.now() - due.getTime();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * `npm run bench -- queue` (issue 29): how late a due scheduled publish is, on a server whose queue runs every second,
 * first with nothing else queued (the baseline), then with the derivatives of 20 large uploads (4000 x 3000 JPEGs,
 * each different) waiting on the same queue. The lanes keep the publish from waiting behind them.
 */
export async function runQueueBench() {
  console.log(`\nJob queue: a scheduled publish's delay, alone and behind the derivatives of ${UPLOADS} large uploads`);
  const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => noisePhoto(4000 - index * 8, 3000)));
  const server = await startServer({ dataDir: scratchDir('masthead-queue-bench-'), env: { JOB_INTERVAL_SECONDS: '1' } });
  try {
    const { token } = await call(server.url, 'POST', '/api/auth/sign_in', null, { email: 'editor@example.org', password: 'demo-editor' });
    const alone = [];
    for (let run = 0; run < 3; run++) alone.push(await scheduledDelay(server.url, token, `Alone ${run}`));
    for (const [index, photo] of photos.entries()) {
      await call(server.url, 'POST', '/api/images', token, {
        image: { image_name: `photo-${index}.jpg`, image_data: photo.toString('base64') },
      });
    }
    const behind = [];
    for (let run = 0; run < 3; run++) behind.push(await scheduledDelay(server.url, token, `Behind uploads ${run}`, 1_000));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`  alone:                 ${alone.map((ms) => `${ms} ms`).join(', ')} (median ${median(alone)} ms)`);
    console.log(
      `  behind ${UPLOADS} uploads:     ${behind.map((ms) => `${ms} ms`).join(', ')} (median ${median(behind)} ms, ${(median(behind) / Math.max(1, median(alone))).toFixed(2)}x alone)`,
    );
    console.log('  (a queue run every second puts up to 1 s of delay into either; derivatives were being made throughout the second row)');
  } finally {
    await server.stop();
  }
}
