import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Collection } from '../../contract';
import { PageArticle } from '../reader/PageArticle';
import { useEditMode } from '../store/editMode';
import { useSitePage } from '../store/readerContent';
import { ErrorMessage, LoadingMessage, refusalOf } from '../ui/StatusMessage';
import { useHydrated } from '../ui/useHydrated';
import { readerMessages } from '../i18n/reader';
import { isCollection } from './collectionLabels';
import { NotFoundRoute } from './NotFoundRoute';
import { collectionPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

const EventProgramme = lazy(async () => ({ default: (await import('../events/EventProgramme')).EventProgramme }));
const PageToolbar = lazy(async () => ({ default: (await import('../memo/PageToolbar')).PageToolbar }));
// Series pages only, once hydrated (its stories load in the browser): the other pages' readers do not load it.
const SeriesStories = lazy(async () => ({ default: (await import('../reader/SeriesStories')).SeriesStories }));

export function PageRoute() {
  const { collection, slug } = useParams();
  if (!isCollection(collection) || !slug) return <NotFoundRoute />;
  return <PageLoader collection={collection} slug={slug} />;
}

function PageLoader({ collection, slug }: { collection: Collection; slug: string }) {
  const locale = useLocale();
  const t = useMessages(readerMessages, locale);
  const remote = useSitePage(collection, slug);
  const editing = useEditMode((state) => state.editing);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const missing = remote.status === 'error' && refusalOf(remote.error) === 'notFound';
  const page = remote.status === 'ready' ? remote.data.attributes : null;
  useDocumentMeta(
    missing ? t('notFound.title') : remote.status === 'error' ? t('page.unavailable') : page?.title,
    locale,
    missing ? t('notFound.text') : page?.seo_description || page?.precis,
    missing ? null : (page?.social_image ?? page?.image_url),
    page,
  );
  if (remote.status === 'loading') return <LoadingMessage />;
  if (remote.status === 'error') {
    if (missing) return <NotFoundRoute />;
    return (
      <div className="notice">
        <h1>{t('page.unavailable')}</h1>
        <ErrorMessage error={remote.error} />
      </div>
    );
  }
  return (
    <>
      {remote.data.attributes.editable && (
        <Suspense fallback={null}>
          <PageToolbar page={remote.data.attributes} editing={editing} onDeleted={() => navigate(collectionPathOf(locale, collection))} />
        </Suspense>
      )}
      <PageArticle page={remote.data.attributes} editLink={false} />
      {collection === 'series' && hydrated && (
        <Suspense fallback={null}>
          <SeriesStories series={remote.data.attributes} />
        </Suspense>
      )}
      {collection === 'events' &&
        (hydrated ? (
          <Suspense fallback={<LoadingMessage />}>
            <EventProgramme eventSlug={slug} />
          </Suspense>
        ) : (
          <LoadingMessage />
        ))}
    </>
  );
}
