import { useNavigate, useParams } from 'react-router-dom';
import type { Collection } from '../../contract';
import { ApiError } from '../api/client';
import * as content from '../api/content';
import { EventProgramme } from '../events/EventProgramme';
import { PageToolbar } from '../memo/PageToolbar';
import { PageArticle } from '../reader/PageArticle';
import { useEditMode } from '../store/editMode';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { isCollection } from './collectionLabels';
import { NotFoundRoute } from './NotFoundRoute';
import { collectionPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useRemote } from './useRemote';

export function PageRoute() {
  const { collection, slug } = useParams();
  if (!isCollection(collection) || !slug) return <NotFoundRoute />;
  return <PageLoader collection={collection} slug={slug} />;
}

function PageLoader({ collection, slug }: { collection: Collection; slug: string }) {
  const locale = useLocale();
  const remote = useRemote(`${collection}/${slug}`, (signal) => content.page(collection, slug, { signal }));
  const editing = useEditMode((state) => state.editing);
  const navigate = useNavigate();
  const missing = remote.status === 'error' && remote.error instanceof ApiError && remote.error.status === 404;
  const title = remote.status === 'ready' ? remote.data.attributes.title : null;
  useDocumentMeta(missing ? 'Page not found' : remote.status === 'error' ? 'Page not available' : title, locale);
  if (remote.status === 'loading') return <LoadingMessage />;
  if (remote.status === 'error') {
    if (missing) return <NotFoundRoute />;
    return (
      <div className="notice">
        <h1>Page not available</h1>
        <ErrorMessage error={remote.error} />
      </div>
    );
  }
  return (
    <>
      <PageToolbar page={remote.data.attributes} editing={editing} onDeleted={() => navigate(collectionPathOf(locale, collection))} />
      <PageArticle page={remote.data.attributes} editLink={false} />
      {collection === 'events' && <EventProgramme eventSlug={slug} />}
    </>
  );
}
