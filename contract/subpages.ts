import * as v from 'valibot';
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
