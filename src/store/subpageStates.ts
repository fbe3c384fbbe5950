import { create } from 'zustand';
import type { SubpageAttributes, System } from '../../contract';
import { lookupSubpages } from '../api/subpages';

/** The lookup endpoints answer at most this many ids at a time (contract/subpages.ts). */
const IDS_PER_LOOKUP = 200;
/** Waits before each further try of a lookup that failed (on top of the client's own retries). */
export const LOOKUP_RETRY_DELAYS_MS = [1_000, 4_000, 15_000];

interface SubpageStatesState {
  byId: Record<number, SubpageAttributes>;
  /**
   * Looks up every id, known or not, 200 to a call: a subpage renamed, published or trashed since the last lookup
   * (in this tab or by a colleague) shows as it is now. A failed lookup is tried again a few times.
   */
  refresh(system: System, ids: number[]): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const useSubpageStates = create<SubpageStatesState>()((set) => {
  async function lookUp(system: System, ids: number[]) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const found = await lookupSubpages(system, ids);
        set((state) => ({ byId: { ...state.byId, ...Object.fromEntries(found.map((item) => [item.page_id, item])) } }));
        return;
      } catch {
        // The blocks show what was known, or their stored titles, until a try succeeds.
        if (attempt >= LOOKUP_RETRY_DELAYS_MS.length) return;
        await wait(LOOKUP_RETRY_DELAYS_MS[attempt]);
      }
    }
  }
  return {
    byId: {},
    async refresh(system, ids) {
      const unique = [...new Set(ids)];
      const calls: Promise<void>[] = [];
      for (let start = 0; start < unique.length; start += IDS_PER_LOOKUP)
        calls.push(lookUp(system, unique.slice(start, start + IDS_PER_LOOKUP)));
      await Promise.all(calls);
    },
  };
});
