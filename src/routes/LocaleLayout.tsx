import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import type { Locale } from '../../contract';
import { readerMessages } from '../i18n/reader';
import { useToasts } from '../store/toasts';
import { SiteHeader } from '../ui/SiteHeader';
import { LoadingMessage } from '../ui/StatusMessage';
import { NotFoundRoute } from './NotFoundRoute';
import { isLocale } from './paths';
import { RouteErrorBoundary } from './RouteError';
import { useScrollRestoration } from './useScrollRestoration';
import { siteNameOf } from './useDocumentMeta';
import { useLoadedSiteConfig } from '../store/siteConfig';
import { useMessages } from '../i18n/useMessages';

const ToastOutlet = lazy(async () => ({ default: (await import('../ui/ToastOutlet')).ToastOutlet }));

/** Toasts come only from staff actions, so their Radix code loads with the first one. */
function DeferredToasts() {
  const shown = useToasts((state) => state.toasts.length > 0);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}

export function LocaleLayout() {
  const { locale } = useParams();
  const known = isLocale(locale);
  return <SiteShell locale={known ? locale : 'en'}>{known ? <Outlet /> : <NotFoundRoute locale="en" />}</SiteShell>;
}

export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useMessages(readerMessages, locale);
  const siteName = siteNameOf(useLoadedSiteConfig(), locale);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  useScrollRestoration();

  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <SiteHeader locale={locale} siteName={siteName} />
      <main id="main" ref={main} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingMessage />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="site-footer">
        <p>{t('site.footer', { site: siteName })}</p>
      </footer>
      <DeferredToasts />
    </div>
  );
}
