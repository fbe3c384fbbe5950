import * as v from 'valibot';
import { defineBlock } from './define';

/** subpage (spec 3.1): an embedded page, by its id and its routes. */
export const subpageContract = defineBlock({
  name: 'subpage',
  savedTypes: ['subpage'],
  schema: v.object({
    title: v.string(),
    unique_slug: v.string(),
    system: v.picklist(['csw', 'projects', 'data']),
    editor_unique_slug: v.string(),
    public_route: v.string(),
    editor_route: v.string(),
    page_id: v.union([v.number(), v.string()]),
  }),
  names: ['title'],
  links: ['public_route', 'editor_route'],
});
