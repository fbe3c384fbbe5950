import { lazy } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CollectionRoute } from './CollectionRoute';
import { HomeRoute } from './HomeRoute';
import { LocaleLayout, SiteShell } from './LocaleLayout';
import { NotFoundRoute } from './NotFoundRoute';
import { PageRoute } from './PageRoute';
import { RouteErrorBoundary } from './RouteError';
import { homePathOf, isCreatePage, publicPathOfEditorRoute, signInPathOf } from './paths';
import { useLocale } from './useLocale';
import { selectMayWrite, selectSignedIn, useSession } from '../store/session';
import { noticeLocaleOf } from '../ui/navigationNoticeState';

// Readers' screens are in the entry; the others are chunks of their own, kept off the reader's budget (docs/performance.md).
const SignInRoute = lazy(async () => ({ default: (await import('./SignInRoute')).SignInRoute }));
const EditorRoute = lazy(() => import('./EditorRoute'));
const PreviewRoute = lazy(async () => ({ default: (await import('./PreviewRoute')).PreviewRoute }));
const ForgotPasswordRoute = lazy(async () => ({ default: (await import('./PasswordResetRoutes')).ForgotPasswordRoute }));
const ResetPasswordRoute = lazy(async () => ({ default: (await import('./PasswordResetRoutes')).ResetPasswordRoute }));
const WhatsOnRoute = lazy(async () => ({ default: (await import('../events/WhatsOnRoute')).WhatsOnRoute }));
const MemoListRoute = lazy(async () => ({ default: (await import('../memo/MemoListRoute')).MemoListRoute }));
const TrashListRoute = lazy(async () => ({ default: (await import('../memo/TrashListRoute')).TrashListRoute }));
const FavouritesRoute = lazy(async () => ({ default: (await import('../memo/FavouritesRoute')).FavouritesRoute }));
const MemoRoute = lazy(async () => ({ default: (await import('../memo/MemoRoute')).MemoRoute }));
const SearchRoute = lazy(async () => ({ default: (await import('./SearchRoute')).SearchRoute }));
// Administrators' screens and an empty site's setup (issue 32): one chunk, src/admin/, never in a reader's budget.
const AdminScreens = lazy(() => import('../admin/AdminScreens'));
const TrashedMemoRoute = lazy(async () => ({ default: (await import('../memo/TrashedMemoRoute')).TrashedMemoRoute }));

/**
 * Who may open the editor is known before its code loads: a signed-out visitor goes to sign-in (and back after), a
 * staff reader to the public page, or to the collection for `create-page`.
 */
function EditorGate() {
  const location = useLocation();
  const locale = useLocale();
  const signedIn = useSession(selectSignedIn);
  const mayWrite = useSession(selectMayWrite);
  if (!signedIn) return <Navigate to={signInPathOf(locale, `${location.pathname}${location.search}`)} replace />;
  if (!mayWrite) {
    const publicPath = publicPathOfEditorRoute(location.pathname);
    return <Navigate to={isCreatePage(location.pathname) ? publicPath.replace(/\/create-page$/, '') : publicPath} replace />;
  }
  return <EditorRoute />;
}

/** `/` is the English home page, or the home page of the locale a notice came from (it carries the notice along). */
function RootRedirect() {
  const { state } = useLocation();
  return <Navigate to={homePathOf(noticeLocaleOf(state) ?? 'en')} replace state={state} />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
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
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'preview/:token', element: <PreviewRoute /> },
      { path: 'reset-password/:token', element: <ResetPasswordRoute /> },
      { path: 'page-templates/*', element: <EditorGate /> },
      { path: 'memo', element: <MemoListRoute /> },
      { path: 'memo/trash', element: <TrashListRoute /> },
      { path: 'memo/favourites', element: <FavouritesRoute /> },
      { path: 'memo/:slug', element: <MemoRoute /> },
      { path: 'whats-on', element: <WhatsOnRoute /> },
      { path: 'search', element: <SearchRoute /> },
      { path: 'setup', element: <AdminScreens setup /> },
      { path: 'admin/*', element: <AdminScreens /> },
      { path: 'account/*', element: <AdminScreens /> },
      // The staff dashboard (issue 33): through the administrators' chunk, which loads it (no byte in a reader's budget).
      { path: 'dashboard', element: <AdminScreens dashboard /> },
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
