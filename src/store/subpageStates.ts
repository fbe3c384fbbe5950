import { create } from 'zustand';
import type { SubpageAttributes, System } from '../../contract';
import { lookupSubpages } from '../api/subpages';

interface SubpageStatesState {
  byId: Record<number, SubpageAttributes>;
  /** Looks up every id not known yet, in one call. */
  refresh(system: System, ids: number[]): Promise<void>;
}

export const useSubpageStates = create<SubpageStatesState>()((set, get) => ({
  byId: {},
  async refresh(system, ids) {
    const missing = ids.filter((id) => !get().byId[id]);
    if (!missing.length) return;
    try {
      const found = await lookupSubpages(system, missing);
      set((state) => ({ byId: { ...state.byId, ...Object.fromEntries(found.map((item) => [item.page_id, item])) } }));
    } catch {
      // The blocks keep showing their stored titles when the lookup is unavailable.
    }
  },
}));
