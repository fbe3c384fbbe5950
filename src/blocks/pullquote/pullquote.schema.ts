import * as v from 'valibot';
import { PULLQUOTE_POSITIONS as QUOTE_POSITIONS } from '../../../contract/blocks/pullquote';
import type { BlocksKey } from '../../i18n/blocks.en';

export { QUOTE_POSITIONS };
export type QuotePosition = (typeof QUOTE_POSITIONS)[number];
export const QUOTE_POSITION_LABELS: Record<QuotePosition, BlocksKey> = {
  left: 'position.left',
  center: 'position.center',
  right: 'position.right',
};

/** Stored fields of `project-new-blockquote-container` and `blockquote-container` (spec 3.1). */
export const quoteSchema = v.looseObject({
  __position: v.optional(v.picklist(QUOTE_POSITIONS)),
});
export type QuoteFields = v.InferOutput<typeof quoteSchema>;

export const pullquoteDefaults = { __position: 'center' } satisfies QuoteFields;
export const blockquoteDefaults = { __position: 'left' } satisfies QuoteFields;

export function isQuotePosition(value: unknown): value is QuotePosition {
  return QUOTE_POSITIONS.includes(value as QuotePosition);
}
