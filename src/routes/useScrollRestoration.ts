import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export const SCROLL_STORAGE_KEY = 'masthead.scroll';
const RESTORE_FOR_MS = 1500;

const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function currentHistoryKey(): string {
  return (window.history.state as { key?: string } | null)?.key ?? 'default';
}

/** React Router's ScrollRestoration for our declarative router: top of new pages, old position on back/forward. */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    let frame = 0;
    const stopRestoring = () => cancelAnimationFrame(frame);
    const saved = positions[key];
    if (action === 'POP' && saved !== undefined) {
      const until = performance.now() + RESTORE_FOR_MS;
      const restore = () => {
        window.scrollTo(0, saved);
        if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
      };
      restore();
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (action !== 'POP') {
      window.scrollTo(0, 0);
    }
    // Scroll events after the history entry changed belong to the next page, e.g. the browser clamping to its height.
    const remember = () => {
      if (currentHistoryKey() === key) positions[key] = window.scrollY;
    };
    const persist = () => {
      remember();
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
    };
    const userInput = ['wheel', 'touchstart', 'keydown', 'mousedown'];
    for (const type of userInput) window.addEventListener(type, stopRestoring, { passive: true });
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      stopRestoring();
      for (const type of userInput) window.removeEventListener(type, stopRestoring);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [key, hash, action]);
}
