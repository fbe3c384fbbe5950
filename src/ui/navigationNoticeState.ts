import type { Locale } from '../../contract';

/** Why the app brought someone to a screen: a key of the reader catalogue's `navigationNotice.*` texts. */
export type NavigationNoticeKey = 'linkAccessDenied';

interface NoticeState {
  notice?: NavigationNoticeKey;
  locale?: Locale;
}

/** Router state that makes the next screen say why it was opened, in `locale`; `/` takes that locale's home page. */
export function navigationNotice(notice: NavigationNoticeKey, locale: Locale): NoticeState {
  return { notice, locale };
}

/** The notice a navigation carried in its router state, if it is one the app knows. */
export function noticeOf(state: unknown): NavigationNoticeKey | null {
  return (state as NoticeState | null)?.notice === 'linkAccessDenied' ? 'linkAccessDenied' : null;
}

/** The locale a navigation to `/` asked for in its notice, if any. */
export function noticeLocaleOf(state: unknown): Locale | null {
  const locale = (state as NoticeState | null)?.locale;
  return locale === 'en' || locale === 'hk' ? locale : null;
}
