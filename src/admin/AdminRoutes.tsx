import { useRoutes } from 'react-router-dom';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { PeopleRoute } from './PeopleRoute';
import { SessionsRoute } from './SessionsRoute';

/*
 * The account and administrators' screens (issue 32): one lazy chunk, so the reader's entry carries a single import
 * for all of them. The header links to /{locale}/account/sessions, whose menu (AccountNav) leads to the others.
 * Each screen checks the role; the server checks every call.
 */

/** `/{locale}/admin/...` and `/{locale}/account/...` */
export default function AdminRoutes() {
  return useRoutes([
    { path: 'people', element: <PeopleRoute /> },
    { path: 'sessions', element: <SessionsRoute /> },
    { path: '*', element: <NotFoundRoute /> },
  ]);
}
