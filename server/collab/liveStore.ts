/**
 * Live state in the database (migration 0037): the update log, the page's compacted snapshot, and WebSocket tickets.
 * A page's updates are numbered under its live_pages row's lock, so servers sharing one PostgreSQL number them one
 * after another; on PostgreSQL each new update is announced by a NOTIFY carrying only the page and its number.
 */
import { and, asc, eq, getTableColumns, gt, isNull, lte, lt, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { livePages, liveTickets, liveUpdates } from '../db/liveSchema';
import { sessions, users, type User } from '../db/schema';
import { rowsOf } from '../services/revisionDocuments';
import { randomToken, sha256Hex } from '../services/tokens';

export const LIVE_CHANNEL = 'masthead_live';
export const TICKET_TTL_MS = 30_000;
export const COMPACT_JOB = 'live-compact';
/**
 * Updates in a page's log after its snapshot that make a compaction job: COMPACT_AFTER, or one per SNAPSHOT_BYTES_PER_UPDATE
 * of the snapshot on a long page, at most COMPACT_AFTER_MOST. A compaction reads, merges and writes the whole snapshot
 * (1.3 MB and about 150 ms of the server's thread at 6,000 blocks), so a long page's is spread over more updates; an
 * opening still replays at most COMPACT_AFTER_MOST small ones (tens of milliseconds).
 */
export const COMPACT_AFTER = 200;
export const COMPACT_AFTER_MOST = 1000;
export const SNAPSHOT_BYTES_PER_UPDATE = 1024;

/** The log's length after a snapshot of `snapshotBytes` that queues its compaction (as appendUpdate's statement reckons it). */
export function compactionDueAfter(snapshotBytes: number): number {
  return Math.max(COMPACT_AFTER, Math.min(COMPACT_AFTER_MOST, Math.floor(snapshotBytes / SNAPSHOT_BYTES_PER_UPDATE)));
}

export interface LoggedUpdate {
  seq: number;
  update: Uint8Array;
}

/** A single-use ticket for the page's WebSocket, for the person of this session. */
export async function issueTicket(deps: AppDeps, user: User, sessionToken: string, pageId: number): Promise<string> {
  const ticket = randomToken(32);
  const now = deps.clock();
  const { db } = deps.database;
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
  await db.insert(liveTickets).values({
    ticketHash: await sha256Hex(ticket),
    userId: user.id,
    pageId,
    sessionHash: await sha256Hex(sessionToken),
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return ticket;
}

/** Takes the ticket (it works once): whose it is and their session, or null when unknown, used, expired or another page's. */
export async function redeemTicket(deps: AppDeps, ticket: string, pageId: number) {
  const [row] = await deps.database.db
    .delete(liveTickets)
    .where(
      and(eq(liveTickets.ticketHash, await sha256Hex(ticket)), eq(liveTickets.pageId, pageId), gt(liveTickets.expiresAt, deps.clock())),
    )
    .returning({ userId: liveTickets.userId, sessionHash: liveTickets.sessionHash });
  return row ?? null;
}

/** The person of a session while it lasts and they are active (services/auth.ts's userForToken, by the token's hash). */
export async function sessionUser(deps: AppDeps, sessionHash: string): Promise<User | null> {
  const [row] = await deps.database.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sessionHash), gt(sessions.expiresAt, deps.clock()), isNull(users.deactivatedAt)))
    .limit(1);
  return row?.user ?? null;
}

/** A page's live row without its snapshot (the snapshot is megabytes on a long page; only opening reads it). */
export async function liveRow(db: Db, pageId: number) {
  const { snapshot: _snapshot, ...columns } = getTableColumns(livePages);
  const [row] = await db.select(columns).from(livePages).where(eq(livePages.pageId, pageId)).limit(1);
  return row ?? null;
}

/**
 * The page's live state: its snapshot and the log after it. A page without any is seeded first by `seed` (its saved
 * document as one update), under the row's lock, so two servers opening it at once cannot both seed it.
 */
export async function openLiveState(deps: AppDeps, pageId: number, seed: () => Promise<{ update: Uint8Array; version: number }>) {
  const { db } = deps.database;
  const existing = await liveRow(db, pageId);
  const made = existing && existing.lastSeq > 0 ? null : await seed();
  if (made) {
    await db.transaction(async (tx) => {
      await tx.insert(livePages).values({ pageId, updatedAt: deps.clock() }).onConflictDoNothing();
      const [row] = await tx.select().from(livePages).where(eq(livePages.pageId, pageId)).for('update');
      if (row.lastSeq > 0) return;
      await tx.insert(liveUpdates).values({ pageId, seq: 1, update: made.update, userId: null, createdAt: deps.clock() });
      await tx
        .update(livePages)
        .set({ lastSeq: 1, savedVersion: made.version, updatedAt: deps.clock() })
        .where(eq(livePages.pageId, pageId));
    });
  }
  const [row] = await db.select().from(livePages).where(eq(livePages.pageId, pageId)).limit(1);
  return {
    snapshot: row.snapshot,
    snapshotSeq: row.snapshotSeq,
    savedVersion: row.savedVersion,
    updates: await readSince(db, pageId, row.snapshotSeq),
  };
}

/** The log after `seq`, in order. */
export async function readSince(db: Db, pageId: number, seq: number): Promise<LoggedUpdate[]> {
  return db
    .select({ seq: liveUpdates.seq, update: liveUpdates.update })
    .from(liveUpdates)
    .where(and(eq(liveUpdates.pageId, pageId), gt(liveUpdates.seq, seq)))
    .orderBy(asc(liveUpdates.seq));
}

/**
 * Writes an update to the log and returns its number; other servers hear of it by NOTIFY when it commits. One
 * statement, so one round trip to the database (its own transaction): the page's row is locked while it numbers the
 * update, the update is logged, the NOTIFY sent on commit, and a compaction job queued when the log has grown.
 */
export async function appendUpdate(deps: AppDeps, pageId: number, update: Uint8Array, userId: number | null): Promise<number> {
  const now = deps.clock().toISOString();
  const notify = deps.database.kind === 'postgres' ? sql`, pg_notify(${LIVE_CHANNEL}, ${`${pageId}:`} || next.seq::text)` : sql``;
  const result = await deps.database.db.execute(sql`
    with next as (
      update live_pages set last_seq = last_seq + 1, updated_at = ${now}::timestamptz
      where page_id = ${pageId}
      returning last_seq as seq, snapshot_seq, coalesce(octet_length(snapshot), 0) as snapshot_bytes
    ), logged as (
      insert into live_updates (page_id, seq, "update", user_id, created_at)
      select ${pageId}, next.seq, ${Buffer.from(update.buffer, update.byteOffset, update.byteLength)}, ${userId}, ${now}::timestamptz
      from next
      returning seq
    ), compaction as (
      insert into jobs (kind, key, payload, run_at, created_at)
      select ${COMPACT_JOB}, ${`${COMPACT_JOB}:${pageId}`}, ${JSON.stringify({ pageId })}::jsonb, ${now}::timestamptz, ${now}::timestamptz
      from next where next.seq - next.snapshot_seq
        = greatest(${COMPACT_AFTER}, least(${COMPACT_AFTER_MOST}, next.snapshot_bytes / ${SNAPSHOT_BYTES_PER_UPDATE}))
      on conflict (key) do update set kind = excluded.kind, payload = excluded.payload, run_at = excluded.run_at,
        attempts = 0, last_error = null
    )
    select logged.seq${notify} from next join logged on logged.seq = next.seq`);
  const [row] = rowsOf<{ seq: number }>(result);
  if (!row) throw new Error(`Page ${pageId} has no live state.`);
  return Number(row.seq);
}

/** Records the page version the live state was last written as (or merged from). */
export async function recordSavedVersion(db: Db, pageId: number, version: number) {
  await db.update(livePages).set({ savedVersion: version }).where(eq(livePages.pageId, pageId));
}

/** The compaction job: folds the log into the snapshot, in the job's transaction, with the page's row locked. */
export async function compactLiveState(tx: Db, pageId: number) {
  const [row] = await tx.select().from(livePages).where(eq(livePages.pageId, pageId)).for('update');
  if (!row) return;
  const tail = await readSince(tx, pageId, row.snapshotSeq);
  if (!tail.length) return;
  const parts = [...(row.snapshot ? [row.snapshot] : []), ...tail.map((each) => each.update)];
  const seq = tail[tail.length - 1].seq;
  await tx
    .update(livePages)
    .set({ snapshot: Y.mergeUpdates(parts), snapshotSeq: seq })
    .where(eq(livePages.pageId, pageId));
  await tx.delete(liveUpdates).where(and(eq(liveUpdates.pageId, pageId), lte(liveUpdates.seq, seq)));
}

/** Forgets a page's live state (the page's saved document is its record); the next opening seeds it again. */
export async function dropLiveState(db: Db, pageId: number) {
  await db.delete(livePages).where(eq(livePages.pageId, pageId));
  await db.delete(liveUpdates).where(eq(liveUpdates.pageId, pageId));
}
