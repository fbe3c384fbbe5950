import { withoutCommentMarks } from '../../contract/commentMarks';
import { draftOf } from './pageDrafts';
import { eq } from 'drizzle-orm';
import type { SavedDocument, SavedNode } from '../../contract/document';
import { replaceSubpageBlocks, subpageIdOf, subpageIdsIn } from '../../contract/subpages';
import type { AppDeps } from '../deps';
import { pages, type User } from '../db/schema';
import { readablePageIds } from './subpages';
import { withPictures } from './imageDerivatives';

/**
 * A subpage block names its page (title, slugs, routes) inside the parent's saved document, so the document would
 * reveal pages the caller may not read: a draft to anonymous readers, another person's memo to an editor.
 */
async function unreadableIn(deps: AppDeps, user: User | null, document: SavedDocument): Promise<Set<number>> {
  const ids = subpageIdsIn(document);
  if (!ids.length) return new Set();
  const readable = await readablePageIds(deps, user, ids);
  return new Set(ids.filter((id) => !readable.has(id)));
}

/**
 * For reading: the document without the subpage blocks whose page the caller may not read, and with what its images'
 * renderers need of their responsive derivatives (`withPictures`).
 */
export async function documentForReader(
  deps: AppDeps,
  user: User | null,
  document: SavedDocument,
  { keepCommentMarks = false } = {},
): Promise<SavedDocument> {
  const hidden = await unreadableIn(deps, user, document);
  const readable = replaceSubpageBlocks(keepCommentMarks ? document : withoutCommentMarks(document), (node) => {
    const id = subpageIdOf(node);
    return id !== null && !hidden.has(id) ? node : null;
  });
  return withPictures(deps, readable);
}

/** What an editor who may not read a subpage's page gets of its block: its place, type and page id, nothing of the page. */
function hiddenBlock(node: SavedNode): SavedNode {
  return {
    type: node.type,
    version: node.version,
    page_id: node.page_id,
    title: '',
    unique_slug: '',
    editor_unique_slug: '',
    public_route: '',
    editor_route: '',
    system: node.system,
  };
}

/** For editing: blocks of pages the caller may not read keep their place but say nothing of the page (restored on save). */
export async function documentForEditor(deps: AppDeps, user: User, document: SavedDocument): Promise<SavedDocument> {
  const hidden = await unreadableIn(deps, user, document);
  if (!hidden.size) return document;
  return replaceSubpageBlocks(document, (node) => (hidden.has(subpageIdOf(node)!) ? hiddenBlock(node) : node));
}

/**
 * On save: a block the editor got hidden comes back as the stored document has it, so saving a page never erases
 * what the editor could not see. Blocks of pages the editor may read are saved as sent.
 */
export async function restoreHiddenSubpages(deps: AppDeps, user: User, pageId: number, incoming: SavedDocument): Promise<SavedDocument> {
  const hidden = await unreadableIn(deps, user, incoming);
  if (!hidden.size) return incoming;
  const [stored] = await deps.database.db.select({ body: pages.body }).from(pages).where(eq(pages.id, pageId));
  // A published page's draft holds the blocks its editors last saved (issue 33), then the live copy.
  const draft = await draftOf(deps.database.db, pageId);
  const storedBlocks = new Map<number, SavedNode>();
  for (const body of [draft?.body, stored?.body]) {
    if (!body) continue;
    replaceSubpageBlocks(body, (node) => {
      const id = subpageIdOf(node);
      if (id !== null && !storedBlocks.has(id)) storedBlocks.set(id, node);
      return node;
    });
  }
  return replaceSubpageBlocks(incoming, (node) => {
    const id = subpageIdOf(node)!;
    return hidden.has(id) ? (storedBlocks.get(id) ?? node) : node;
  });
}
