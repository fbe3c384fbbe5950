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
  // Thrown, not passed to use(): once the texts have come, the screen renders without asking again, and a use() that
  // vanished between a suspended render and React's replay of it is an error React refuses (520 on hydration).
  if (shown === 'hk' && !messages.hk && messages.loadHk) {
    // A failed load goes to the screen's error boundary (React retries a thrown promise however it settles, so throwing
    // it again would wait for ever); the error screen's home link loads the site afresh.
    if (messages.hkError !== undefined) throw messages.hkError;
    throw messages.loadHk();
  }
  return translatorOf(messages, shown);
}
