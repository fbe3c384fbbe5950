import * as v from 'valibot';
import { defineBlock, text } from './define';

/** lead-image (spec 3.1; `image_alt` and `image_decorative` from issue 17). */
export const leadImageContract = defineBlock({
  name: 'leadImage',
  savedTypes: ['lead-image'],
  schema: v.object({
    tagline: text(),
    image: text(),
    image_caption: text(),
    isVideo: v.optional(v.boolean(), false),
    image_alt: text(),
    image_decorative: v.optional(v.boolean(), false),
  }),
  text: ['tagline', 'image_caption'],
  media: ['image'],
});
