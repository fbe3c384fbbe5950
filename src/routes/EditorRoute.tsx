import { Link, Navigate, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import * as pages from '../api/pages';
import { PageArticle } from '../reader/PageArticle';
import { selectSignedIn, useSession } from '../store/session';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { NotFoundRoute } from './NotFoundRoute';
import { isCreatePage, localeOfPath, publicPathOfEditorRoute, signInPathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useRemote } from './useRemote';

function slugOfPublicPath(path: string): string | null {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (localeOfPath(path)) segments.shift();
  if (segments.length < 2) return null;
  try {
    return decodeURIComponent(segments[segments.length - 1]);
  } catch {
    return null;
  }
}

export function EditorRoute() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const signedIn = useSession(selectSignedIn);
  if (!signedIn) return <Navigate to={signInPathOf(locale, `${pathname}${search}`)} replace />;
  const publicPath = publicPathOfEditorRoute(pathname);
  if (isCreatePage(pathname)) return <NewPage publicPath={publicPath} />;
  const slug = slugOfPublicPath(publicPath);
  if (!slug) return <NotFoundRoute />;
  return <EditorPage key={slug} slug={slug} publicPath={publicPath} />;
}

function EditorHeader({ publicPath, linkToPage = true }: { publicPath: string; linkToPage?: boolean }) {
  return (
    <header className="editor-route__header">
      <h1>Editor</h1>
      {linkToPage && (
        <p>
          <Link to={publicPath}>View page</Link>
        </p>
      )}
    </header>
  );
}

function NewPage({ publicPath }: { publicPath: string }) {
  useDocumentMeta('New page', useLocale());
  return (
    <div className="editor-route">
      <EditorHeader publicPath={publicPath} linkToPage={false} />
      <h2>New page</h2>
      <p className="empty">This page has not been saved yet.</p>
    </div>
  );
}

function EditorPage({ slug, publicPath }: { slug: string; publicPath: string }) {
  const locale = useLocale();
  const remote = useRemote(`edit:${slug}`, (signal) => pages.editablePage(slug, { signal }));
  const missing = remote.status === 'error' && remote.error instanceof ApiError && remote.error.status === 404;
  const title = remote.status === 'ready' ? `Edit: ${remote.data.attributes.title}` : 'Editor';
  useDocumentMeta(missing ? 'Page not found' : title, locale);
  if (missing) return <NotFoundRoute />;
  return (
    <div className="editor-route">
      <EditorHeader publicPath={publicPath} />
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' && (
        <PageArticle page={remote.data.attributes} editLink={false} titleLevel={2} labelUnknownBlocks />
      )}
    </div>
  );
}
