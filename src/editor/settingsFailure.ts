import { slugProblemOf, type SlugProblem } from '../../contract/slugs';
import type { Locale } from '../../contract';
import type { EditorToolsKey } from '../i18n/editorTools.en';
import type { Translate } from '../i18n/translate';
import { ApiError, ConflictError } from '../store/refusals';
import { changeFailureText } from './changeFailure';

/** An address's problem, in the settings' words; `{example}` is filled with a good address. */
export const SLUG_PROBLEM_KEYS: Record<SlugProblem, EditorToolsKey> = {
  required: 'settings.slugRequired',
  tooLong: 'settings.slugTooLong',
  format: 'settings.slugFormat',
  digitsOnly: 'settings.slugDigits',
  reserved: 'settings.slugReserved',
};

export function slugProblemText(problem: SlugProblem, t: Translate<EditorToolsKey>): string {
  return t(SLUG_PROBLEM_KEYS[problem], { example: 'spring-open-day' });
}

/** Each field of the settings' body (`page.slug`...), by what its refusal says to the editor. */
const FIELD_KEYS: Record<string, EditorToolsKey> = {
  seo_description: 'settings.seoTooLong',
  social_image: 'settings.imageInvalid',
  counterpart_page_id: 'settings.counterpartInvalid',
};

/**
 * Why the settings were not saved, in the editor's language and never with a field's name: a taken address (409 with
 * `fields.slug`), a field the server refused (400 with `fields`), else a change made elsewhere or the server's words.
 */
export function settingsFailureText(failure: unknown, t: Translate<EditorToolsKey>, locale: Locale, sentSlug?: string): string {
  if (!(failure instanceof ApiError)) return changeFailureText(failure, t, locale);
  const fields = Object.keys(failure.fields).map((field) => field.replace(/^page\./, ''));
  if (failure instanceof ConflictError && fields.includes('slug')) return t('settings.slugTaken');
  if (failure.status !== 400 || fields.length === 0) return changeFailureText(failure, t, locale);
  if (fields.includes('slug')) return slugProblemText(slugProblemOf(sentSlug ?? '') ?? 'format', t);
  const known = fields.find((field) => Object.hasOwn(FIELD_KEYS, field));
  return known ? t(FIELD_KEYS[known], { scheme: 'https://' }) : t('settings.invalid');
}
