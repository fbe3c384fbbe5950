/**
 * A server's webhook lane in a process of its own, for the kill test (server/webhooks/deliveryKill.test.ts):
 * `setup` makes an endpoint and one event's delivery in DATA_DIR's database; then (either mode) it runs the due
 * webhook jobs once, by a clock CLOCK_OFFSET_MS ahead of the real one, and prints the deliveries and attempts as JSON.
 */
import { openDatabase } from '../server/db/connect';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../server/db/webhooksSchema';
import { defaultConfig, type AppDeps } from '../server/deps';
import { jobHandlers } from '../server/jobs/jobs';
import { runDueJobs } from '../server/jobs/queue';
import { emitWebhookEvent } from '../server/webhooks/events';

const [mode] = process.argv.slice(2);
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const database = await openDatabase({ dataDir: process.env.DATA_DIR! });
const deps: AppDeps = {
  database,
  clock: () => new Date(Date.now() + offset),
  config: { ...defaultConfig, webhooks: { allowHttp: true, allowPrivate: true } },
};
if (mode === 'setup') {
  const now = deps.clock();
  await database.db.transaction(async (tx) => {
    await tx
      .insert(webhookEndpoints)
      .values({ url: process.env.RECEIVER_URL!, events: ['page.published'], secret: process.env.SECRET!, createdAt: now, updatedAt: now });
    await emitWebhookEvent(tx, deps, 'page.published', { page: { id: 7, title: 'Killed mid-delivery' } });
  });
}
await runDueJobs(deps, jobHandlers(deps), 'webhooks');
const report = {
  deliveries: await database.db.select().from(webhookDeliveries),
  attempts: await database.db.select().from(webhookAttempts).orderBy(webhookAttempts.number),
};
process.stdout.write(`${JSON.stringify(report)}\n`);
await database.close();
