import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readerMessages } from '../i18n/reader';
import { useMessages } from '../i18n/useMessages';
import type { NavigationNoticeKey } from './navigationNoticeState';
import { ReaderIcon } from './ReaderIcon';
import './navigationNotice.css';

/**
 * The notice a navigation carried in its router state (navigationNoticeState.ts), until dismissed. It is taken off the
 * history entry at once, so a reload (which keeps history state) or coming back later does not show it again. Loaded
 * only when there is one.
 */
export default function NavigationNotice({ notice }: { notice: NavigationNoticeKey }) {
  const t = useMessages(readerMessages);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    void navigate(`${pathname}${search}${hash}`, { replace: true, state: null });
    // Once, as it shows: the entry it came with is the one to clear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!shown) return null;
  return (
    <div className="navigation-notice" role="alert">
      <p>{t(`navigationNotice.${notice}`)}</p>
      <button
        type="button"
        className="navigation-notice__dismiss"
        aria-label={t('navigationNotice.dismiss')}
        title={t('navigationNotice.dismiss')}
        onClick={() => setShown(false)}
      >
        <ReaderIcon name="close" size={18} />
      </button>
    </div>
  );
}
