import { and, eq, ne } from 'drizzle-orm';
import { INVALID_TYPE_MESSAGES, MAX_MEDIA_BYTES, tooLargeMessage, type MediaKind } from '../../contract/media';
import type { MediaUpload } from '../../contract/mediaUploads';
import type { AppDeps } from '../deps';
import { media } from '../db/mediaSchema';
import type { User } from '../db/schema';
import { sha256Hex } from '../storage/s3Signature';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { canDeleteMedia, canManageMedia } from '../policies/media';
import { presentMedia } from '../presenters/media';
import { lockMediaHash, mediaKeyOf } from './mediaFiles';
import { acceptedType } from './mediaType';
import { hashesInUse } from './mediaUsage';
import { deleteDerivatives, enqueueDerivatives } from './imageDerivatives';
import { MAX_INT32 } from '../../contract/numbers';
import { recordAudit } from './auditLog';
import type { AuditChanges } from '../../contract/audit';

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Refuses callers who may not upload or delete media at all. */
export function refuseUnlessMediaManager(user: User | null): void {
  if (!canManageMedia(user)) throw forbidden('Only editors can upload or delete media.');
}

export function maxBytesOf(deps: AppDeps, kind: MediaKind): number {
  return deps.config.maxMediaBytes[kind] ?? MAX_MEDIA_BYTES[kind];
}

function readData(data: string): { dataType: string | null; base64: string } {
  const header = DATA_URL.exec(data.slice(0, 512));
  if (!header) return { dataType: null, base64: data };
  if (!header[2].split(';').includes('base64')) throw badRequest('A data: URL must be base64.');
  return { dataType: header[1].trim().toLowerCase() || null, base64: data.slice(header[0].length) };
}

function decodeBase64(text: string): Uint8Array | null {
  const clean = /\s/.test(text) ? text.replace(/\s+/g, '') : text;
  if (clean.length % 4 === 1 || !BASE64.test(clean)) return null;
  const nodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): Uint8Array } }).Buffer;
  if (nodeBuffer) return new Uint8Array(nodeBuffer.from(clean, 'base64'));
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Stores an upload: decodes the base64, takes the type from the bytes, refuses a type outside 5.3 or one that differs
 * from the declared type, and names the file by its SHA-256 so equal bytes are stored once.
 */
export async function uploadMedia(deps: AppDeps, user: User, kind: MediaKind, upload: MediaUpload) {
  refuseUnlessMediaManager(user);
  const maxBytes = maxBytesOf(deps, kind);
  const { dataType, base64 } = readData(upload.data);
  if (Math.floor((base64.length * 3) / 4) > maxBytes + 2) throw new ApiError(413, tooLargeMessage(kind, maxBytes));
  const bytes = decodeBase64(base64);
  if (!bytes) throw badRequest(`The ${kind} data is not valid base64.`);
  if (!bytes.length) throw badRequest(`The ${kind} is empty.`);
  if (bytes.length > maxBytes) throw new ApiError(413, tooLargeMessage(kind, maxBytes));
  const contentType = await acceptedType(kind, bytes, { dataType, name: upload.name });
  if (!contentType) throw badRequest(INVALID_TYPE_MESSAGES[kind]);
  const hash = await sha256Hex(bytes);
  const storage = deps.storage!;
  const row = await deps.database.db.transaction(async (tx) => {
    await lockMediaHash(tx, hash);
    const [stored] = await tx.select({ id: media.id }).from(media).where(eq(media.hash, hash)).limit(1);
    const [created] = await tx
      .insert(media)
      .values({
        hash,
        kind,
        contentType,
        size: bytes.length,
        originalName: upload.name.trim(),
        caption: upload.caption.trim(),
        ownerId: user.id,
        createdAt: deps.clock(),
      })
      .returning();
    await enqueueDerivatives(deps, tx, hash, contentType, deps.clock());
    await recordAudit(tx, deps, { action: 'media.upload', actor: user, changes: mediaChanges(created, 'to') });
    if (!stored) {
      try {
        await storage.put(mediaKeyOf(hash, contentType), bytes, contentType);
      } catch (error) {
        console.error('Storing an upload failed', error);
        throw new ApiError(503, 'The file could not be stored. Please try again.');
      }
    }
    return created;
  });
  return presentMedia(row);
}

/** An upload in an audit entry: its id, kind, name and size, as what it became (`to`) or what it was (`from`). */
function mediaChanges(row: { id: number; kind: string; originalName: string; size: number }, side: 'from' | 'to'): AuditChanges {
  const field = (value: unknown) => (side === 'to' ? { from: null, to: value } : { from: value, to: null });
  return { media: field(row.id), kind: field(row.kind), name: field(row.originalName), size: field(row.size) };
}

function parseMediaId(text: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_INT32 ? Number(text) : null;
}

/** DELETE /api/images/{id}: its uploader removes an image no page points to; the file goes with the last upload of it. */
export async function deleteImage(deps: AppDeps, user: User, idText: string): Promise<void> {
  refuseUnlessMediaManager(user);
  const id = parseMediaId(idText);
  if (id === null) throw notFound('Image not found.');
  const storage = deps.storage!;
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.kind, 'image')));
    if (!row) throw notFound('Image not found.');
    if (!canDeleteMedia(user, row)) throw forbidden('Only the person who uploaded an image can delete it.');
    await lockMediaHash(tx, row.hash);
    if ((await hashesInUse(tx, [row.hash])).size) throw conflict('A page still shows this image; remove it from the page first.');
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, deps, { action: 'media.delete', actor: user, changes: mediaChanges(row, 'from') });
    const [other] = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.hash, row.hash), ne(media.id, id)))
      .limit(1);
    if (other) return;
    await storage.delete(mediaKeyOf(row.hash, row.contentType));
    await deleteDerivatives(tx, storage, row.hash);
  });
}
