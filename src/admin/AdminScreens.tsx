import { useRoutes } from 'react-router-dom';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { SetupRoute } from './SetupRoute';
import { SiteSettingsRoute } from './SiteSettingsRoute';

/**
 * The administrators' screens under `/{locale}/admin/…`, and an empty site's setup (`setup`): one chunk, loaded by one
 * route of the reader's table, so each screen added here costs the reader's entry nothing.
 */
export default function AdminScreens({ setup = false }: { setup?: boolean }) {
  const screen = useRoutes([
    { path: 'settings', element: <SiteSettingsRoute /> },
    { path: '*', element: <NotFoundRoute /> },
  ]);
  return setup ? <SetupRoute /> : screen;
}
