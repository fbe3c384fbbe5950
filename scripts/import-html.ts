// `npm run import-html -- FILE [--page SLUG]`: a legacy HTML page as a saved document, printed or written into a page.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { SavedDocument } from '../contract/document';
import { recordRevision } from '../server/services/revisionRecording';
import { pageTextColumns } from '../server/services/pageText';
import { openDatabase } from '../server/db/connect';
import { pages } from '../server/db/schema';
import { importHtml } from '../src/editor/document/htmlImport';

const USAGE = 'Usage: npm run import-html -- FILE [--page SLUG]';

class Refusal extends Error {}

function argumentsOf(argv: string[]) {
  const files: string[] = [];
  let slug: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--page') {
      slug = argv[++i] ?? '';
      if (!slug) throw new Refusal(`--page needs a page slug.\n${USAGE}`);
    } else if (argv[i].startsWith('--')) throw new Refusal(`Unknown option ${argv[i]}.\n${USAGE}`);
    else files.push(argv[i]);
  }
  if (files.length !== 1) throw new Refusal(USAGE);
  return { file: files[0], slug };
}

async function readHtml(file: string) {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Refusal(code === 'ENOENT' ? `No such file: ${file}` : `Cannot read ${file}: ${(error as Error).message}`);
  }
}

async function writeIntoPage(document: SavedDocument, slug: string, file: string) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  if (!databaseUrl) {
    const folder = path.join(dataDir, 'pglite');
    if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Refusal(`No database in ${folder}: start the server once to create it.`);
    // PGlite does not lock its files, and two processes writing them corrupt the database.
    if (existsSync(path.join(folder, 'postmaster.pid'))) {
      throw new Refusal(
        `The database in ${folder} is in use: stop the server, then import again. ` +
          '(If no server is running, it was stopped abruptly: start and stop it once.)',
      );
    }
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    const [page] = await db.select({ id: pages.id, version: pages.version }).from(pages).where(eq(pages.slug, slug)).limit(1);
    if (!page) throw new Refusal(`No page with the slug "${slug}".`);
    const now = new Date();
    // A change like a save: with its revision, and kept as what later saves merge against.
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(pages)
        .set({ body: document, ...pageTextColumns(document), version: sql`${pages.version} + 1`, updatedAt: now })
        .where(eq(pages.id, page.id))
        .returning({ version: pages.version, title: pages.title, precis: pages.precis });
      await recordRevision(tx, page.id, null, 'save', now, { title: row.title, precis: row.precis, body: document, version: row.version });
      return row;
    });
    const blocks = document.root.children.length;
    return `Imported ${file} into page "${slug}" (id ${page.id}): ${blocks} blocks, version ${page.version} -> ${saved.version}.\n`;
  } finally {
    await database.close();
  }
}

async function run(argv: string[]) {
  const { file, slug } = argumentsOf(argv);
  const document = importHtml(await readHtml(file));
  return slug === null ? `${JSON.stringify(document, null, 2)}\n` : writeIntoPage(document, slug, file);
}

try {
  process.stdout.write(await run(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
