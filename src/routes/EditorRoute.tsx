import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { emptyDocument, type Collection, type EventDetails, type SavedDocument } from '../../contract';
import { COLLECTIONS } from '../../contract/resources';
import { PageEventContext } from '../blocks/timeLocation/timeLocation.context';
import { EditorWorkspace } from '../editor/EditorWorkspace';
import { LoadingOverlay } from '../editor/LoadingOverlay';
import type { EditedPage } from '../editor/useDocumentSaving';
import { editorMessages } from '../i18n/editor';
import { translatorOf } from '../i18n/translate';
import { useEditMode } from '../store/editMode';
import { useEditablePage } from '../store/editingPage';
import { useEventDetails } from '../store/eventDetails';
import { selectSignedIn, useSession } from '../store/session';
import { ErrorMessage, LoadingMessage, refusalOf } from '../ui/StatusMessage';
import { NotFoundRoute } from './NotFoundRoute';
import { isCreatePage, localeOfPath, publicPathOfEditorRoute, signInPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { blocksMessages } from '../i18n/blocks';
import { useMessages } from '../i18n/useMessages';

// A page as readers saw it at an instant (issue 19): the editor's address with `?as_of=`, loaded on demand.
const AsOfView = lazy(() => import('../editor/history/AsOfView'));

function segmentsOf(path: string): string[] {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (localeOfPath(path)) segments.shift();
  return segments;
}

function slugOfPublicPath(path: string): string | null {
  const segments = segmentsOf(path);
  if (segments.length < 2) return null;
  try {
    return decodeURIComponent(segments[segments.length - 1]);
  } catch {
    return null;
  }
}

function collectionOfPublicPath(path: string): Collection | null {
  const first = segmentsOf(path)[0];
  return (COLLECTIONS as readonly string[]).includes(first) ? (first as Collection) : null;
}

/** The editor route (spec 2.1): /{locale}/page-templates/{public path}; `create-page` opens a new, unsaved page. */
export default function EditorRoute() {
  const locale = useLocale();
  // On /hk the editor's and the blocks' zh-HK texts load before the editor opens, so no block view waits for them.
  useMessages(editorMessages, locale);
  useMessages(blocksMessages, locale);
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  const setEditing = useEditMode((state) => state.setEditing);
  useEffect(() => {
    setEditing(true);
    return () => setEditing(false);
  }, [setEditing]);
  if (!signedIn) return <Navigate to={signInPathOf(locale, `${location.pathname}${location.search}`)} replace />;
  const skip = Boolean((location.state as { skipInitialLoading?: boolean } | null)?.skipInitialLoading);
  const publicPath = publicPathOfEditorRoute(location.pathname);
  const collection = collectionOfPublicPath(publicPath);
  if (isCreatePage(location.pathname)) {
    if (!collection) return <NotFoundRoute />;
    return (
      <>
        <LoadingOverlay skip={skip} />
        <NewPage collection={collection} />
      </>
    );
  }
  const slug = slugOfPublicPath(publicPath);
  if (!slug) return <NotFoundRoute />;
  const asOf = new URLSearchParams(location.search).get('as_of');
  if (asOf)
    return (
      <Suspense fallback={<LoadingMessage />}>
        <AsOfView key={`${slug}:${asOf}`} slug={slug} instant={asOf} />
      </Suspense>
    );
  return (
    <>
      <LoadingOverlay skip={skip} />
      <ExistingPage key={slug} slug={slug} publicPath={publicPath} />
    </>
  );
}

/** A new page's document: an event starts with its time and location block, which asks for its date, time and place. */
function newDocument(collection: Collection): SavedDocument {
  const document = emptyDocument();
  if (collection === 'events') document.root.children.push({ type: 'time-location-node', version: 1 });
  return document;
}

/** The event of the page in the editor: as loaded, then as saved from its date, time and place. */
function EditedEvent({ pageId, loaded, children }: { pageId: number; loaded: EventDetails | null; children: ReactNode }) {
  const adopt = useEventDetails((state) => state.adopt);
  useEffect(() => adopt(pageId, loaded), [adopt, pageId, loaded]);
  const event = useEventDetails((state) => (state.pageId === pageId ? state.event : loaded));
  return <PageEventContext value={event}>{children}</PageEventContext>;
}

function NewPage({ collection }: { collection: Collection }) {
  const locale = useLocale();
  const editing = useEditMode((state) => state.editing);
  useDocumentMeta(translatorOf(editorMessages, locale)('route.newPage'), locale);
  const page = useMemo<EditedPage>(
    () => ({
      pageKey: `new:${collection}`,
      pageId: null,
      version: 0,
      title: '',
      precis: '',
      document: newDocument(collection),
      collection,
      locale,
      published: false,
      publishAt: null,
      unpublishAt: null,
      publishable: false,
      hasUnpublishedChanges: false,
      settings: { slug: '', seoDescription: '', socialImage: null, counterpartRoute: null },
    }),
    [collection, locale],
  );
  return (
    <div className="editor-route">
      <EditorWorkspace page={page} publicPath={null} slug={null} editable={editing} />
    </div>
  );
}

function ExistingPage({ slug, publicPath }: { slug: string; publicPath: string }) {
  const locale = useLocale();
  const editing = useEditMode((state) => state.editing);
  const remote = useEditablePage(slug);
  const failure = remote.status === 'error' ? refusalOf(remote.error) : null;
  const t = useMessages(editorMessages, locale);
  useDocumentMeta(remote.status === 'ready' ? t('route.editPage', { title: remote.data.attributes.title }) : t('route.editor'), locale);
  const page = useMemo<EditedPage | null>(() => {
    if (remote.status !== 'ready') return null;
    const attributes = remote.data.attributes;
    return {
      pageKey: `page:${attributes.page_id}`,
      pageId: attributes.page_id,
      version: attributes.version,
      title: attributes.title,
      precis: attributes.precis,
      document: attributes.lexical_body,
      collection: attributes.collection,
      locale: attributes.locale,
      published: attributes.published ?? false,
      publishAt: attributes.publish_at ?? null,
      unpublishAt: attributes.unpublish_at ?? null,
      publishable: attributes.publishable ?? false,
      hasUnpublishedChanges: attributes.has_unpublished_changes ?? false,
      settings: {
        slug: attributes.slug,
        seoDescription: attributes.seo_description ?? '',
        socialImage: attributes.social_image ?? null,
        counterpartRoute: attributes.counterpart_route ?? null,
      },
    };
  }, [remote]);
  if (failure === 'notFound') return <NotFoundRoute />;
  if (failure === 'forbidden') return <Navigate to={publicPath} replace />;
  return (
    <div className="editor-route">
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {page && remote.status === 'ready' && (
        <EditedEvent pageId={page.pageId!} loaded={remote.data.attributes.event}>
          <EditorWorkspace page={page} publicPath={publicPath} slug={slug} editable={editing && remote.data.attributes.editable} />
        </EditedEvent>
      )}
    </div>
  );
}
