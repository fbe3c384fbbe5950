import * as v from 'valibot';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';

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

export function removalQuestion(title: string, locale: Locale = 'en'): string | null {
  if (!title.trim()) return null;
  return translatorOf(blocksMessages, locale)('subpage.removalQuestion', { title });
}

export { subpageIdsIn } from '../../../contract/subpages';
