import { Navigate, type RouteObject } from 'react-router-dom';
import { WhatsOnRoute } from '../events/WhatsOnRoute';
import { FavouritesRoute } from '../memo/FavouritesRoute';
import { MemoListRoute } from '../memo/MemoListRoute';
import { MemoRoute } from '../memo/MemoRoute';
import { TrashedMemoRoute } from '../memo/TrashedMemoRoute';
import { TrashListRoute } from '../memo/TrashListRoute';
import { LoadingMessage } from '../ui/StatusMessage';
import { CollectionRoute } from './CollectionRoute';
import { HomeRoute } from './HomeRoute';
import { LocaleLayout, SiteShell } from './LocaleLayout';
import { NotFoundRoute } from './NotFoundRoute';
import { PageRoute } from './PageRoute';
import { RouteError } from './RouteError';
import { SignInRoute } from './SignInRoute';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/en" replace /> },
  {
    path: '/memo/trash/:slug',
    element: (
      <SiteShell locale="en">
        <TrashedMemoRoute />
      </SiteShell>
    ),
    errorElement: <RouteError />,
  },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingMessage />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <SignInRoute /> },
      {
        path: 'page-templates/*',
        lazy: async () => ({ Component: (await import('./EditorRoute')).default }),
      },
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
