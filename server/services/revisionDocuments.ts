import { sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { PRINT_HASH_LENGTH, hashLengthOf, printedBlocksOf } from '../prints/blockPrints';
import type { Db } from '../db/database';

/**
 * How a revision keeps its document (issue 19, migration 0014): the document without its blocks (`root.children`
 * empty, every other field where it was) as JSON text, its blocks' prints packed, and each block of the page once in
 * `page_revision_blocks`, as its saved JSON under the hash of its print. Put back together, it is the document as
 * saved, field order included. Revisions made before keep their whole document in `body` and prints in `block_prints`.
 */
export interface StoredRevisionDocument {
  body: SavedDocument | null;
  bodyRoot: string | null;
  blockPrints: string[] | null;
  blockHashes: string | null;
  blockTypes: string | null;
  /** How its prints were made (server/prints/blockPrints.ts): their hashes' length. */
  printVersion: number;
}

/** A document's blocks printed (their prints and JSON), and the document without its blocks, as JSON text. */
export interface PrintedDocument {
  prints: string[];
  jsons: string[];
  /** The document with `root.children` empty where it was (absent when it was absent). */
  root: string;
  /** The whole document's JSON, as JSON.stringify makes it, from the blocks' JSON already made. */
  json(): string;
}

const MARK = '\u0000blocks\u0000';
const MARK_JSON = JSON.stringify(MARK);

/**
 * Prints a document's blocks and makes its JSON once for both the page and its revision: the document is stringified
 * with a mark for its blocks, which their JSON then replaces (or `[]` for the root a revision keeps). Spreading keeps
 * every field where it was, so the result is JSON.stringify's byte for byte; a document holding the mark itself
 * (a NUL-framed string, as no editor writes) is stringified the plain way.
 */
export function printDocument(document: SavedDocument): PrintedDocument {
  const children = document.root.children;
  const { prints, jsons } = printedBlocksOf(Array.isArray(children) ? children : []);
  if (!Array.isArray(children)) {
    const whole = JSON.stringify(document);
    return { prints, jsons, root: whole, json: () => whole };
  }
  const marked = JSON.stringify({ ...document, root: { ...document.root, children: MARK } });
  const at = marked.indexOf(MARK_JSON);
  if (at < 0 || marked.indexOf(MARK_JSON, at + 1) >= 0) {
    return {
      prints,
      jsons,
      root: JSON.stringify({ ...document, root: { ...document.root, children: [] } }),
      json: () => JSON.stringify(document),
    };
  }
  const [head, tail] = [marked.slice(0, at), marked.slice(at + MARK_JSON.length)];
  return { prints, jsons, root: `${head}[]${tail}`, json: () => `${head}[${jsons.join(',')}]${tail}` };
}

const hashOf = (print: string) => print.slice(0, print.indexOf(':'));

/**
 * Prints packed for storing: their hashes one after another, and their types as JSON runs `[[type, count], ...]`;
 * 2,000 prints take 32 kB where their JSON list took 70 kB, and a revision's row is written on every save.
 */
export function packPrints(prints: readonly string[]): { blockHashes: string; blockTypes: string } {
  const runs: Array<[string, number]> = [];
  for (const print of prints) {
    const type = print.slice(print.indexOf(':') + 1);
    const last = runs.at(-1);
    if (last && last[0] === type) last[1]++;
    else runs.push([type, 1]);
  }
  return { blockHashes: prints.map(hashOf).join(''), blockTypes: JSON.stringify(runs) };
}

/** A revision's prints, packed or (made before 0014) as a list. */
export function printsOf(stored: Pick<StoredRevisionDocument, 'blockPrints' | 'blockHashes' | 'blockTypes' | 'printVersion'>): string[] {
  if (stored.blockHashes === null || stored.blockTypes === null) return stored.blockPrints ?? [];
  const length = hashLengthOf(stored.printVersion);
  const prints: string[] = [];
  for (const [type, count] of JSON.parse(stored.blockTypes) as Array<[string, number]>) {
    for (let index = 0; index < count; index++) {
      const at = prints.length * length;
      prints.push(`${stored.blockHashes.slice(at, at + length)}:${type}`);
    }
  }
  return prints;
}

/** The rows of a `db.execute`, whichever driver answered (PGlite and node-postgres answer `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) || [];
}

/**
 * The blocks of a revision that the page may not have yet, by hash: those whose prints are not among `known` (the
 * prints of the page's last revision, whose blocks are stored).
 */
export function freshBlocks(prints: string[], jsons: string[], known: ReadonlySet<string>): Map<string, string> {
  const fresh = new Map<string, string>();
  for (let index = 0; index < prints.length; index++) if (!known.has(prints[index])) fresh.set(hashOf(prints[index]), jsons[index]);
  return fresh;
}

/** Stores `fresh` blocks as first stored by `revisionId`, but those an earlier revision stored (ON CONFLICT DO NOTHING). */
export async function storeBlocks(tx: Db, pageId: number, revisionId: number, fresh: Map<string, string>) {
  if (!fresh.size) return;
  await tx.execute(sql`
    INSERT INTO page_revision_blocks (page_id, hash, block, first_revision_id)
    SELECT ${pageId}, hash, block, ${revisionId} FROM ${unnestBlocks(fresh)}
    ON CONFLICT (page_id, hash) DO NOTHING`);
}

/** `fresh` as rows (hash, block), from two array parameters: one statement however many blocks. */
export const unnestBlocks = (fresh: Map<string, string>) =>
  sql`unnest(${sql.param([...fresh.keys()])}::text[], ${sql.param([...fresh.values()])}::text[]) AS fresh(hash, block)`;

/**
 * Deletes the blocks that revision `revisionId` stored first and no longer holds after it was updated (a coalesced
 * save): no other revision can hold them, since an earlier one would have stored them first and none is later.
 */
export async function dropBlocks(tx: Db, pageId: number, revisionId: number, before: readonly string[], after: readonly string[]) {
  const kept = new Set(after);
  const dropped = [...new Set(before.filter((print) => !kept.has(print)).map(hashOf))];
  if (!dropped.length) return;
  await tx.execute(sql`
    DELETE FROM page_revision_blocks
    WHERE page_id = ${pageId} AND first_revision_id = ${revisionId} AND hash = ANY(${sql.param(dropped)}::text[])`);
}

/**
 * Deletes the blocks of the given pages that no revision of theirs holds any more (after thinning). It reads every
 * hash of those pages' revisions, so it is for the hourly purge, not for a save. The pages are locked first, as a
 * save locks its page: a save that reuses a stored block is either seen here or runs after, and stores it again.
 */
export async function sweepBlocks(tx: Db, pageIds: number[]) {
  if (!pageIds.length) return;
  const ids = sql.param(pageIds);
  await tx.execute(sql`SELECT id FROM pages WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`);
  await tx.execute(sql`
    WITH live AS (
      SELECT DISTINCT r.page_id, substr(r.block_hashes, 1 + width * place, width) AS hash
      FROM page_revisions r
        CROSS JOIN LATERAL (SELECT CASE WHEN r.print_version = 1 THEN 16 ELSE ${PRINT_HASH_LENGTH} END AS width) AS hashes
        CROSS JOIN LATERAL generate_series(0, length(r.block_hashes) / width - 1) AS place
      WHERE r.page_id = ANY(${ids}::int[]) AND r.block_hashes IS NOT NULL
    )
    DELETE FROM page_revision_blocks b
    WHERE b.page_id = ANY(${ids}::int[]) AND NOT EXISTS (SELECT 1 FROM live WHERE live.page_id = b.page_id AND live.hash = b.hash)`);
}

/** The document a revision holds, put back together from its root and its page's stored blocks. */
export async function documentOf(db: Db, pageId: number, stored: StoredRevisionDocument): Promise<SavedDocument> {
  if (stored.body) return stored.body;
  if (stored.bodyRoot === null) throw new Error('A revision without its document.');
  const document = JSON.parse(stored.bodyRoot) as SavedDocument;
  const hashes = printsOf(stored).map(hashOf);
  if (!hashes.length) return document;
  const wanted = [...new Set(hashes)];
  const rows = rowsOf<{ hash: string; block: string }>(
    await db.execute(
      sql`SELECT hash, block FROM page_revision_blocks WHERE page_id = ${pageId} AND hash = ANY(${sql.param(wanted)}::text[])`,
    ),
  );
  const blocks = new Map(rows.map((row) => [row.hash, row.block]));
  const missing = wanted.find((hash) => !blocks.has(hash));
  if (missing) throw new Error(`Revision block ${missing} of page ${pageId} is missing.`);
  // Assigning keeps `children` where it was among the root's fields.
  document.root.children = JSON.parse(`[${hashes.map((hash) => blocks.get(hash)).join(',')}]`);
  return document;
}
