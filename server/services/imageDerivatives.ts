import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { SavedDocument, SavedNode } from '../../contract/document';
import type { PictureInfo } from '../../contract/pictures';
import type { PageSummary } from '../../contract/resources';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { mediaDerivatives } from '../db/derivativesSchema';
import { media } from '../db/mediaSchema';
import { jobs } from '../db/jobsSchema';
import type { MediaStorage } from '../storage/mediaStorage';
import { cancelJob, enqueueJob, type TransactionJob } from '../jobs/queue';
import {
  DERIVATIVE_FORMATS,
  RASTER_TYPES,
  UnusableImageError,
  derivativeKeyOf,
  type DerivativeFormat,
  type MadeDerivatives,
} from '../images/derivatives';
import { lockMediaHash, mediaKeyOf } from './mediaFiles';

export const DERIVATIVES_JOB = 'image-derivatives';
export const derivativesJobKey = (hash: string) => `${DERIVATIVES_JOB}:${hash}`;
/** While one instance makes a picture's derivatives (outside any transaction) its job waits this long; a crash retries then. */
const LEASE_MS = 10 * 60_000;

/**
 * Called in an upload's transaction: a raster image whose file has no derivatives yet gets a job to make them. Nothing
 * when the server has no image maker (the browser's mock mode serves originals).
 */
export async function enqueueDerivatives(deps: AppDeps, tx: Db, hash: string, contentType: string, now: Date): Promise<void> {
  if (!deps.makeDerivatives || !RASTER_TYPES.has(contentType)) return;
  const [made] = await tx.select({ hash: mediaDerivatives.hash }).from(mediaDerivatives).where(eq(mediaDerivatives.hash, hash)).limit(1);
  if (!made) await enqueueJob(tx, { kind: DERIVATIVES_JOB, key: derivativesJobKey(hash), payload: { hash, contentType }, runAt: now, now });
}

/** At start: uploads stored before derivatives existed, or while none were made, get their job (500 per start). */
export async function enqueueMissingDerivatives(deps: AppDeps, now: Date): Promise<void> {
  if (!deps.makeDerivatives) return;
  const { db } = deps.database;
  const missing = await db
    .selectDistinct({ hash: media.hash, contentType: media.contentType })
    .from(media)
    .where(
      and(
        inArray(media.contentType, [...RASTER_TYPES]),
        notExists(db.select({ hash: mediaDerivatives.hash }).from(mediaDerivatives).where(eq(mediaDerivatives.hash, media.hash))),
      ),
    )
    .limit(500);
  if (!missing.length) return;
  const values = missing.map(({ hash, contentType }) => ({
    kind: DERIVATIVES_JOB,
    key: derivativesJobKey(hash),
    payload: { hash, contentType },
    runAt: now,
    createdAt: now,
  }));
  await db.insert(jobs).values(values).onConflictDoNothing();
}

/**
 * The job: decoding and encoding take seconds, so they happen after the job's transaction (which only takes a lease:
 * the job comes again in LEASE_MS unless the work ends it), never holding a database connection meanwhile.
 */
export function derivativesJobHandler(deps: AppDeps): TransactionJob {
  return async (tx, job, now) => {
    const hash = String(job.payload.hash);
    const contentType = String(job.payload.contentType);
    if (!deps.makeDerivatives) throw new Error('This server makes no image derivatives.');
    const [stored] = await tx.select({ id: media.id }).from(media).where(eq(media.hash, hash)).limit(1);
    if (!stored) return;
    return { again: new Date(now.getTime() + LEASE_MS), afterCommit: () => makeAndStore(deps, hash, contentType) };
  };
}

async function makeAndStore(deps: AppDeps, hash: string, contentType: string): Promise<void> {
  const storage = deps.storage!;
  try {
    const original = await storage.get(mediaKeyOf(hash, contentType));
    if (!original) throw new UnusableImageError('The original file is missing.');
    let made: MadeDerivatives | null = null;
    let failure: string | null = null;
    try {
      made = await deps.makeDerivatives!(original);
    } catch (error) {
      if (!(error instanceof UnusableImageError)) throw error;
      failure = error.message;
    }
    const sizes: Record<string, number> = {};
    for (const file of made?.files ?? []) {
      await storage.put(derivativeKeyOf(hash, file.width, file.format), file.bytes, `image/${file.format}`);
      sizes[`${file.width}.${file.format}`] = file.bytes.length;
    }
    const row = {
      width: made?.width ?? null,
      height: made?.height ?? null,
      widths: [...new Set(made?.files.map((file) => file.width))],
      fileSizes: sizes,
      placeholder: made?.placeholder ?? null,
      error: failure?.slice(0, 1000) ?? null,
      madeAt: deps.clock(),
    };
    await deps.database.db.transaction(async (tx) => {
      await lockMediaHash(tx, hash);
      await cancelJob(tx, derivativesJobKey(hash));
      const [still] = await tx.select({ id: media.id }).from(media).where(eq(media.hash, hash)).limit(1);
      if (still)
        await tx
          .insert(mediaDerivatives)
          .values({ hash, ...row })
          .onConflictDoUpdate({ target: mediaDerivatives.hash, set: row });
      // Deleted while the files were being made: they go too.
      else for (const name of Object.keys(sizes)) await storage.delete(`media/${hash}-${name}`);
    });
    if (failure) console.warn(`No derivatives for media/${hash}: ${failure}`);
    // Readers' answers now carry the pictures (as pagesChanged does; importing it would make a cycle).
    deps.readerCache?.clear();
  } catch (error) {
    // The lease brings the job back later (storage or database unavailable just now).
    console.error(`Making the derivatives of media/${hash} failed; trying again later`, error);
  }
}

/** With the last upload of a file: its derivatives' files and row (call under the hash's lock). */
export async function deleteDerivatives(tx: Db, storage: MediaStorage, hash: string): Promise<void> {
  const [row] = await tx
    .delete(mediaDerivatives)
    .where(eq(mediaDerivatives.hash, hash))
    .returning({ fileSizes: mediaDerivatives.fileSizes });
  for (const name of Object.keys(row?.fileSizes ?? {})) await storage.delete(`media/${hash}-${name}`);
}

/** The stored derivative `/media/{hash}-{width}.{format}` names, when made. */
export async function derivativeFileOf(deps: AppDeps, hash: string, width: number, format: string) {
  if (!DERIVATIVE_FORMATS.includes(format as DerivativeFormat)) return null;
  const [row] = await deps.database.db
    .select({ fileSizes: mediaDerivatives.fileSizes })
    .from(mediaDerivatives)
    .where(eq(mediaDerivatives.hash, hash))
    .limit(1);
  const size = row?.fileSizes[`${width}.${format}`];
  if (!size) return null;
  return { key: derivativeKeyOf(hash, width, format as DerivativeFormat), contentType: `image/${format}`, size };
}

const MEDIA_ADDRESS = /^\/media\/([0-9a-f]{64})\.(?:jpg|png|webp)$/;

/** The media addresses a node names in its own fields, or one level down (a preview card's image). */
function addressesOf(node: SavedNode): string[] {
  const found: string[] = [];
  const look = (value: unknown) => {
    if (typeof value === 'string' && MEDIA_ADDRESS.test(value)) found.push(value);
  };
  for (const [key, value] of Object.entries(node)) {
    if (key === 'children') continue;
    if (Array.isArray(value)) for (const item of value) if (item && typeof item === 'object') Object.values(item).forEach(look);
    look(value);
  }
  return found;
}

function eachNode(node: SavedNode, visit: (node: SavedNode) => SavedNode): SavedNode {
  const children = node.children?.map((child) => eachNode(child, visit));
  return visit(children ? { ...node, children } : node);
}

/** What readers are told of the pictures with derivatives among these files (by hash): one query. */
async function picturesOf(deps: AppDeps, hashes: Set<string>): Promise<Map<string, PictureInfo>> {
  const info = new Map<string, PictureInfo>();
  if (!hashes.size) return info;
  const rows = await deps.database.db
    .select({
      hash: mediaDerivatives.hash,
      width: mediaDerivatives.width,
      height: mediaDerivatives.height,
      widths: mediaDerivatives.widths,
      placeholder: mediaDerivatives.placeholder,
    })
    .from(mediaDerivatives)
    .where(inArray(mediaDerivatives.hash, [...hashes]));
  for (const row of rows) {
    if (!row.width || !row.height || !row.widths.length) continue;
    const srcset = (format: DerivativeFormat) =>
      row.widths.map((width) => `/${derivativeKeyOf(row.hash, width, format)} ${width}w`).join(', ');
    info.set(row.hash, {
      w: row.width,
      h: row.height,
      avif: srcset('avif'),
      webp: srcset('webp'),
      ...(row.placeholder ? { p: row.placeholder } : {}),
    });
  }
  return info;
}

/**
 * For readers: each node naming uploaded raster images gets `pictures`, by address, with what the renderer needs
 * (intrinsic size, the widths made, the placeholder). Images without derivatives yet are left out: readers get the
 * original until the job has made them.
 */
export async function withPictures(deps: AppDeps, document: SavedDocument): Promise<SavedDocument> {
  const hashes = new Set<string>();
  eachNode(document.root, (node) => {
    for (const address of addressesOf(node)) hashes.add(MEDIA_ADDRESS.exec(address)![1]);
    return node;
  });
  const info = await picturesOf(deps, hashes);
  if (!info.size) return document;
  const root = eachNode(document.root, (node) => {
    const pictures: Record<string, PictureInfo> = {};
    for (const address of addressesOf(node)) {
      const found = info.get(MEDIA_ADDRESS.exec(address)![1]);
      if (found) pictures[address] = found;
    }
    return Object.keys(pictures).length ? { ...node, pictures } : node;
  });
  return { ...document, root: root as SavedDocument['root'] };
}

/**
 * For readers' lists: each page summary whose card image (`image_url`) is an upload with derivatives gets its
 * `picture` beside it, for the whole list in one query. Until the derivatives exist the card keeps the original.
 */
export async function withCardPictures<T extends { attributes: Pick<PageSummary, 'image_url' | 'picture'> }>(
  deps: AppDeps,
  summaries: T[],
): Promise<T[]> {
  const hashOf = (summary: T) => MEDIA_ADDRESS.exec(summary.attributes.image_url ?? '')?.[1];
  const info = await picturesOf(deps, new Set(summaries.map(hashOf).filter((hash) => hash !== undefined)));
  for (const summary of summaries) {
    const found = info.get(hashOf(summary) ?? '');
    if (found) summary.attributes.picture = found;
  }
  return summaries;
}
