import { Link } from 'react-router-dom';
import type { Locale } from '../../contract';
import { memoMessages } from '../i18n/memo';
import { translatorOf } from '../i18n/translate';
import { formatDate } from '../reader/formatDate';
import { memoPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { useFavouriteList } from '../store/favourites';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { FavouriteToggle } from './FavouriteToggle';
import { MemoSpaceNav, MemoStatus } from './MemoSpaceNav';
import { SignedInOnly } from './SignedInOnly';
import { withNode } from './withNode';
import { useMessages } from '../i18n/useMessages';

export function FavouritesRoute() {
  const locale = useLocale();
  useDocumentMeta(translatorOf(memoMessages, locale)('memoSpace.favourites'), locale);
  return (
    <SignedInOnly>
      <Favourites locale={locale} />
    </SignedInOnly>
  );
}

function Favourites({ locale }: { locale: Locale }) {
  const t = useMessages(memoMessages, locale);
  const remote = useFavouriteList();
  return (
    <div className="memo-space">
      <h1>{t('memoSpace.favourites')}</h1>
      <MemoSpaceNav />
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} words={{ forbidden: t('favourites.noPermission') }} />}
      {remote.status === 'ready' && remote.data.data.length === 0 && <p className="empty">{t('favourites.empty')}</p>}
      {remote.status === 'ready' && remote.data.data.length > 0 && (
        <ul className="memo-favourites">
          {remote.data.data.map(({ attributes: memo }) => (
            <li key={memo.page_id} className="memo-favourites__item">
              <div>
                <Link to={memoPathOf(locale, memo.slug)}>{memo.title}</Link>
                <p className="memo-trash__meta">
                  <MemoStatus published={memo.published} />
                  {memo.owner && <span>{memo.owner.name}</span>}
                  <span>
                    {withNode(t('memo.updatedOn'), 'date', <time dateTime={memo.updated_at}>{formatDate(memo.updated_at, locale)}</time>)}
                  </span>
                </p>
              </div>
              <FavouriteToggle pageId={memo.page_id} initial={memo.is_favourite} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
