import { NavLink } from 'react-router-dom';
import { roleMay } from '../../contract/roles';
import type { Locale } from '../../contract/resources';
import { peopleMessages } from '../i18n/people';
import { useMessages } from '../i18n/useMessages';
import { useSession } from '../store/session';

/** The account screens' menu: the person's sessions, and for administrators the administration screens (issue 32). */
export function AccountNav({ locale }: { locale: Locale }) {
  const t = useMessages(peopleMessages, locale);
  const administrator = useSession((state) => roleMay(state.user?.attributes.role, 'administer'));
  return (
    <nav className="account-nav" aria-label={t('account.link')}>
      <NavLink to={`/${locale}/dashboard`}>{t('account.dashboard')}</NavLink>
      <NavLink to={`/${locale}/account/sessions`}>{t('sessions.title')}</NavLink>
      {administrator && (
        <>
          <NavLink to={`/${locale}/admin/people`}>{t('people.title')}</NavLink>
          <NavLink to={`/${locale}/admin/settings`}>{t('account.settings')}</NavLink>
          <NavLink to={`/${locale}/admin/audit`}>{t('account.audit')}</NavLink>
          <NavLink to={`/${locale}/admin/webhooks`}>{t('account.webhooks')}</NavLink>
          <NavLink to={`/${locale}/admin/tokens`}>{t('account.tokens')}</NavLink>
        </>
      )}
    </nav>
  );
}
