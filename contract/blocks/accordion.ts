import * as v from 'valibot';
import { defineBlock } from './define';

/** collapsible-container (spec 3.1): a title and a content part. */
export const accordionContract = defineBlock({
  name: 'accordion',
  savedTypes: ['collapsible-container'],
  partTypes: ['collapsible-title', 'collapsible-content'],
  schema: v.object({ open: v.optional(v.boolean(), true), direction: v.optional(v.nullable(v.string()), 'ltr') }),
});
