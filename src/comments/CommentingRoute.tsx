import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { commentIdsIn } from '../../contract/commentMarks';
import type { CommentingPage } from '../../contract/comments';
import { pagePathOf } from '../../contract/pagePaths';
import { commentsMessages } from '../i18n/comments';
import { useMessages } from '../i18n/useMessages';
import { DocumentView } from '../reader/DocumentView';
import { editorRouteOf, signInPathOf } from '../routes/paths';
import { htmlLangOf, useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { readCommentingPage, useCommentingPage } from '../store/comments';
import { selectSignedIn, useSession } from '../store/session';
import { ErrorMessage, LoadingMessage, refusalOf } from '../ui/StatusMessage';
import './comments.css';

const ReadingComments = lazy(() => import('./ReadingComments'));

/**
 * `/{locale}/account/comments/{page id}` (issue 35): a site page's draft as its editors have it, read-only, for the
 * colleagues its editors invited as Commenters: the comments button and panel, and the Comment button on selected
 * text (the server anchors the thread). A staff screen in the account screens' chunk; the server decides who sees it.
 */
export default function CommentingRoute() {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  const pageId = Number(useParams().pageId);
  if (!signedIn) return <Navigate to={signInPathOf(locale, `${location.pathname}${location.search}`)} replace />;
  return <CommentingScreen key={pageId} pageId={Number.isSafeInteger(pageId) && pageId > 0 ? pageId : 0} />;
}

function CommentingScreen({ pageId }: { pageId: number }) {
  const locale = useLocale();
  const t = useMessages(commentsMessages, locale);
  const remote = useCommentingPage(pageId);
  useDocumentMeta(remote.status === 'ready' ? t('comments.pageTitle', { title: remote.data.title }) : t('comments.title'), locale);
  if (remote.status === 'loading') return <LoadingMessage />;
  if (remote.status === 'error') {
    const gone = ['notFound', 'forbidden'].includes(refusalOf(remote.error) ?? '');
    return (
      <div className="notice">
        <h1>{t('comments.unavailable')}</h1>
        {gone ? <p>{t('comments.unavailableText')}</p> : <ErrorMessage error={remote.error} />}
      </div>
    );
  }
  return <CommentingPageView page={remote.data} />;
}

function CommentingPageView({ page: first }: { page: CommentingPage }) {
  const locale = useLocale();
  // A thread the server anchored for this person: the page again, with its mark, to highlight it.
  const [page, setPage] = useState(first);
  const reload = () => void readCommentingPage(page.page_id).then(setPage, () => undefined);
  const t = useMessages(commentsMessages, locale);
  const anchoredIds = useMemo(() => commentIdsIn(page.lexical_body), [page.lexical_body]);
  return (
    <div className="commenting-space">
      <p className="preview-banner" role="note">
        {t('comments.draftNote')} {page.may_edit && <Link to={editorRouteOf(pagePathOf(page))}>{t('comments.openEditor')}</Link>}
      </p>
      <article className="page commenting" lang={page.locale === locale ? undefined : htmlLangOf(page.locale)}>
        <header className="page__header">
          <h1 className="page__title">{page.title}</h1>
          <div className="memo__comments">
            <Suspense fallback={null}>
              <ReadingComments
                pageId={page.page_id}
                anchoredIds={anchoredIds}
                root=".commenting .document"
                document={page.lexical_body}
                onAnchored={reload}
              />
            </Suspense>
          </div>
          {page.precis && <p className="page__precis">{page.precis}</p>}
        </header>
        <DocumentView document={page.lexical_body} />
      </article>
    </div>
  );
}
