import { defaultsOf } from '../../../contract/blocks/define';
import { videoContract } from '../../../contract/blocks/video';
import * as v from 'valibot';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';
import { MEDIA_POSITIONS, type MediaPosition } from '../image/image.schema';

export const VIDEO_NODE = 'videoNode';

/** Stored fields of `video-node` (spec 3.1). */
export interface VideoFields {
  src: string;
  caption: string;
  position: MediaPosition;
}
export const videoDefaults = defaultsOf(videoContract) as VideoFields;

/** Spec 2.6: the video dialog sets the caption (optional) and the position. */
export const videoSettingsSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    caption: v.pipe(v.string(), v.trim()),
    position: v.picklist(MEDIA_POSITIONS, t('validation.positionRequired')),
  });
export type VideoSettings = v.InferOutput<ReturnType<typeof videoSettingsSchemaOf>>;
