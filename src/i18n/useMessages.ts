import { useLocale } from '../routes/useLocale';
import { translatorOf, type LocaleMessages, type Translate } from './translate';

/** The translate function of `messages` in the locale of the current route (/en or /hk). */
export function useMessages<K extends string>(messages: LocaleMessages<K>): Translate<K> {
  return translatorOf(messages, useLocale());
}
