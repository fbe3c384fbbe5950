import { lookup } from 'node:dns/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../tests/apiHarness';
import { startReceiver } from '../../tests/webhookReceiver';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/webhooksSchema';
import { jobHandlers } from '../jobs/jobs';
import { runDueJobs } from '../jobs/queue';
import { webhookDeliveryJob } from './delivery';
import { emitWebhookEvent } from './events';
import { refusedAddress } from './addresses';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeEach(async () => {
  // Plain http for the local receiver, but no private addresses: the server's default.
  t = await createTestApp({ webhooks: { allowHttp: true, allowPrivate: false } });
  receiver = await startReceiver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await receiver.close();
  await t.close();
});

/** A name that answers a public address to one lookup and a private one to the next (DNS rebinding). */
const rebinding = () => {
  let lookups = 0;
  return async (hostname: string) => {
    if (hostname === 'rebind.example.org') return [{ address: lookups++ === 0 ? '93.184.215.14' : '10.20.30.40', family: 4 }];
    if (hostname === 'metadata.example.org') return [{ address: '169.254.169.254', family: 4 }];
    return lookup(hostname, { all: true });
  };
};

/**
 * Endpoints as if saved while private addresses were allowed (or a name that resolves differently later): the
 * address is checked again at each send, on what the connection actually resolves.
 */
async function endpointsAt(urls: string[]) {
  const { db } = t.deps.database;
  for (const url of urls)
    await db.insert(webhookEndpoints).values({
      url,
      events: ['page.published'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
  await db.transaction((tx) => emitWebhookEvent(tx, t.deps, 'page.published', { page: { id: 1, title: 'Probe' } }));
}

describe('webhook addresses (SSRF)', () => {
  it('refuses loopback, private, metadata and link-local addresses at send time, on the address the name resolves to, with a logged reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = receiver.port;
    await endpointsAt([
      `http://127.0.0.1:${port}/hooks`,
      `http://10.0.0.8:${port}/hooks`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/hooks`,
      'http://[fd00:ec2::254]/latest/meta-data/',
      `http://localhost:${port}/hooks`,
      `http://metadata.example.org:${port}/hooks`,
      `http://rebind.example.org:${port}/hooks`,
    ]);
    // The rebinding name's first answer is spent here, as a check before the connection would spend it.
    const resolve = rebinding();
    await resolve('rebind.example.org');
    await runDueJobs(t.deps, { ...jobHandlers(t.deps), 'webhook-delivery': webhookDeliveryJob(t.deps, { resolve }) }, 'webhooks');
    expect(receiver.received).toEqual([]);
    // In the order the endpoints were added: deliveries to different endpoints are sent side by side.
    const attempts = await t.deps.database.db.select().from(webhookAttempts).orderBy(webhookAttempts.deliveryId);
    const errors = attempts.map((attempt) => [attempt.outcome, attempt.error]);
    expect(errors).toEqual([
      ['refused', 'The address 127.0.0.1 is private, loopback, link-local or reserved.'],
      ['refused', 'The address 10.0.0.8 is private, loopback, link-local or reserved.'],
      ['refused', 'The address 169.254.169.254 is private, loopback, link-local or reserved.'],
      ['refused', 'The address ::1 is private, loopback, link-local or reserved.'],
      ['refused', 'The address fd00:ec2::254 is private, loopback, link-local or reserved.'],
      ['refused', expect.stringMatching(/^localhost resolves to a refused address: The address (127\.0\.0\.1|::1) is private/)],
      [
        'refused',
        'metadata.example.org resolves to a refused address: The address 169.254.169.254 is private, loopback, link-local or reserved.',
      ],
      [
        'refused',
        'rebind.example.org resolves to a refused address: The address 10.20.30.40 is private, loopback, link-local or reserved.',
      ],
    ]);
    expect(warn.mock.calls.map(([message]) => String(message)).sort()).toEqual(
      attempts.map((attempt) => `Webhook delivery ${attempt.deliveryId} refused: ${attempt.error}`).sort(),
    );
    // Refused attempts are failures: each delivery comes back later, to be refused again unless the setting changes.
    const deliveries = await t.deps.database.db.select().from(webhookDeliveries);
    expect(deliveries.every((delivery) => delivery.status === 'pending' && delivery.nextAttemptAt !== null)).toBe(true);
  });

  it('never follows a redirect, even to an allowed address: a 3xx is a failure', async () => {
    t.deps.config.webhooks = { allowHttp: true, allowPrivate: true };
    receiver.answerWith((response) => {
      response.statusCode = 302;
      response.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
      response.end();
    });
    await endpointsAt([receiver.url]);
    await runDueJobs(t.deps, jobHandlers(t.deps), 'webhooks');
    expect(receiver.received).toHaveLength(1);
    const [attempt] = await t.deps.database.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({ outcome: 'failed', responseStatus: 302, error: 'Redirects are not followed (302).' });
  });

  it('connects to exactly the address its own lookup checked', async () => {
    // Allowed here, so the check passes; the name exists only in this lookup, so a connection that looked the name up
    // again (where a rebinding answer could come from) would fail.
    t.deps.config.webhooks = { allowHttp: true, allowPrivate: true };
    await endpointsAt([`http://pinned.example.org:${receiver.port}/hooks`]);
    const resolve = async (hostname: string) => (hostname === 'pinned.example.org' ? [{ address: '127.0.0.1', family: 4 }] : []);
    await runDueJobs(t.deps, { ...jobHandlers(t.deps), 'webhook-delivery': webhookDeliveryJob(t.deps, { resolve }) }, 'webhooks');
    expect(receiver.received.map((got) => got.headers.host)).toEqual([`pinned.example.org:${receiver.port}`]);
    const [attempt] = await t.deps.database.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({ outcome: 'succeeded', responseStatus: 200, address: '127.0.0.1' });
  });

  it('knows the reserved ranges, IPv4 inside IPv6 included', () => {
    const refused = [
      '0.0.0.0',
      '100.64.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      'fe80::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'ff02::1',
    ];
    const allowed = ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
    expect(refused.filter((address) => refusedAddress(address) === null)).toEqual([]);
    expect(allowed.filter((address) => refusedAddress(address) !== null)).toEqual([]);
  });
});
