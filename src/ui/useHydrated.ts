import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true once the app runs in the browser: a
 * lazy component rendered only when true never suspends on the server, which would leave its part to the browser
 * with an error (React's #419).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
