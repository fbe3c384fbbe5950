import { Link } from 'react-router-dom';
import type { Locale } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { homePathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

/** Set while the server renders a screen (src/ssr.tsx): told when it is the not-found page, which is answered 404. */
let serverNotFound: { shown: boolean } | null = null;

export function collectNotFound<T>(render: () => T): { result: T; notFound: boolean } {
  const collected = { shown: false };
  serverNotFound = collected;
  try {
    return { result: render(), notFound: collected.shown };
  } finally {
    serverNotFound = null;
  }
}

export function NotFoundRoute({ locale }: { locale?: Locale }) {
  if (serverNotFound) serverNotFound.shown = true;
  const routeLocale = useLocale();
  const current = locale ?? routeLocale;
  const t = useMessages(readerMessages, current);
  useDocumentMeta(t('notFound.title'), current, t('notFound.text'));
  return (
    <div className="notice">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={homePathOf(current)}>{t('notice.homeLink')}</Link>
      </p>
    </div>
  );
}
