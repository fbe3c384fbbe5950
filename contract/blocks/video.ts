import * as v from 'valibot';
import { defineBlock, text } from './define';
import { mediaPosition } from './mediaPosition';

/** video-node (spec 3.1). */
export const videoContract = defineBlock({
  name: 'video',
  savedTypes: ['video-node'],
  schema: v.object({ src: text(), caption: text(), position: mediaPosition() }),
  text: ['caption'],
  media: ['src'],
});
