import * as v from 'valibot';
import { card, cardRoles } from './card';
import { defineBlock } from './define';

/** tagged-preview (spec 3.1): cards with a colour. */
export const taggedPreviewContract = defineBlock({
  name: 'taggedPreview',
  savedTypes: ['tagged-preview'],
  schema: v.object({ cards: v.array(v.looseObject({ ...card.entries, color: v.optional(v.string()) })) }),
  items: { cards: cardRoles },
});
