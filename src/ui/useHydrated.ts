import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while the server's HTML is being hydrated (and on the server), true in the browser afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
