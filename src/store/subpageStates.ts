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
   * (in this tab or by a colleague) shows as it is now. A failed lookup is tried again a few times; the blocks show
   * what was known, or their stored titles, meanwhile.
   */
  refresh(system: System, ids: number[]): Promise<void>;
}

export const useSubpageStates = create<SubpageStatesState>()((set) => ({
  byId: {},
  async refresh(system, ids) {
    const unique = [...new Set(ids)];
    const lookUp = async (part: number[], attempt: number): Promise<void> => {
      try {
        const found = await lookupSubpages(system, part);
        set((state) => ({ byId: { ...state.byId, ...Object.fromEntries(found.map((item) => [item.page_id, item])) } }));
      } catch {
        const delay = LOOKUP_RETRY_DELAYS_MS[attempt];
        if (delay !== undefined) return new Promise((resolve) => setTimeout(resolve, delay)).then(() => lookUp(part, attempt + 1));
      }
    };
    const parts = [];
    for (let start = 0; start < unique.length; start += IDS_PER_LOOKUP) parts.push(lookUp(unique.slice(start, start + IDS_PER_LOOKUP), 0));
    await Promise.all(parts);
  },
}));
