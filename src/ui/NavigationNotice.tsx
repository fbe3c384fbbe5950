import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { useMessages } from '../i18n/useMessages';
import { ReaderIcon } from './ReaderIcon';
import './navigationNotice.css';

/** Why the app brought someone to this screen: a key of the reader catalogue's `navigationNotice.*` texts. */
export type NavigationNoticeKey = 'linkAccessDenied';

interface NoticeState {
  notice?: NavigationNoticeKey;
  locale?: Locale;
}

const NOTICES = { linkAccessDenied: 'navigationNotice.linkAccessDenied' } as const;

/** Router state that makes the next screen say why it was opened, in `locale`; `/` takes that locale's home page. */
export function navigationNotice(notice: NavigationNoticeKey, locale: Locale): NoticeState {
  return { notice, locale };
}

/** The locale a navigation to `/` asked for in its notice, if any. */
export function noticeLocaleOf(state: unknown): Locale | null {
  const locale = (state as NoticeState | null)?.locale;
  return locale === 'en' || locale === 'hk' ? locale : null;
}

/**
 * The notice a navigation carried in its router state, until dismissed. It is taken off the history entry at once,
 * so a reload (which keeps history state) or coming back later does not show it again.
 */
export function NavigationNotice() {
  const t = useMessages(readerMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state as NoticeState | null)?.notice;
  const [notice, setNotice] = useState<NavigationNoticeKey | null>(carried && carried in NOTICES ? carried : null);
  useEffect(() => {
    if (!carried) return;
    if (carried in NOTICES) setNotice(carried);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [carried, location.hash, location.pathname, location.search, navigate]);
  if (!notice) return null;
  return (
    <div className="navigation-notice" role="alert">
      <p>{t(NOTICES[notice])}</p>
      <button type="button" className="navigation-notice__dismiss" aria-label={t('navigationNotice.dismiss')} title={t('navigationNotice.dismiss')} onClick={() => setNotice(null)}>
        <ReaderIcon name="close" size={18} />
      </button>
    </div>
  );
}
