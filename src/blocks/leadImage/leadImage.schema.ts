import * as v from 'valibot';
import type { SavedNode } from '../../../contract/document';

export const LEAD_IMAGE_NODE = 'leadImage';

/** Stored fields of `lead-image` (spec 3.1). */
export interface LeadImageFields {
  tagline: string;
  image: string;
  image_caption: string;
  isVideo: boolean;
}
export const leadImageDefaults: LeadImageFields = { tagline: '', image: '', image_caption: '', isVideo: false };

export function leadImageFieldsOf(node: SavedNode): LeadImageFields {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { tagline: text(node.tagline), image: text(node.image), image_caption: text(node.image_caption), isVideo: node.isVideo === true };
}

/** Spec 2.6: the lead image dialog has the tagline and the image caption; Save when changed. */
export const leadImageSettingsSchema = v.object({
  tagline: v.pipe(v.string(), v.trim()),
  image_caption: v.pipe(v.string(), v.trim()),
});
export type LeadImageSettings = v.InferOutput<typeof leadImageSettingsSchema>;

/** Spec 9.2: the uploader area is 372 px tall. */
export const LEAD_UPLOADER_HEIGHT = 372;
