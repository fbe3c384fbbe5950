import { useRoutes } from 'react-router-dom';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { AdminHome } from './AdminHome';
import AuditRoute from './AuditRoute';
import { SetupRoute } from './SetupRoute';
import { SiteSettingsRoute } from './SiteSettingsRoute';

/**
 * The administrators' screens under `/{locale}/admin/…`, and an empty site's setup (`setup`): one chunk, loaded by one
 * route of the reader's table, so each screen added here costs the reader's entry nothing.
 */
export default function AdminScreens({ setup = false }: { setup?: boolean }) {
  const screen = useRoutes([
    { index: true, element: <AdminHome /> },
    { path: 'settings', element: <SiteSettingsRoute /> },
    { path: 'audit', element: <AuditRoute /> },
    { path: '*', element: <NotFoundRoute /> },
  ]);
  return setup ? <SetupRoute /> : screen;
}
