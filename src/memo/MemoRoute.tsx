import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Locale, MemoAttributes, SubpageItem } from '../../contract';
import { SubpageListContext } from '../blocks/subpage/subpage.render';
import { memoMessages } from '../i18n/memo';
import { DocumentView } from '../reader/DocumentView';
import { formatDate } from '../reader/formatDate';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { editorRouteOf, memoListPathOf, memoPathOf, signInPathOf, trashedMemoPathOf } from '../routes/paths';
import { htmlLangOf, useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { ShareDialog } from '../share/ShareDialog';
import { useEditMode } from '../store/editMode';
import * as memos from '../store/memos';
import { selectSignedIn, useSession } from '../store/session';
import { showToast } from '../store/toasts';
import { ErrorMessage, LoadingMessage, errorTextOf, refusalOf } from '../ui/StatusMessage';
import { MemoComments } from './MemoComments';
import { MemoSpaceNav, MemoStatus } from './MemoSpaceNav';
import { PageToolbar } from './PageToolbar';
import { VersionConflict } from './VersionConflict';
import { withNode } from './withNode';
import { useMessages } from '../i18n/useMessages';

export function MemoRoute() {
  const { slug } = useParams();
  if (!slug) return <NotFoundRoute />;
  return <MemoLoader key={slug} slug={slug} />;
}

function MemoLoader({ slug }: { slug: string }) {
  const locale = useLocale();
  const t = useMessages(memoMessages, locale);
  const { pathname, search } = useLocation();
  const signedIn = useSession(selectSignedIn);
  const [generation, setGeneration] = useState(0);
  const remote = memos.useMemoPage(slug, search, signedIn, generation);
  const missing = remote.status === 'error' && refusalOf(remote.error) === 'notFound';
  const shown = remote.status === 'ready' && remote.data.kind === 'memo' ? remote.data.memo.attributes : null;
  useDocumentMeta(missing ? t('common.pageNotFound') : (shown?.title ?? t('memoList.title')), locale, shown?.precis);
  if (remote.status === 'loading') return <LoadingMessage />;
  if (missing) return <NotFoundRoute />;
  if (remote.status === 'error') {
    return (
      <div className="notice">
        <h1>{t('memo.notAvailable')}</h1>
        <ErrorMessage error={remote.error} />
      </div>
    );
  }
  if (remote.data.kind === 'locked') {
    return (
      <div className="notice">
        <h1>{t('memo.lockedTitle')}</h1>
        <p>{t('memo.lockedText')}</p>
        <p>
          <Link className="button" to={signInPathOf(locale, `${pathname}${search}`)}>
            {t('memo.signIn')}
          </Link>
        </p>
      </div>
    );
  }
  const reload = () => setGeneration((value) => value + 1);
  return <MemoView key={`${remote.data.memo.id}:${generation}`} initial={remote.data.memo.attributes} locale={locale} onReload={reload} />;
}

function MemoView({ initial, locale, onReload }: { initial: MemoAttributes; locale: Locale; onReload: () => void }) {
  const [memo, setMemo] = useState(initial);
  const [sharing, setSharing] = useState(false);
  const editing = useEditMode((state) => state.editing);
  const signedIn = useSession(selectSignedIn);
  const navigate = useNavigate();
  const t = useMessages(memoMessages, locale);
  const updated = formatDate(memo.updated_at, locale);
  return (
    <div className="memo-space">
      {signedIn && <MemoSpaceNav />}
      <PageToolbar
        page={memo}
        editing={editing}
        editPath={editorRouteOf(memoPathOf(locale, memo.slug))}
        onDeleted={() => navigate(memoListPathOf(locale))}
        onReload={onReload}
        onShare={() => setSharing(true)}
      />
      {memo.editable && <ShareDialog open={sharing} onOpenChange={setSharing} memo={memo} />}
      <article className="page memo" lang={memo.locale === locale ? undefined : htmlLangOf(memo.locale)}>
        <header className="page__header">
          <p className="page__collection">
            <Link to={memoListPathOf(locale)}>{t('memoList.title')}</Link>
          </p>
          <h1 className="page__title">{memo.title}</h1>
          <p className="memo__meta">
            <MemoStatus published={memo.published} />
            {memo.owner && <span>{memo.owner.name}</span>}
            {updated && <span>{withNode(t('memo.updatedOn'), 'date', <time dateTime={memo.updated_at}>{updated}</time>)}</span>}
          </p>
          {!memo.editable && <MemoComments memo={memo} />}
          {memo.precis && <p className="page__precis">{memo.precis}</p>}
          {memo.trashed_at && (
            <p className="memo__notice" role="note">
              {t('memo.inTrash')} <Link to={trashedMemoPathOf(memo.slug)}>{t('memo.openInTrash')}</Link>
            </p>
          )}
          {memo.editable && !memo.published && !memo.trashed_at && !editing && (
            <PublishButton memo={memo} onPublished={(changes) => setMemo((current) => ({ ...current, ...changes }))} onReload={onReload} />
          )}
        </header>
        <SubpageListContext value={memo.subpages}>
          <DocumentView document={memo.lexical_body} />
        </SubpageListContext>
        <Subpages subpages={memo.subpages} locale={locale} />
      </article>
    </div>
  );
}

function PublishButton({
  memo,
  onPublished,
  onReload,
}: {
  memo: MemoAttributes;
  onPublished: (changes: Partial<MemoAttributes>) => void;
  onReload: () => void;
}) {
  const t = useMessages(memoMessages);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function publish() {
    setBusy(true);
    setError(null);
    try {
      const published = await memos.publish(memo.page_id, memo.version);
      onPublished(published.attributes);
      showToast(t('memo.publishedToast'));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }
  if (refusalOf(error) === 'stale') return <VersionConflict onReload={onReload} />;
  return (
    <div className="memo__publish">
      <button type="button" className="button button--primary" onClick={publish} disabled={busy}>
        {t(busy ? 'memo.publishing' : 'memo.publish')}
      </button>
      {error !== null && (
        <p className="status-message status-message--error" role="alert">
          {errorTextOf(error, locale)}
        </p>
      )}
    </div>
  );
}

export function Subpages({ subpages, locale, inTrash = false }: { subpages: SubpageItem[]; locale: Locale; inTrash?: boolean }) {
  const t = useMessages(memoMessages);
  if (subpages.length === 0) return null;
  return (
    <section className="memo__subpages" aria-labelledby="memo-subpages">
      <h2 id="memo-subpages">{t('memo.subpages')}</h2>
      <ul>
        {subpages.map((subpage) => (
          <li key={subpage.page_id}>
            <Link to={subpage.trashed_at ? trashedMemoPathOf(subpage.slug) : memoPathOf(locale, subpage.slug)}>{subpage.title}</Link>
            {subpage.trashed_at && inTrash && <span className="memo-status memo-status--trashed">{t('memoStatus.inTrash')}</span>}
            {!subpage.published && <span className="memo-status memo-status--draft">{t('memoStatus.draft')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
