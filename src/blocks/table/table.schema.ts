import * as v from 'valibot';

/** Spec 9.2: the size picker offers 10 row options and 15 column options. */
export const TABLE_GRID = { rows: 10, columns: 15 };
export const MAX_TABLE_SIZE = 100;
export const TABLE_ROWS_MESSAGE = `Rows must be a whole number from 1 to ${MAX_TABLE_SIZE}`;
export const TABLE_COLUMNS_MESSAGE = `Columns must be a whole number from 1 to ${MAX_TABLE_SIZE}`;

/** The table dialog's form (spec 5.2): rows and columns, both numbers defaulting to 1. */
export const tableSizeSchema = v.object({
  rows: v.pipe(v.number(), v.integer(TABLE_ROWS_MESSAGE), v.minValue(1, TABLE_ROWS_MESSAGE), v.maxValue(MAX_TABLE_SIZE, TABLE_ROWS_MESSAGE)),
  columns: v.pipe(
    v.number(),
    v.integer(TABLE_COLUMNS_MESSAGE),
    v.minValue(1, TABLE_COLUMNS_MESSAGE),
    v.maxValue(MAX_TABLE_SIZE, TABLE_COLUMNS_MESSAGE),
  ),
});
export type TableSize = v.InferOutput<typeof tableSizeSchema>;
export const tableSizeDefaults: TableSize = { rows: 1, columns: 1 };

/** Stored fields of a `tablecell`: `headerState` is Lexical's bit set, 0 for a plain cell. */
export const tableCellSchema = v.looseObject({
  headerState: v.optional(v.number()),
  colSpan: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  rowSpan: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  backgroundColor: v.optional(v.nullable(v.string())),
});

export const TABLE_CELL_DEFAULTS = { version: 1, headerState: 0, colSpan: 1, rowSpan: 1, backgroundColor: null, direction: 'ltr', format: '', indent: 0 };
export const HEADER_ROW = 1;
