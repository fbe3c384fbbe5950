import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useParams } from 'react-router-dom';
import type { Locale } from '../../contract';
import { SiteHeader } from '../ui/SiteHeader';
import { ToastOutlet } from '../ui/ToastOutlet';
import { NotFoundRoute } from './NotFoundRoute';
import { isLocale } from './paths';

export function LocaleLayout() {
  const { locale } = useParams();
  const known = isLocale(locale);
  return (
    <SiteShell locale={known ? locale : 'en'}>{known ? <Outlet /> : <NotFoundRoute locale="en" />}</SiteShell>
  );
}

export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader locale={locale} />
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>Masthead — stories, series, news and projects from the organisation.</p>
      </footer>
      <ToastOutlet />
      <ScrollRestoration />
    </div>
  );
}
