import * as v from 'valibot';
import type { Locale } from '../../../contract';
import { subpageContract } from '../../../contract/blocks/subpage';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';

/** Stored fields of `subpage` (spec 3.1): its contract's. */
export const subpageSchema = subpageContract.schema;
export type SubpageFields = v.InferOutput<typeof subpageSchema>;
export const SUBPAGE_FIELDS = Object.keys(subpageContract.schema.entries) as Array<keyof SubpageFields>;

export function removalQuestion(title: string, locale: Locale = 'en'): string | null {
  if (!title.trim()) return null;
  return translatorOf(blocksMessages, locale)('subpage.removalQuestion', { title });
}

export { subpageIdsIn } from '../../../contract/subpages';
