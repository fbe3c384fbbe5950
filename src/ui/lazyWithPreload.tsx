import { lazy, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

/** Code that loads on demand and can be asked to load ahead of its first use. */
export interface OnDemand {
  /** Starts loading (once; again after a failure) and settles when it has loaded. */
  preload(): Promise<unknown>;
  isLoaded(): boolean;
  subscribe(onLoad: () => void): () => void;
}

/** A value loaded on demand: loaded once (again after a failure), readable at once when it has loaded. */
export interface OnDemandValue<T> extends OnDemand {
  preload(): Promise<T>;
  /** The value if it has loaded, else null. */
  current(): T | null;
}

export function onDemand<T>(load: () => Promise<T>): OnDemandValue<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    preload: () =>
      (loading ??= load().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    current: () => loaded,
    isLoaded: () => loaded !== null,
    subscribe(onLoad: () => void) {
      listeners.add(onLoad);
      return () => void listeners.delete(onLoad);
    },
  };
}

/** A component from a module loaded on demand: before it has loaded, rendering it suspends (and starts the load). */
export type LazyComponent<P> = ComponentType<P> & OnDemand;

/** React.lazy with a `preload`; once loaded, new instances render at once instead of suspending for a moment. */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const code = onDemand(load);
  const Suspending = lazy(async () => ({ default: await code.preload() }));

  function OnDemandComponent(props: P) {
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(() => code.current() ?? Suspending);
    return <Component {...props} />;
  }

  return Object.assign(OnDemandComponent, { preload: code.preload, isLoaded: code.isLoaded, subscribe: code.subscribe });
}

/** Whether `code` has loaded; starts loading it once it is `needed`. */
export function useLoaded(code: OnDemand, needed: boolean): boolean {
  const loaded = useSyncExternalStore(code.subscribe, code.isLoaded, code.isLoaded);
  useEffect(() => {
    if (needed && !loaded) void code.preload();
  }, [code, needed, loaded]);
  return loaded;
}

/** Starts `preloads` once the browser is idle (after a moment where it lacks requestIdleCallback); returns a cancel. */
export function preloadWhenIdle(preloads: Array<() => Promise<unknown>>): () => void {
  // A failed preload is retried, and reported, when the code is first used.
  const run = () => preloads.forEach((preload) => preload().catch(() => undefined));
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
