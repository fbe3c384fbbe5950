// `npm run export -- OUT_DIR`: the published site as files any static host serves (issue 31). Without OUT_DIR, to
// STATIC_DIR or STATIC_S3_BUCKET. It reads the server's database (DATA_DIR or DATABASE_URL) and the built app.
import '../server/productionMode';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { completeDeps } from '../server/app';
import { clockFromEnv } from '../server/clock';
import { settingsFromEnv } from '../server/configFromEnv';
import { openDatabase } from '../server/db/connect';
import type { RenderScreen } from '../server/readerPages';
import { FolderOutput, staticOutputFromEnv } from '../server/static/staticOutput';
import { StaticSite } from '../server/static/staticSite';
import { mediaStorageFromEnv } from '../server/storage/storageFromEnv';

class Refusal extends Error {}

export async function exportCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (argv.length > 1 || argv.some((argument) => argument.startsWith('-'))) throw new Refusal('Usage: npm run export -- [OUT_DIR]');
  const { dataDir, distDir, serverEntry, config } = settingsFromEnv(env);
  const output = argv[0] ? new FolderOutput(path.resolve(argv[0])) : staticOutputFromEnv(env);
  if (!output) throw new Refusal('Say where the site goes: npm run export -- OUT_DIR, or set STATIC_DIR or STATIC_S3_BUCKET.');
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(serverEntry))
    throw new Refusal(`No built app in ${distDir} and ${path.dirname(serverEntry)}: run "npm run build" first.`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const folder = path.join(dataDir, 'pglite');
  if (!databaseUrl && !existsSync(path.join(folder, 'PG_VERSION')))
    throw new Refusal(`No database in ${folder}: start the server once to create it.`);
  // PGlite does not lock its files, and two processes writing them corrupt the database.
  if (!databaseUrl && existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new Refusal(`The database in ${folder} is in use: stop the server first, or let it publish the static site itself (STATIC_DIR).`);
  }
  const render = ((await import(pathToFileURL(serverEntry).href)) as { renderScreen: RenderScreen }).renderScreen;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { storage } = await mediaStorageFromEnv(env, dataDir);
    const deps = completeDeps({ database, clock: clockFromEnv(env).clock, config, storage });
    const started = performance.now();
    const site = new StaticSite({ deps, output, distDir, render, editorUrl: env.EDITOR_URL || config.publicUrl });
    const counts = await site.exportAll();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Exported ${counts.pages} pages (${counts.files} files, ${(counts.bytes / 1e6).toFixed(1)} MB) to ${output.description} in ${seconds} s.\n`;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  exportCommand(process.argv.slice(2), process.env).then(
    (message) => process.stdout.write(message),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Refusal ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
