import { Link, useRoutes } from 'react-router-dom';
import type { Locale } from '../../contract/resources';
import { peopleMessages } from '../i18n/people';
import { useMessages } from '../i18n/useMessages';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { PeopleRoute } from './PeopleRoute';
import { SessionsRoute } from './SessionsRoute';

/*
 * The administrators' screens (issue 32) and their links in the site header: one lazy chunk, so the reader's entry
 * carries a single route and a single import for all of them. Each screen checks the role; the server checks every call.
 */

/** `/{locale}/admin/...` and `/{locale}/account/...` */
export default function AdminRoutes() {
  return useRoutes([
    { path: 'people', element: <PeopleRoute /> },
    { path: 'sessions', element: <SessionsRoute /> },
    { path: '*', element: <NotFoundRoute /> },
  ]);
}

/** The header's link to the account screens, for anyone signed in (their menu: sessions, and people for administrators). */
export function AdminLinks({ locale }: { locale: Locale }) {
  const t = useMessages(peopleMessages, locale);
  return (
    <Link className="button button--quiet" to={`/${locale}/account/sessions`}>
      {t('account.link')}
    </Link>
  );
}
