import './productionMode';
import { existsSync } from 'node:fs';
import { installNodeCompression } from './nodeCompression';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, upgradeWebSocket } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { LiveHub } from './collab/liveHub';
import { completeDeps, createApp } from './app';
import { nodeClientAddress } from './clientAddress';
import { serveBuiltApp } from './builtApp';
import type { RenderScreen } from './readerPages';
import { openDatabase } from './db/connect';
import type { AppDeps } from './deps';
import { settingsFromEnv } from './configFromEnv';
import { demoAccounts } from './demo/accounts';
import { seedDemo } from './demo/seed';
import { setupNeeded } from './services/setup';
import { followSiteSettings } from './services/siteSettings';
import { startJobs } from './jobs/jobs';
import { clockFromEnv } from './clock';
import { smtpMailerFromEnv } from './mail/smtpMailer';
import { mediaStorageFromEnv } from './storage/storageFromEnv';
import { makeDerivativesWithSharp } from './images/sharpDerivatives';
import { staticOutputFromEnv } from './static/staticOutput';
import { StaticSite } from './static/staticSite';

const { port, host, dataDir, distDir, serverEntry, jobIntervalSeconds, trustProxy, config, demo } = settingsFromEnv(process.env);
const { clock, startRunning: startClock } = clockFromEnv(process.env);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const seeded = demo && (await seedDemo(database, { now: clock(), passwordIterations: config.passwordIterations }));
const media = await mediaStorageFromEnv(process.env, dataDir);

const deps: AppDeps = completeDeps({
  database,
  clock,
  config,
  clientAddress: (c) => nodeClientAddress(c, trustProxy),
  storage: media.storage,
  mailer: smtpMailerFromEnv(process.env),
  // IMAGE_DERIVATIVES=off serves originals only (the images bench's baseline); uploads made meanwhile get theirs later.
  makeDerivatives: process.env.IMAGE_DERIVATIVES === 'off' ? undefined : makeDerivativesWithSharp,
});
installNodeCompression();
// Live co-editing (issue 34): the WebSocket upgrade is Node's, handed to the Web-standard app through its deps.
// Live sessions are the default; with LIVE_EDITING=off tickets answer 501 and editors save, merge and keep drafts as
// before issue 34 (docs/operations.md).
if (process.env.LIVE_EDITING !== 'off') {
  deps.live = new LiveHub(deps, { upgradeWebSocket });
  await deps.live.start();
}
const app = createApp(deps);
await followSiteSettings(deps);
const built = existsSync(path.join(distDir, 'index.html'));
let render: RenderScreen | null = null;
if (built && existsSync(serverEntry))
  render = ((await import(pathToFileURL(serverEntry).href)) as { renderScreen: RenderScreen }).renderScreen;
else if (built) console.warn(`No server build in ${path.dirname(serverEntry)}; readers' pages render in the browser only.`);
// Static publishing (issue 31): every change readers see is written to STATIC_DIR or STATIC_S3_BUCKET by the queue.
const staticOutput = staticOutputFromEnv(process.env);
if (staticOutput && !render) throw new Error('STATIC_DIR or STATIC_S3_BUCKET needs the built app: run "npm run build" first.');
if (staticOutput && render)
  deps.staticSite = new StaticSite({ deps, output: staticOutput, distDir, render, editorUrl: process.env.EDITOR_URL || config.publicUrl });
const jobs = await startJobs(deps, { intervalMs: jobIntervalSeconds * 1000 });

if (built) {
  serveBuiltApp(app, {
    distDir,
    render,
    publicUrl: config.publicUrl,
    clock: deps.clock,
    readerCache: deps.readerCache,
    readerCacheMs: config.readerCacheSeconds * 1000,
  });
} else {
  console.warn(`No built app in ${distDir}; serving the API only. Run "npm run build" first.`);
}

const needsSetup = !demo && (await setupNeeded(deps));
const server = serve({ fetch: app.fetch, port, hostname: host, websocket: { server: new WebSocketServer({ noServer: true }) } }, (info) => {
  startClock();
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${info.port}`;
  console.log(`Masthead is running at ${url}`);
  console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
  console.log(`Media: ${media.description}`);
  console.log(`Mail: ${deps.mailer ? deps.mailer.description : 'none (set SMTP_URL to send invitations and password resets)'}`);
  if (staticOutput) console.log(`Static site: ${staticOutput.description}`);
  if (process.env.CLOCK_START) console.log(`Clock: set to ${clock().toISOString()} (CLOCK_START), running on from now`);
  if (seeded) console.log('Created the demo content.');
  if (demo) {
    console.log('Demo accounts:');
    for (const account of demoAccounts) console.log(`  ${account.email} / ${account.password} (${account.role})`);
  } else {
    if (needsSetup) console.log(`No accounts yet: open ${config.publicUrl}/en/setup to create the first administrator.`);
  }
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  await deps.live?.stop();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
