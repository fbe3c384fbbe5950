import { create } from 'zustand';
import type { EventDetails, SaveEventDetailsBody } from '../../contract';
import { saveEventDetails } from '../api/eventEditing';
import { useEditingPage } from './editingPage';
import { useSaveAll } from './saveAll';

interface EventDetailsState {
  /** The page open in the editor, and its event as last loaded or saved (the time and location block shows it). */
  pageId: number | null;
  event: EventDetails | null;
  /** The date, time and place dialog was asked for (by the time and location block) and is to open. */
  wanted: boolean;
  adopt(pageId: number | null, event: EventDetails | null): void;
  /** Asks for the dialog; a new page is saved first, and the dialog opens once it has its address. */
  ask(): Promise<void>;
  settle(): void;
  /** Saves the event's details with the page's version; answers the page's new version. */
  save(pageId: number, body: SaveEventDetailsBody): Promise<number>;
}

/** The date, times and place of the event open in the editor (issue 28). */
export const useEventDetails = create<EventDetailsState>()((set) => ({
  pageId: null,
  event: null,
  wanted: false,
  adopt: (pageId, event) => set({ pageId, event }),
  async ask() {
    set({ wanted: true });
    if (useEditingPage.getState().page?.pageId != null) return;
    if (!(await useSaveAll.getState().saveAll())) set({ wanted: false });
  },
  settle: () => set({ wanted: false }),
  async save(pageId, body) {
    const page = await saveEventDetails(pageId, body);
    set({ pageId, event: page.event });
    return page.version;
  },
}));
