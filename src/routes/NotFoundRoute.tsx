import { Link } from 'react-router-dom';
import type { Locale } from '../../contract';
import { homePathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';

export const NOT_FOUND_TEXT = 'The page you asked for does not exist or is no longer published.';

export function NotFoundRoute({ locale }: { locale?: Locale }) {
  const routeLocale = useLocale();
  const current = locale ?? routeLocale;
  useDocumentMeta('Page not found', current, NOT_FOUND_TEXT);
  return (
    <div className="notice">
      <h1>Page not found</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <p>
        <Link to={homePathOf(current)}>Go to the home page</Link>
      </p>
    </div>
  );
}
