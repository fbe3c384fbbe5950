import * as v from 'valibot';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';

/** Spec 9.2: the size picker offers 10 row options and 15 column options. */
export const TABLE_GRID = { rows: 10, columns: 15 };
export const MAX_TABLE_SIZE = 100;
/** A whole number from 1 to MAX_TABLE_SIZE, with one message for anything else (an empty field too). */
const tableSide = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_TABLE_SIZE, message));

/** The table dialog's form (spec 5.2; messages from `t`): rows and columns, both numbers defaulting to 1. */
export const tableSizeSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    rows: tableSide(t('table.rowsInvalid', { max: MAX_TABLE_SIZE })),
    columns: tableSide(t('table.columnsInvalid', { max: MAX_TABLE_SIZE })),
  });
export type TableSize = v.InferOutput<ReturnType<typeof tableSizeSchemaOf>>;
export const tableSizeDefaults: TableSize = { rows: 1, columns: 1 };

/** Stored fields of a `tablecell`: `headerState` is Lexical's bit set, 0 for a plain cell. */
export const tableCellSchema = v.looseObject({
  headerState: v.optional(v.number()),
  colSpan: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  rowSpan: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  backgroundColor: v.optional(v.nullable(v.string())),
});

export const TABLE_CELL_DEFAULTS = {
  version: 1,
  headerState: 0,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  direction: 'ltr',
  format: '',
  indent: 0,
};
export const HEADER_ROW = 1;
