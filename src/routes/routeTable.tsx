import { lazy } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CollectionRoute } from './CollectionRoute';
import { HomeRoute } from './HomeRoute';
import { LocaleLayout, SiteShell } from './LocaleLayout';
import { NotFoundRoute } from './NotFoundRoute';
import { PageRoute } from './PageRoute';
import { RouteErrorBoundary } from './RouteError';

// Readers' screens are in the entry; the others are chunks of their own, kept off the reader's budget (README).
const SignInRoute = lazy(async () => ({ default: (await import('./SignInRoute')).SignInRoute }));
const EditorRoute = lazy(() => import('./EditorRoute'));
const WhatsOnRoute = lazy(async () => ({ default: (await import('../events/WhatsOnRoute')).WhatsOnRoute }));
const MemoListRoute = lazy(async () => ({ default: (await import('../memo/MemoListRoute')).MemoListRoute }));
const TrashListRoute = lazy(async () => ({ default: (await import('../memo/TrashListRoute')).TrashListRoute }));
const FavouritesRoute = lazy(async () => ({ default: (await import('../memo/FavouritesRoute')).FavouritesRoute }));
const MemoRoute = lazy(async () => ({ default: (await import('../memo/MemoRoute')).MemoRoute }));
const TrashedMemoRoute = lazy(async () => ({ default: (await import('../memo/TrashedMemoRoute')).TrashedMemoRoute }));

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/en" replace /> },
  {
    path: '/memo/trash/:slug',
    element: (
      <SiteShell locale="en">
        <TrashedMemoRoute />
      </SiteShell>
    ),
  },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <SignInRoute /> },
      { path: 'page-templates/*', element: <EditorRoute /> },
      { path: 'memo', element: <MemoListRoute /> },
      { path: 'memo/trash', element: <TrashListRoute /> },
      { path: 'memo/favourites', element: <FavouritesRoute /> },
      { path: 'memo/:slug', element: <MemoRoute /> },
      { path: 'whats-on', element: <WhatsOnRoute /> },
      { path: ':collection', element: <CollectionRoute /> },
      { path: ':collection/:slug', element: <PageRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The app's screens, in a declarative router: the data router's extra 17 kB gzip do not fit the reader budget. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{screen}</RouteErrorBoundary>;
}
