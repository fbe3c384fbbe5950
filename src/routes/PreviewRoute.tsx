import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { accountMessages } from '../i18n/account';
import { PageArticle } from '../reader/PageArticle';
import { usePreview } from '../store/previews';
import { ErrorMessage, LoadingMessage, refusalOf } from '../ui/StatusMessage';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

/** Tells search engines not to index the document while it shows (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A draft preview link (`/{locale}/preview/{token}`): the page's current draft as readers will see it, signed out. */
export function PreviewRoute() {
  const { token = '' } = useParams();
  const locale = useLocale();
  const t = useMessages(accountMessages, locale);
  const remote = usePreview(token);
  useNoIndex();
  useDocumentMeta(remote.status === 'ready' ? t('preview.titleOf', { title: remote.data.title }) : t('preview.title'), locale);
  if (remote.status === 'loading') return <LoadingMessage />;
  if (remote.status === 'error') {
    const closed = refusalOf(remote.error) === 'notFound';
    return (
      <div className="notice">
        <h1>{t('preview.unavailable')}</h1>
        {closed ? <p>{t('preview.expired')}</p> : <ErrorMessage error={remote.error} />}
      </div>
    );
  }
  return (
    <>
      <p className="preview-banner" role="note">
        {t('preview.banner')}
      </p>
      <PageArticle page={remote.data} editLink={false} />
    </>
  );
}
