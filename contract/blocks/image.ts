import * as v from 'valibot';
import { defineBlock, text } from './define';
import { mediaPosition } from './mediaPosition';

/** inline-image (spec 3.1; `altText` and `decorative` from issue 17, see contract/imageAlt.ts). */
export const imageContract = defineBlock({
  name: 'image',
  savedTypes: ['inline-image'],
  schema: v.object({
    src: text(),
    caption: text(),
    narrativeCaption: text(),
    position: mediaPosition(),
    isPlaceholder: v.optional(v.boolean(), false),
    altText: text(),
    decorative: v.optional(v.boolean(), false),
  }),
  text: ['caption', 'narrativeCaption'],
  media: ['src'],
});
