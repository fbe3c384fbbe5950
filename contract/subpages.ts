import * as v from 'valibot';
import type { SavedDocument, SavedNode } from './document';
import { MAX_INT32, positiveInt32 } from './numbers';

/** A subpage as the lookup endpoints return it (spec 3.3). */
export interface SubpageAttributes {
  page_id: number;
  title: string;
  slug: string;
  published: boolean;
  trashed_at: string | null;
  public_route: string;
}

/** Page ids in a query: "1,2,3" or "[1,2,3]" (spec 7.3 uses both forms). At most 200. */
export const pageIdList = v.pipe(
  v.string(),
  v.transform((text) => text.trim().replace(/^\[|\]$/g, '')),
  v.regex(/^\s*[1-9][0-9]{0,9}(\s*,\s*[1-9][0-9]{0,9})*\s*$/, 'page_ids must be a comma-separated list of page ids.'),
  v.transform((text) => [...new Set(text.split(',').map((id) => Number(id.trim())))]),
  v.check((ids) => ids.length <= 200, 'At most 200 page ids at a time.'),
  v.check((ids) => ids.every((id) => id <= MAX_INT32), 'page_ids must be a comma-separated list of page ids.'),
);

export const lookupQuery = v.object({ page_ids: pageIdList });

/** POST /api/ex/content_pages: a data room page (spec 3.3); `parent_sub_page_id` is ours, for data room subpages. */
export const createContentPageBody = v.object({
  content_page: v.object({
    title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required.'), v.maxLength(300)), 'New page'),
    parent_sub_page_id: v.optional(v.nullable(positiveInt32())),
  }),
});

/** The page a subpage block points to, or null when its `page_id` is no page id. */
export function subpageIdOf(node: SavedNode): number | null {
  const id = Number(node.page_id);
  return Number.isInteger(id) && id > 0 && id <= MAX_INT32 ? id : null;
}

/** The page ids of the subpage blocks in a saved document. */
export function subpageIdsIn(document: SavedDocument): number[] {
  const ids = new Set<number>();
  const stack: SavedNode[] = [...document.root.children];
  while (stack.length) {
    const node = stack.pop()!;
    const id = node.type === 'subpage' ? subpageIdOf(node) : null;
    if (id !== null) ids.add(id);
    if (node.children) stack.push(...node.children);
  }
  return [...ids];
}

/** The document with each subpage block replaced by what `replace` gives (null removes it); other nodes are shared. */
export function replaceSubpageBlocks(document: SavedDocument, replace: (node: SavedNode) => SavedNode | null): SavedDocument {
  const visit = (node: SavedNode): SavedNode => {
    if (!node.children) return node;
    let changed = false;
    const children: SavedNode[] = [];
    for (const child of node.children) {
      const next = child.type === 'subpage' ? replace(child) : visit(child);
      if (next !== child) changed = true;
      if (next) children.push(next);
    }
    return changed ? { ...node, children } : node;
  };
  return { ...document, root: visit(document.root) as SavedDocument['root'] };
}
