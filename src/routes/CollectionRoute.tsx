import { lazy, Suspense } from 'react';
import { COLLECTION_PAGE_SIZE } from '../../contract/readerQueries';
import { Link, useParams } from 'react-router-dom';
import { selectMayWrite, useSession } from '../store/session';
import type { Collection } from '../../contract';
import { useCollectionPages } from '../store/readerContent';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { readerMessages } from '../i18n/reader';
import { collectionLabelOf, isCollection } from './collectionLabels';
import { NotFoundRoute } from './NotFoundRoute';
import { useDocumentMeta, useSiteName } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

export { COLLECTION_PAGE_SIZE };

// Staff's drafts and scheduled pages of the collection (issue 33): loaded only for those who may write.
const CollectionUnpublished = lazy(() => import('../dashboard/CollectionUnpublished'));

export function CollectionRoute() {
  const { collection } = useParams();
  if (!isCollection(collection)) return <NotFoundRoute />;
  return <CollectionList key={collection} collection={collection} />;
}

function CollectionList({ collection }: { collection: Collection }) {
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  const label = collectionLabelOf(collection, locale);
  const mayWrite = useSession(selectMayWrite);
  const site = useSiteName(locale);
  useDocumentMeta(label, locale, t('collectionPage.description', { collection: label.toLowerCase(), site }));
  const remote = useCollectionPages(collection, locale, COLLECTION_PAGE_SIZE);
  return (
    <div className="collection">
      <div className="collection__head">
        <h1>{label}</h1>
        {mayWrite && (
          <Link className="button button--quiet" to={`/${locale}/page-templates/${collection}/create-page`}>
            {t('collectionPage.newPage')}
          </Link>
        )}
      </div>
      {mayWrite && (
        <Suspense fallback={null}>
          <CollectionUnpublished collection={collection} locale={locale} />
        </Suspense>
      )}
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        (remote.data.data.length === 0 ? (
          <p className="empty">{t('collectionPage.empty')}</p>
        ) : (
          <>
            {/* A site, not a CMS: no page count, only a note when the list is cut short. */}
            {remote.data.meta.total > remote.data.data.length && (
              <p className="collection__count">
                {t('collectionPage.count', { shown: remote.data.data.length, total: remote.data.meta.total })}
              </p>
            )}
            <ul className="card-grid">
              {remote.data.data.map((page) => (
                <li key={page.id}>
                  <PageCard page={page.attributes} locale={locale} headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}
