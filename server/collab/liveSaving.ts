/**
 * The live state and the page's saved document (its draft, for a published page): the live state is saved through
 * savePage, as a PUT is (search text, revisions with coalescing, the reader cache, the audit log), and a document
 * written outside the session (a PUT by an old client, a restore, a scheduled publish, an import) is merged into the
 * live state as a change.
 */
import { eq } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { pages } from '../db/schema';
import { ApiError } from '../errors';
import { draftOf, workingCopyOf } from '../services/pageDrafts';
import { pageWhere, savePage } from '../services/pages';
import { documentOfLive, fieldsOfLive, mergeIntoLive } from './liveDocument';
import { savedMessage } from './liveProtocol';
import { SERVER_CHANGE, type LiveRoom } from './liveRoom';
import { liveRow, recordSavedVersion } from './liveStore';

/** The page as its editors have it now, or null when gone or in the trash. */
export async function workingPageOf(room: Pick<LiveRoom, 'deps' | 'pageId'>) {
  const page = await pageWhere(room.deps.database.db, eq(pages.id, room.pageId));
  if (!page || page.trashedAt) return null;
  return (await workingCopyOf(room.deps.database.db, page)).page;
}

/** Whether the page has saved changes readers do not see yet (a published page's draft), for the saved message. */
export const hasUnpublishedChanges = async (room: Pick<LiveRoom, 'deps' | 'pageId'>) =>
  (await draftOf(room.deps.database.db, room.pageId)) !== null;

const sameDocument = (a: SavedDocument, b: SavedDocument) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before saving: a version another server saved from the live state (live_pages.saved_version, written in the save's
 * transaction) is taken as this room's base, so servers sharing a session never merge their saves of it against each
 * other; only writes from outside the session are merged. The log is read to its end after the page: what another
 * server saved was logged before its save, so the room then holds all of it.
 */
async function takeLiveSaves(room: LiveRoom, current?: WorkingPage | null): Promise<boolean> {
  current ??= await workingPageOf(room);
  const row = await liveRow(room.deps.database.db, room.pageId);
  await room.catchUp();
  if (!current || !row || (row.savedVersion ?? 0) < current.version || current.version <= room.savedVersion) return false;
  room.savedVersion = current.version;
  room.savedBody = current.body;
  room.savedFields = { title: current.title, standfirst: current.precis };
  return true;
}

type WorkingPage = NonNullable<Awaited<ReturnType<typeof workingPageOf>>>;

/** Saves the live state when someone here changed it; tells the sockets the version saved. True when it saved. */
export async function saveRoom(room: LiveRoom, askedBy?: unknown): Promise<boolean> {
  const user = room.dirtyBy;
  if (!user) return false;
  await takeLiveSaves(room);
  let document = documentOfLive(room.doc, room.savedBody);
  const fields = fieldsOfLive(room.doc);
  const title = fields.title;
  const precis = fields.standfirst;
  room.dirtyBy = null;
  if (sameDocument(document, room.savedBody) && title === room.savedFields.title && precis === room.savedFields.standfirst) return false;
  const save = (version: number, merge: boolean) =>
    savePage(
      room.deps,
      user,
      String(room.pageId),
      { page: { version, lexical_body: document, title, precis } },
      { merge, inTransaction: (tx, saved) => recordSavedVersion(tx, room.pageId, saved) },
    );
  const stale = (error: unknown) => error instanceof ApiError && error.status === 409;
  let answer;
  try {
    // Another server's save of this session meanwhile is not merged with ours (a merge would put back blocks as they
    // were then): refused, it becomes our base, and ours is saved on it.
    answer = await save(room.savedVersion, false).catch(async (error: unknown) => {
      if (!stale(error)) throw error;
      await takeLiveSaves(room);
      document = documentOfLive(room.doc, room.savedBody);
      return save(room.savedVersion, true);
    });
  } catch (error) {
    // Both changed the same block: the live session's text wins, saved on the version there is now (the other
    // write stays in the page's history).
    if (!stale(error)) throw error;
    await room.catchUp();
    const current = await workingPageOf(room);
    if (!current) return false;
    document = documentOfLive(room.doc, room.savedBody);
    answer = await save(current.version, true);
  }
  const attributes = answer.attributes as typeof answer.attributes & { merged?: boolean; lexical_body?: SavedDocument };
  room.savedVersion = attributes.version;
  room.savedFields = { title, standfirst: precis };
  if (attributes.merged && attributes.lexical_body) {
    // Someone saved meanwhile outside the session: savePage merged it with ours; the live state takes the merge.
    room.savedBody = attributes.lexical_body;
    mergeIntoLive(room.doc, attributes.lexical_body, room.savedFields, SERVER_CHANGE);
    await room.flushServerWrites();
    await recordSavedVersion(room.deps.database.db, room.pageId, room.savedVersion);
  } else room.savedBody = document;
  const unpublished = attributes.has_unpublished_changes;
  for (const connection of room.connections.values())
    connection.socket.send(savedMessage(room.savedVersion, connection === askedBy, unpublished));
  return true;
}

/**
 * After a write anywhere: when the page's working copy is no longer the version the live state was saved as, the
 * live state's own changes are saved first (savePage merges them with the write), then the write is merged in.
 */
export async function followSavedPage(room: LiveRoom): Promise<void> {
  const current = await workingPageOf(room);
  if (!current || current.version === room.savedVersion) return;
  // What the people here had sent before the write reached us (the writer's own live edits among them) comes first:
  // merged after it, an edit the write also holds would be added twice.
  await room.takeInFlight();
  if (room.dirtyBy) return void (await saveRoom(room));
  // Saved from the live state by another server sharing the session: its base from now on, with nothing to merge
  // (the log holds all of it). Merged as a write from outside, it would put blocks back as they were at that save,
  // over what was typed in them since.
  if (await takeLiveSaves(room, current)) return;
  room.savedVersion = current.version;
  room.savedBody = current.body;
  room.savedFields = { title: current.title, standfirst: current.precis };
  mergeIntoLive(room.doc, current.body, room.savedFields, SERVER_CHANGE);
  await room.flushServerWrites();
  await recordSavedVersion(room.deps.database.db, room.pageId, current.version);
}
