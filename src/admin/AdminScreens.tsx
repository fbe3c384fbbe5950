import { lazy } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import AuditRoute from './AuditRoute';
import { PeopleRoute } from './PeopleRoute';
import { SessionsRoute } from './SessionsRoute';
import { SetupRoute } from './SetupRoute';
import { SiteSettingsRoute } from './SiteSettingsRoute';
import { WebhooksRoute } from './WebhooksRoute';
import { TokensRoute } from './TokensRoute';

/**
 * The account and administrators' screens (issue 32) under `/{locale}/account/…` and `/{locale}/admin/…`, and an
 * empty site's setup (`setup`): one lazy chunk, loaded by three routes of the reader's table, so each screen added
 * here costs the reader's entry nothing. The header's name links to the sessions screen, whose menu (AccountNav) leads
 * to the others. Each screen checks the role; the server checks every call.
 */
/** The staff dashboard (issue 33, `/{locale}/dashboard`): a chunk of its own, loaded from here. */
const DashboardRoute = lazy(() => import('../dashboard/DashboardRoute'));
/** A site page's commenting view (issue 35, `/{locale}/account/comments/{page id}`): a chunk of its own, loaded from here. */
const CommentingRoute = lazy(() => import('../comments/CommentingRoute'));

export default function AdminScreens({ setup = false, dashboard = false }: { setup?: boolean; dashboard?: boolean }) {
  const screen = useRoutes([
    { index: true, element: <Navigate to="people" replace /> },
    { path: 'people', element: <PeopleRoute /> },
    { path: 'sessions', element: <SessionsRoute /> },
    { path: 'settings', element: <SiteSettingsRoute /> },
    { path: 'audit', element: <AuditRoute /> },
    { path: 'webhooks', element: <WebhooksRoute /> },
    { path: 'tokens', element: <TokensRoute /> },
    { path: 'comments/:pageId', element: <CommentingRoute /> },
    { path: '*', element: <NotFoundRoute /> },
  ]);
  if (dashboard) return <DashboardRoute />;
  return setup ? <SetupRoute /> : screen;
}
