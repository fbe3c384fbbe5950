import { create } from 'zustand';

/** The checklist before publishing (issue 33): the server's list, read before Publish and Schedule. */
export { fetchChecklist } from '../api/checklist';

interface SettingsRequest {
  /** The page settings dialog was asked for (by a checklist item about a setting) and is to open. */
  wanted: boolean;
  ask(): void;
  settle(): void;
}

/** Asks the editor bar's page settings to open, from elsewhere in the bar. */
export const usePageSettingsRequest = create<SettingsRequest>()((set) => ({
  wanted: false,
  ask: () => set({ wanted: true }),
  settle: () => set({ wanted: false }),
}));
