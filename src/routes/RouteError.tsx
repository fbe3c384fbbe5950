import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundRoute } from './NotFoundRoute';
import { homePathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';

export function RouteError() {
  const error = useRouteError();
  const locale = useLocale();
  useDocumentMeta('Something went wrong', locale);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <main id="main" className="notice">
      <h1>Something went wrong</h1>
      <p role="alert">This screen could not be shown. Please reload the page or try again later.</p>
      <p>
        <a href={homePathOf(locale)}>Go to the home page</a>
      </p>
    </main>
  );
}
