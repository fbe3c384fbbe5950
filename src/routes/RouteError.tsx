import { Component, type ReactNode } from 'react';
import { homePathOf } from './paths';
import { useDocumentMeta } from './useDocumentMeta';
import { useLocale } from './useLocale';

export function RouteError() {
  const locale = useLocale();
  useDocumentMeta('Something went wrong', locale);
  return (
    <div className="notice">
      <h1>Something went wrong</h1>
      <p role="alert">This screen could not be shown. Please reload the page or try again later.</p>
      <p>
        <a href={homePathOf(locale)}>Go to the home page</a>
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
