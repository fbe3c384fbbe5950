import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingMessage } from '../ui/StatusMessage';
import { CollectionRoute } from './CollectionRoute';
import { HomeRoute } from './HomeRoute';
import { LocaleLayout } from './LocaleLayout';
import { NotFoundRoute } from './NotFoundRoute';
import { PageRoute } from './PageRoute';
import { RouteError } from './RouteError';
import { SignInRoute } from './SignInRoute';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/en" replace /> },
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
      { path: ':collection', element: <CollectionRoute /> },
      { path: ':collection/:slug', element: <PageRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
