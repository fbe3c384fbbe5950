import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/apiHarness';
import { startReceiver } from '../../tests/webhookReceiver';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let slow: Receiver;
let fast: Receiver;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp({ webhooks: { allowHttp: true, allowPrivate: true } });
  [slow, fast] = [await startReceiver(), await startReceiver()];
  admin = await t.signIn('admin@example.org');
  editor = await t.signIn('editor@example.org');
});
afterEach(async () => {
  await slow.close();
  await fast.close();
  await t.close();
});

const SLOW_MS = 2_000;

/** When each request reached the receiver, in milliseconds after `start`, with the page it told of. */
function timeRequests(receiver: Receiver, start: () => number) {
  const seen: Array<{ at: number; title: string }> = [];
  receiver.onRequest((got) => {
    const body = JSON.parse(got.body) as { data: { page: { title: string } } };
    seen.push({ at: performance.now() - start(), title: body.data.page.title });
  });
  return seen;
}

async function publishNewPage(title: string) {
  const made = await t.json('POST', '/api/pages', { token: editor, body: { page: { title, page_collection_slug: 'news' } } });
  const published = await t.request('PUT', `/api/pages/${made.body.data.id}/publish?version=${made.body.data.attributes.version}`, {
    token: editor,
  });
  expect(published.status).toBe(200);
}

describe('webhook deliveries to several endpoints', () => {
  it('go side by side: a slow endpoint holds up only its own deliveries, which it gets one at a time, in order', async () => {
    slow.answerWith((response) => setTimeout(() => response.end('ok'), SLOW_MS));
    // The slow endpoint first, so its deliveries are the older ones.
    for (const receiver of [slow, fast]) {
      const added = await t.json('POST', '/api/admin/webhooks', { token: admin, body: { url: receiver.url, events: ['page.published'] } });
      expect(added.status).toBe(201);
    }
    await publishNewPage('First tide');
    await publishNewPage('Second tide');
    let started = 0;
    const toSlow = timeRequests(slow, () => started);
    const toFast = timeRequests(fast, () => started);
    started = performance.now();
    await runDueJobs(t.deps, jobHandlers(t.deps), 'webhooks');

    // The fast endpoint has both at once, not after the slow one's answers.
    expect(toFast.map((got) => got.title)).toEqual(['First tide', 'Second tide']);
    expect(toFast[1].at).toBeLessThan(SLOW_MS / 2);
    // The slow one gets its second only after answering its first: one at a time, in the order they were made.
    expect(toSlow.map((got) => got.title)).toEqual(['First tide', 'Second tide']);
    expect(toSlow[0].at).toBeLessThan(SLOW_MS / 2);
    expect(toSlow[1].at - toSlow[0].at).toBeGreaterThanOrEqual(SLOW_MS - 50);
    const statuses = await t.json('GET', '/api/admin/webhooks', { token: admin });
    for (const endpoint of statuses.body.data as Array<{ id: number }>) {
      const log = await t.json('GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, { token: admin });
      expect(log.body.data.map((delivery: { status: string }) => delivery.status)).toEqual(['succeeded', 'succeeded']);
    }
  }, 30_000);
});
