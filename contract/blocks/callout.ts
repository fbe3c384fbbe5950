import * as v from 'valibot';
import { defineBlock } from './define';

/** The callout ("supplementary", spec 3.1): a wrapper with a title part and a content part. */
export const calloutContract = defineBlock({
  name: 'callout',
  savedTypes: ['custom-block-element-node'],
  partTypes: ['custom-supplementary-title-node', 'custom-supplementary-content-node'],
  schema: v.object({ customClassName: v.optional(v.string(), 'supplementary-wrapper') }),
});
