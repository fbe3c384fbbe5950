import * as v from 'valibot';
import { defineBlock } from './define';

/** The red bar heading (spec 3.1): a container around one of two text types. */
export const redBarContract = defineBlock({
  name: 'redBar',
  savedTypes: ['custom-redbar-container-node', 'redbartext', 'component-picker-redbartext'],
  schema: v.object({ customClassName: v.optional(v.string(), 'red-bar-block') }),
});
