import { use } from 'react';
import { useLocale } from '../routes/useLocale';
import type { Locale } from '../../contract';
import { translatorOf, type LocaleMessages, type Translate } from './translate';

/**
 * The translate function of `messages` in the locale of the current route (/en or /hk), or of `locale` when given. On
 * /hk the screen suspends until the part's zh-HK texts have loaded (once per part, src/i18n/translate.ts).
 */
export function useMessages<K extends string>(messages: LocaleMessages<K>, locale?: Locale): Translate<K> {
  const routeLocale = useLocale();
  const shown = locale ?? routeLocale;
  // Always asked for on /hk, loaded or not: a screen that suspended here must call use() again when React replays it
  // (React refuses a use() that vanishes between renders); once loaded, the promise says so and nothing waits.
  if (shown === 'hk' && messages.loadHk) use(messages.loadHk());
  return translatorOf(messages, shown);
}
