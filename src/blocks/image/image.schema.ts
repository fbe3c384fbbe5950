import { MEDIA_POSITIONS } from '../../../contract/blocks/mediaPosition';
import { defaultsOf } from '../../../contract/blocks/define';
import { imageContract } from '../../../contract/blocks/image';
import * as v from 'valibot';
import { PLACEHOLDER_IMAGE_SRC } from '../../../contract/placeholderImage';
import type { BlocksKey } from '../../i18n/blocks.en';
import type { Translate } from '../../i18n/translate';
import { requiredText } from '../taggedPreview/taggedPreview.schema';

export const IMAGE_NODE = 'inlineImage';

export { MEDIA_POSITIONS };
export type MediaPosition = (typeof MEDIA_POSITIONS)[number];
export const MEDIA_POSITION_LABELS: Record<MediaPosition, BlocksKey> = {
  left: 'position.left',
  full: 'position.full',
  right: 'position.right',
};

export function isMediaPosition(value: unknown): value is MediaPosition {
  return MEDIA_POSITIONS.includes(value as MediaPosition);
}

/** Spec 3.1: of the two stored shapes one names the position `position`, the other says `width: "full"`, the default. */
export function storedPositionOf(node: Record<string, unknown>): MediaPosition {
  return isMediaPosition(node.position) ? node.position : 'full';
}

/** Stored fields of `inline-image` (spec 3.1). */
export interface ImageFields {
  src: string;
  caption: string;
  narrativeCaption: string;
  position: MediaPosition;
  isPlaceholder: boolean;
  /** Issue 17: what the image shows, apart from its caption (contract/imageAlt.ts). */
  altText: string;
  decorative: boolean;
}
export const imageDefaults = defaultsOf(imageContract) as ImageFields;

/** Spec 2.6 and 5.2: the caption is required after trimming; the narrative caption is optional. */
export const imageSettingsSchemaOf = (t: Translate<BlocksKey>) =>
  v.object({
    caption: requiredText(t('validation.captionRequired')),
    narrativeCaption: v.pipe(v.string(), v.trim()),
    altText: v.pipe(v.string(), v.trim()),
    decorative: v.boolean(),
  });
export type ImageSettings = v.InferOutput<ReturnType<typeof imageSettingsSchemaOf>>;

export const isUploadingImage = (attrs: { src?: unknown; isPlaceholder?: unknown }) =>
  attrs.isPlaceholder === true || attrs.src === PLACEHOLDER_IMAGE_SRC;

/** Spec 9.3: the uploading placeholder assumes an 800x600 image. */
export const PLACEHOLDER_SIZE = { width: 800, height: 600 };
