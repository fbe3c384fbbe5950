import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Location, type To } from 'react-router-dom';

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface BlockerArguments {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  historyAction: HistoryAction;
}

export type Blocker =
  { state: 'unblocked'; proceed: undefined; reset: undefined } | { state: 'blocked'; proceed: () => void; reset: () => void };

interface Navigator {
  push: (to: To, state?: unknown, options?: unknown) => void;
  replace: (to: To, state?: unknown, options?: unknown) => void;
}

const unblocked: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined };

function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

function nextLocationOf(to: To): BlockerArguments['nextLocation'] {
  const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(path, window.location.href);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** React Router's useBlocker for our declarative router: holds back links, navigate() and back/forward. */
export function useBlocker(shouldBlock: (args: BlockerArguments) => boolean): Blocker {
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as Navigator;
  const location = useLocation();
  const [blocked, setBlocked] = useState<{ proceed: () => void } | null>(null);
  const test = useRef(shouldBlock);
  const current = useRef({ location, index: 0 });

  useEffect(() => {
    test.current = shouldBlock;
  });

  useEffect(() => {
    current.current = { location, index: historyIndex() };
    setBlocked(null);
  }, [location]);

  useEffect(() => {
    const { push, replace } = navigator;
    const blocks = (nextLocation: BlockerArguments['nextLocation'], historyAction: HistoryAction) =>
      test.current({ currentLocation: current.current.location, nextLocation, historyAction });
    const guard = (historyAction: HistoryAction, original: Navigator['push']): Navigator['push'] =>
      function guarded(to, state, options) {
        if (!blocks(nextLocationOf(to), historyAction)) return original.call(navigator, to, state, options);
        setBlocked({ proceed: () => original.call(navigator, to, state, options) });
      };
    navigator.push = guard('PUSH', push);
    navigator.replace = guard('REPLACE', replace);

    // The entry is already changed when popstate fires: hide it from the router and step back to where we were.
    let undoing = false;
    let proceeding = false;
    const onPopState = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (proceeding) {
        proceeding = false;
        return;
      }
      const delta = historyIndex() - current.current.index;
      if (!delta || !blocks(nextLocationOf(window.location.href), 'POP')) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(-delta);
      setBlocked({
        proceed: () => {
          proceeding = true;
          window.history.go(delta);
        },
      });
    };
    window.addEventListener('popstate', onPopState, true);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [navigator]);

  if (!blocked) return unblocked;
  return {
    state: 'blocked',
    proceed: () => {
      setBlocked(null);
      blocked.proceed();
    },
    reset: () => setBlocked(null),
  };
}
