import { Link, useLocation } from 'react-router-dom';
import { historyMessages } from '../../i18n/history';
import { translatorOf } from '../../i18n/translate';
import { useMessages } from '../../i18n/useMessages';
import { PageArticle } from '../../reader/PageArticle';
import { useDocumentMeta } from '../../routes/useDocumentMeta';
import { useLocale } from '../../routes/useLocale';
import { usePageAsOf } from '../../store/revisions';
import { ErrorMessage, LoadingMessage, refusalOf } from '../../ui/StatusMessage';
import { momentText } from '../publishState';
import './history.css';

/** A reader page as it was at an instant (`?as_of=` on the editor's address), for editors, under a banner saying so. */
export default function AsOfView({ slug, instant }: { slug: string; instant: string }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const remote = usePageAsOf(slug, instant);
  const valid = !Number.isNaN(Date.parse(instant));
  const when = valid ? momentText(instant, locale) : instant;
  const title = remote.status === 'ready' ? remote.data.title : null;
  useDocumentMeta(title === null ? null : translatorOf(historyMessages, locale)('asOf.documentTitle', { title, when }), locale);
  // Last: on /hk it may suspend until the texts arrive (PresenceNote says why); the title above reads them when they are.
  const t = useMessages(historyMessages, locale);
  const missing = remote.status === 'error' && refusalOf(remote.error) === 'notFound';
  return (
    <div className="as-of">
      <div className="as-of__banner" role="note">
        <p>{t('asOf.banner', { when })}</p>
        <Link to={pathname}>{t('asOf.back')}</Link>
      </div>
      {remote.status === 'loading' && <LoadingMessage label={t('asOf.loading')} />}
      {missing && <p className="status-message">{t('asOf.none')}</p>}
      {remote.status === 'error' && !missing && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' && <PageArticle page={remote.data} editLink={false} />}
    </div>
  );
}
