import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SubpageListContext } from '../blocks/subpage/subpage.render';
import { DocumentView } from '../reader/DocumentView';
import { memoMessages } from '../i18n/memo';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { memoPathOf, memoTrashListPathOf } from '../routes/paths';
import { htmlLangOf, useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { restoreBySlug, useTrashedMemo } from '../store/memos';
import { showToast } from '../store/toasts';
import { ErrorMessage, LoadingMessage, errorTextOf, refusalOf } from '../ui/StatusMessage';
import { Subpages } from './MemoRoute';
import { SignedInOnly } from './SignedInOnly';
import { daysLeftText } from './TrashListRoute';
import { withNode } from './withNode';
import { useMessages } from '../i18n/useMessages';

/** `/memo/trash/{slug}`: a trashed memo, read-only, with its subpages shown even when they are in the trash too. */
export function TrashedMemoRoute() {
  const { slug } = useParams();
  if (!slug) return <NotFoundRoute />;
  return (
    <SignedInOnly>
      <TrashedMemo key={slug} slug={slug} />
    </SignedInOnly>
  );
}

function TrashedMemo({ slug }: { slug: string }) {
  const locale = useLocale();
  const t = useMessages(memoMessages);
  const navigate = useNavigate();
  const remote = useTrashedMemo(slug);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const missing = remote.status === 'error' && refusalOf(remote.error) === 'notFound';
  useDocumentMeta(
    missing ? t('common.pageNotFound') : remote.status === 'ready' ? remote.data.attributes.title : t('memoSpace.trash'),
    locale,
  );
  if (remote.status === 'loading') return <LoadingMessage />;
  if (missing) return <NotFoundRoute />;
  if (remote.status === 'error') return <ErrorMessage error={remote.error} />;
  const memo = remote.data.attributes;

  async function restore() {
    setBusy(true);
    setError(null);
    try {
      await restoreBySlug(memo.slug, memo.version);
      showToast(t('trash.restored', { title: memo.title }));
      navigate(memoPathOf(memo.locale, memo.slug));
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  }

  return (
    <div className="memo-space">
      <div className="page memo-trashed__notice" role="note">
        <p>{withNode(t('trash.notice'), 'daysLeft', <strong>{daysLeftText(memo.days_left, t)}</strong>)}</p>
        <div className="memo-trashed__actions">
          <button type="button" className="button button--quiet" onClick={restore} disabled={busy}>
            {t('trash.restore')}
          </button>
          <Link to={memoTrashListPathOf(memo.locale)}>{t('trash.back')}</Link>
        </div>
        {error !== null && (
          <p className="status-message status-message--error" role="alert">
            {errorTextOf(error, locale)}
          </p>
        )}
      </div>
      <article className="page memo memo--trashed" lang={memo.locale === locale ? undefined : htmlLangOf(memo.locale)}>
        <header className="page__header">
          <h1 className="page__title">{memo.title}</h1>
          {memo.precis && <p className="page__precis">{memo.precis}</p>}
        </header>
        <SubpageListContext value={memo.subpages}>
          <DocumentView document={memo.lexical_body} />
        </SubpageListContext>
        <Subpages subpages={memo.subpages} locale={memo.locale} inTrash />
      </article>
    </div>
  );
}
