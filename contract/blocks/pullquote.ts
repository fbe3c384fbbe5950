import * as v from 'valibot';
import { defineBlock } from './define';

export const PULLQUOTE_POSITIONS = ['left', 'center', 'right'] as const;

/** project-new-blockquote-container (the pullquote: title and content) and the older blockquote-container (spec 3.1). */
export const pullquoteContract = defineBlock({
  name: 'pullquote',
  savedTypes: ['project-new-blockquote-container', 'blockquote-container'],
  partTypes: ['blockquote-title', 'blockquote-content'],
  schema: v.object({ __position: v.optional(v.picklist(PULLQUOTE_POSITIONS), 'center') }),
});
