import * as v from 'valibot';
import { defineBlock, text } from './define';

/** banner (spec 3.1). */
export const bannerContract = defineBlock({
  name: 'banner',
  savedTypes: ['banner'],
  schema: v.object({ title: text(), description: text(), link: text() }),
  text: ['title', 'description'],
  links: ['link'],
});
