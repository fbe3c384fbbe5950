import * as v from 'valibot';
import { isSafeMediaSource } from './links';
import { positiveInt32 } from './numbers';
import { SLUG_MESSAGES, slugProblemOf } from './slugs';

// A module of its own, away from resources.ts, which readers' pages import: the address rules stay with the editor.

/** PUT /api/pages/{id}/settings: the page's address, its SEO description, social image and counterpart page. */
export const pageSettingsBody = v.object({
  page: v.object({
    version: positiveInt32(),
    slug: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? slugProblemOf(dataset.value) : null;
          if (problem) addIssue({ message: SLUG_MESSAGES[problem] });
        }),
      ),
    ),
    seo_description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Keep the description under 300 characters.'))),
    social_image: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(2000),
          v.check((address) => isSafeMediaSource(address) && !address.startsWith('#'), 'Use an uploaded image or an https address.'),
        ),
      ),
    ),
    counterpart_page_id: v.optional(v.nullable(positiveInt32())),
  }),
});
export type PageSettingsBody = v.InferOutput<typeof pageSettingsBody>;
