import { Star } from 'lucide-react';
import { useEffect } from 'react';
import { memoMessages } from '../i18n/memo';
import { useLocale } from '../routes/useLocale';
import { useFavourites } from '../store/favourites';
import { useMessages } from '../i18n/useMessages';

interface FavouriteToggleProps {
  pageId: number;
  /** What the server said when the page was loaded. */
  initial?: boolean;
}

export function FavouriteToggle({ pageId, initial }: FavouriteToggleProps) {
  const locale = useLocale();
  const t = useMessages(memoMessages, locale);
  const known = useFavourites((state) => state.byPageId[pageId]);
  const pending = useFavourites((state) => state.pending[pageId] ?? false);
  const learn = useFavourites((state) => state.learn);
  const toggle = useFavourites((state) => state.toggle);
  const favourite = known ?? initial ?? false;

  useEffect(() => {
    if (initial !== undefined) learn(pageId, initial);
  }, [pageId, initial, learn]);

  return (
    <button
      type="button"
      className={`button button--quiet favourite-toggle${favourite ? ' favourite-toggle--on' : ''}`}
      aria-pressed={favourite}
      aria-busy={pending || undefined}
      onClick={() => void toggle(pageId, locale)}
    >
      <Star aria-hidden size={16} fill={favourite ? 'currentColor' : 'none'} />
      {t(favourite ? 'favourite.on' : 'favourite.off')}
    </button>
  );
}

/** A read-only star for lists, following the toggle when the user changed it during this visit. */
export function FavouriteMark({ pageId, favourite }: { pageId: number; favourite: boolean }) {
  const t = useMessages(memoMessages);
  const known = useFavourites((state) => state.byPageId[pageId]);
  if (!(known ?? favourite)) return null;
  return (
    <span className="favourite-mark" title={t('favourite.mark')}>
      <Star aria-hidden size={16} fill="currentColor" />
      <span className="visually-hidden">{t('favourite.mark')}</span>
    </span>
  );
}
