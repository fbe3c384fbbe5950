import * as v from 'valibot';
import { card, cardRoles } from './card';
import { defineBlock, text } from './define';

/** gray-cards and white-cards (spec 3.1): cards whose `image` is a colour hex or a picture's address. */
export const previewCardsContract = defineBlock({
  name: 'previewCards',
  savedTypes: ['gray-cards', 'white-cards'],
  schema: v.object({
    cards: v.array(
      v.looseObject({ ...card.entries, image: text(), image_alt: v.optional(v.string()), image_decorative: v.optional(v.boolean()) }),
    ),
  }),
  items: { cards: { ...cardRoles, media: ['image'] } },
});
