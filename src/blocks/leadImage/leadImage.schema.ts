import { defaultsOf } from '../../../contract/blocks/define';
import { leadImageContract } from '../../../contract/blocks/leadImage';
import * as v from 'valibot';
import type { SavedNode } from '../../../contract/document';

export const LEAD_IMAGE_NODE = 'leadImage';

/** Stored fields of `lead-image` (spec 3.1). */
export interface LeadImageFields {
  tagline: string;
  image: string;
  image_caption: string;
  isVideo: boolean;
  /** Issue 17: the picture's alt text apart from its caption, or the decorative mark (contract/imageAlt.ts). */
  image_alt: string;
  image_decorative: boolean;
}
export const leadImageDefaults = defaultsOf(leadImageContract) as LeadImageFields;

export function leadImageFieldsOf(node: SavedNode): LeadImageFields {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    tagline: text(node.tagline),
    image: text(node.image),
    image_caption: text(node.image_caption),
    isVideo: node.isVideo === true,
    image_alt: text(node.image_alt),
    image_decorative: node.image_decorative === true,
  };
}

/** Spec 2.6: the lead image dialog has the tagline and the image caption; Save when changed. */
export const leadImageSettingsSchema = v.object({
  tagline: v.pipe(v.string(), v.trim()),
  image_caption: v.pipe(v.string(), v.trim()),
  image_alt: v.pipe(v.string(), v.trim()),
  image_decorative: v.boolean(),
});
export type LeadImageSettings = v.InferOutput<typeof leadImageSettingsSchema>;

/** Spec 9.2: the uploader area is 372 px tall. */
export const LEAD_UPLOADER_HEIGHT = 372;
