import { Link, Navigate, useLocation } from 'react-router-dom';
import { roleMay } from '../../contract/roles';
import { settingsMessages } from '../i18n/settings';
import { useMessages } from '../i18n/useMessages';
import { homePathOf, signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { selectSignedIn, useSession } from '../store/session';
import './admin.css';

/** The administrators' screens, as the header's one "Administration" link leads to them (issue 32). */
export const ADMIN_SCREENS = [
  { path: 'settings', title: 'settings.title', text: 'admin.settingsText' },
  { path: 'audit', title: 'admin.audit', text: 'admin.auditText' },
] as const;

export function AdminHome() {
  const locale = useLocale();
  const t = useMessages(settingsMessages, locale);
  const { pathname } = useLocation();
  const signedIn = useSession(selectSignedIn);
  const role = useSession((state) => state.user?.attributes.role);
  useDocumentMeta(t('admin.title'), locale);
  if (!signedIn) return <Navigate to={signInPathOf(locale, pathname)} replace />;
  if (!roleMay(role, 'administer')) return <p className="notice">{t('admin.forbidden')}</p>;
  return (
    <div className="admin-home">
      <h1>{t('admin.title')}</h1>
      <ul className="admin-home__screens">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.path}>
            <Link to={`${homePathOf(locale)}/admin/${screen.path}`}>{t(screen.title)}</Link>
            <p>{t(screen.text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
