import * as v from 'valibot';

/** Stored fields of `subpage` (spec 3.1). */
export const subpageSchema = v.object({
  title: v.string(),
  unique_slug: v.string(),
  system: v.picklist(['csw', 'projects', 'data']),
  editor_unique_slug: v.string(),
  public_route: v.string(),
  editor_route: v.string(),
  page_id: v.union([v.number(), v.string()]),
});
export type SubpageFields = v.InferOutput<typeof subpageSchema>;
export const SUBPAGE_FIELDS = ['title', 'unique_slug', 'system', 'editor_unique_slug', 'public_route', 'editor_route', 'page_id'] as const;

export function removalQuestion(title: string): string | null {
  if (!title.trim()) return null;
  return `Are you sure you want to delete this subpage, ${title}? It will delete all the content of this subpage including embedded subpages.`;
}

export { subpageIdsIn } from '../../../contract/subpages';
