import * as v from 'valibot';
import { defineBlock } from './define';

/** table (spec 3.1): rows of cells, each cell holding blocks; `rows` and `columns` where the table has them. */
export const tableContract = defineBlock({
  name: 'table',
  savedTypes: ['table'],
  partTypes: ['tablerow', 'tablecell'],
  schema: v.object({ rows: v.optional(v.number()), columns: v.optional(v.number()) }),
});
