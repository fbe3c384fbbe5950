import { useEffect } from 'react';
import { create } from 'zustand';
import type { SiteConfigAttributes } from '../../contract';
import * as siteConfigApi from '../api/siteConfig';

interface SiteConfigState {
  config: SiteConfigAttributes | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Loads the configuration once; later calls reuse it, and a failed load may be tried again. */
  load: () => Promise<void>;
}

const unloaded = { config: null, status: 'idle' } as const;

/**
 * The configuration the server rendered the page with. Zustand gives the server's render and the hydration its initial
 * state, not the current one, so `useLoadedSiteConfig` falls back to this.
 */
let served: SiteConfigAttributes | null = null;

/** Takes the configuration the server rendered a page with (src/ssr.tsx, src/main.tsx), or forgets it with null. */
export function adoptServedSiteConfig(body: { data: { attributes: SiteConfigAttributes } } | null): void {
  served = body?.data.attributes ?? null;
  useSiteConfig.setState(served ? { config: served, status: 'ready' } : unloaded);
}

export const useSiteConfig = create<SiteConfigState>()((set, get) => ({
  ...unloaded,
  load: async () => {
    if (get().status === 'loading' || get().status === 'ready') return;
    set({ status: 'loading' });
    try {
      set({ config: await siteConfigApi.siteConfig(), status: 'ready' });
    } catch {
      set({ status: 'failed' });
    }
  },
}));

/** True for a relative link or an http(s) link to one of the organisation's own sites (spec 5.2). */
export function isOwnSiteLink(link: string, domains: string[], currentHost = globalThis.location?.hostname ?? ''): boolean {
  const text = link.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const host = new URL(text).hostname.toLowerCase();
    return host === currentHost.toLowerCase() || domains.includes(host);
  } catch {
    return false;
  }
}

/** The site configuration for a component, loading it on first use; null until it has arrived. */
export function useLoadedSiteConfig(): SiteConfigAttributes | null {
  const config = useSiteConfig((state) => state.config);
  const load = useSiteConfig((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  return config ?? served;
}
