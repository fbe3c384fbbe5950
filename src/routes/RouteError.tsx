import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { readerMessages } from '../i18n/reader';
import { homePathOf, localeOfPath } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';
import { useMessages } from '../i18n/useMessages';

export function RouteError() {
  // The outermost boundary sits above the `/:locale` route, so the path tells the locale there.
  const routeLocale = useLocale();
  const locale = localeOfPath(useLocation().pathname) ?? routeLocale;
  const t = useMessages(readerMessages, locale);
  useDocumentMeta(t('routeError.title'), locale);
  return (
    <div className="notice">
      <h1>{t('routeError.title')}</h1>
      <p role="alert">{t('routeError.text')}</p>
      <p>
        <a href={homePathOf(locale)}>{t('notice.homeLink')}</a>
      </p>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** The boundary shows the screen again when this changes, i.e. on the next navigation. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
