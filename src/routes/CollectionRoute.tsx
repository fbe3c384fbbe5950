import { useParams } from 'react-router-dom';
import type { Collection } from '../../contract';
import * as content from '../api/content';
import { PageCard } from '../ui/PageCard';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { collectionLabels, isCollection } from './collectionLabels';
import { NotFoundRoute } from './NotFoundRoute';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useRemote } from './useRemote';

export const COLLECTION_PAGE_SIZE = 50;

export function CollectionRoute() {
  const { collection } = useParams();
  if (!isCollection(collection)) return <NotFoundRoute />;
  return <CollectionList key={collection} collection={collection} />;
}

function CollectionList({ collection }: { collection: Collection }) {
  const locale = useLocale();
  const label = collectionLabels[collection];
  useDocumentMeta(label, locale, `All ${label.toLowerCase()} published on Masthead.`);
  const remote = useRemote(`${collection}:${locale}`, (signal) =>
    content.list(collection, { locale, limit: COLLECTION_PAGE_SIZE, signal }),
  );
  return (
    <div className="collection">
      <h1>{label}</h1>
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' &&
        (remote.data.data.length === 0 ? (
          <p className="empty">Nothing has been published here yet.</p>
        ) : (
          <>
            <p className="collection__count">
              {remote.data.meta.total > remote.data.data.length
                ? `Showing the latest ${remote.data.data.length} of ${remote.data.meta.total}.`
                : `${remote.data.meta.total} ${remote.data.meta.total === 1 ? 'page' : 'pages'}.`}
            </p>
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
