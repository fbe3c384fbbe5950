import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver } from '../../tests/webhookReceiver';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
let dataDir = '';
let receiver: Awaited<ReturnType<typeof startReceiver>> | null = null;
afterEach(async () => {
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Report {
  deliveries: Array<{ status: string; attempts: number; messageId: string }>;
  attempts: Array<{ number: number; outcome: string; responseStatus: number | null }>;
}

/** Runs tests/webhookWorker.ts; `killOnRequest` kills it with SIGKILL as soon as the receiver has the request. */
function worker(mode: 'setup' | 'run', offsetMs: number, killOnRequest = false): Promise<Report | 'killed'> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/webhookWorker.ts', mode], {
    env: { ...process.env, DATA_DIR: dataDir, RECEIVER_URL: receiver!.url, SECRET, CLOCK_OFFSET_MS: String(offsetMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  if (killOnRequest) receiver!.onRequest(() => child.kill('SIGKILL'));
  return new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => {
      receiver!.onRequest(null);
      if (signal === 'SIGKILL') return resolve('killed');
      if (code !== 0) return reject(new Error(output));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as Report);
    }),
  );
}

describe('a webhook delivery when the server is killed mid-request', () => {
  it('is neither lost nor sent twice for one attempt: the interrupted attempt is logged and the next one sends it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'masthead-webhook-kill-'));
    receiver = await startReceiver();
    // The first request gets no answer: the server dies holding it.
    receiver.answerWith((response, got) => {
      if (receiver!.received.indexOf(got) > 0) response.end('ok');
    });
    expect(await worker('setup', 0, true)).toBe('killed');
    expect(receiver.received).toHaveLength(1);

    // Started again at once: the attempt's claim still holds (it might still be under way), so nothing is sent.
    const soon = (await worker('run', 0)) as Report;
    expect(soon.attempts.map((attempt) => [attempt.number, attempt.outcome])).toEqual([[1, 'sending']]);
    expect(receiver.received).toHaveLength(1);

    // Past the claim: the attempt is marked interrupted and attempt 2 sends the same message.
    const after = (await worker('run', 60_000)) as Report;
    expect(after.attempts.map((attempt) => [attempt.number, attempt.outcome, attempt.responseStatus])).toEqual([
      [1, 'interrupted', null],
      [2, 'succeeded', 200],
    ]);
    expect(after.deliveries).toMatchObject([{ status: 'succeeded', attempts: 2 }]);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second.body).toBe(first.body);
    expect(second.headers['webhook-id']).toBe(after.deliveries[0].messageId);
    expect(first.headers['webhook-id']).toBe(after.deliveries[0].messageId);
    for (const got of receiver.received) {
      const timestamp = new Date(Number(got.headers['webhook-timestamp']) * 1000);
      const expected = new Webhook(SECRET).sign(String(got.headers['webhook-id']), timestamp, got.body);
      expect(got.headers['webhook-signature']).toBe(expected);
    }

    // Nothing more is due: run once more, later, and nothing is sent.
    await worker('run', 3_600_000);
    expect(receiver.received).toHaveLength(2);
  }, 120_000);
});
