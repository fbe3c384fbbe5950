import { staticSiteEditorUrl } from '../site/staticSite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '../../contract';
import { NAVIGATION_COLLECTIONS } from '../routes/collectionLabels';
import { collectionPathOf, homePathOf, isEditorRoute, publicPathOfEditorRoute, signInPathOf, switchLocale } from '../routes/paths';
import { readerMessages } from '../i18n/reader';
import { useSession } from '../store/session';
import { useMessages } from '../i18n/useMessages';
import { useShownPageAlternates } from '../routes/useDocumentMeta';
import { ReaderIcon } from './ReaderIcon';
import { SIGN_OUT_REQUEST, type SignOutRequest } from './signOutRequest';

// The notification centre (issue 33): signed-in staff only, so its code is a chunk of its own, out of the reader's budget.
const NotificationCentre = lazy(() => import('../dashboard/NotificationCentre'));

const LOCALE_CHOICES: Array<{ locale: Locale; label: string; lang: string; title: string }> = [
  { locale: 'en', label: 'EN', lang: 'en', title: 'English' },
  { locale: 'hk', label: '繁', lang: 'zh-Hant-HK', title: '繁體中文' },
];

/** `siteName`: the site's name in the locale, from its settings (issue 32). */
export function SiteHeader({ locale, siteName }: { locale: Locale; siteName: string }) {
  const location = useLocation();
  const t = useMessages(readerMessages, locale);
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const signOut = useSession((state) => state.signOut);
  const currentPath = `${location.pathname}${location.search}${location.hash}`;
  const onSignIn = location.pathname === signInPathOf(locale);
  // On a phone the sections fold into a menu, so the header keeps to one line above the page.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // On a page with a translation, the other language is the translation; elsewhere, the same screen in that language.
  const shown = useShownPageAlternates();
  const addressIn = ({ locale: other, lang }: (typeof LOCALE_CHOICES)[number]) => {
    const translation = shown.path === location.pathname && shown.alternates!.find((each) => each.hrefLang === lang);
    return translation ? new URL(translation.href).pathname : switchLocale(currentPath, other);
  };

  async function signOutNow() {
    await signOut();
    if (isEditorRoute(location.pathname)) navigate(publicPathOfEditorRoute(location.pathname));
  }

  // Unsaved work in the editor asks first (it cancels the request), as every other way out of it does.
  function handleSignOut() {
    const request: SignOutRequest = new CustomEvent(SIGN_OUT_REQUEST, { cancelable: true, detail: { signOut: () => void signOutNow() } });
    if (window.dispatchEvent(request)) void signOutNow();
  }

  const editorSite = staticSiteEditorUrl();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-name" to={homePathOf(locale)}>
          {siteName}
        </Link>
        <button
          type="button"
          className="site-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-sections"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <ReaderIcon name={menuOpen ? 'close' : 'menu'} size={20} />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <nav id="site-sections" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('header.sections')}>
          <ul>
            {NAVIGATION_COLLECTIONS.map((collection) => (
              <li key={collection}>
                {/* The memo space is signed in, so on the static site it is the editor's site's (issue 31). */}
                {collection === 'memo' && editorSite ? (
                  <a href={`${editorSite}${collectionPathOf(locale, collection)}`}>{t(`collection.${collection}`)}</a>
                ) : (
                  <NavLink to={collectionPathOf(locale, collection)}>{t(`collection.${collection}`)}</NavLink>
                )}
              </li>
            ))}
            <li>
              <NavLink to={`${homePathOf(locale)}/whats-on`}>{t('header.whatsOn')}</NavLink>
            </li>
            {token && user && (
              <li className="site-nav__account">
                <NavLink to={`/${locale}/account/sessions`}>{t('header.account')}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-tools">
          {/* The search screen; its form works without JavaScript, so this is a plain link to it. */}
          <Link className="site-search" to={`${homePathOf(locale)}/search`} title={t('header.search')}>
            <ReaderIcon name="search" size={20} />
            <span className="visually-hidden">{t('header.search')}</span>
          </Link>
          <ul className="locale-switch" aria-label={t('header.language')}>
            {LOCALE_CHOICES.map((choice) => (
              <li key={choice.locale}>
                <Link
                  to={addressIn(choice)}
                  lang={choice.lang}
                  hrefLang={choice.lang}
                  title={choice.title}
                  aria-current={choice.locale === locale ? 'true' : undefined}
                >
                  {choice.label}
                </Link>
              </li>
            ))}
          </ul>
          {token && user ? (
            <div className="account">
              <Suspense fallback={null}>
                <NotificationCentre locale={locale} />
              </Suspense>
              {/* The account screens (issue 32): the person's name leads there; on a phone, where the name is hidden, the menu does. */}
              <Link className="account__name" to={`/${locale}/account/sessions`} title={t('header.account')}>
                {user.attributes.name}
              </Link>
              <button type="button" className="button button--quiet" onClick={handleSignOut}>
                {t('header.signOut')}
              </button>
            </div>
          ) : (
            !onSignIn &&
            // The static site signs in on the editor's site (issue 31), and comes back to this page there.
            (editorSite ? (
              <a className="account__sign-in" href={`${editorSite}${signInPathOf(locale, currentPath)}`}>
                {t('header.signIn')}
              </a>
            ) : (
              <Link className="account__sign-in" to={signInPathOf(locale, currentPath)}>
                {t('header.signIn')}
              </Link>
            ))
          )}
        </div>
      </div>
    </header>
  );
}
