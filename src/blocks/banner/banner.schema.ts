import * as v from 'valibot';
import { cardLinkSchema, requiredText } from '../taggedPreview/taggedPreview.schema';

export const BANNER_NODE = 'banner';

/** Stored fields of `banner` (spec 3.1); the dialog validates with the tagged preview's rules and messages (5.2). */
export const bannerSchema = v.object({
  title: requiredText('Title is required'),
  description: requiredText('Description is required'),
  link: cardLinkSchema,
});
export type BannerFields = v.InferOutput<typeof bannerSchema>;
export const bannerDefaults: BannerFields = { title: '', description: '', link: '' };
