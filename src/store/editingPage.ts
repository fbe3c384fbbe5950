import { create } from 'zustand';
import type { Collection, Locale } from '../../contract';

export interface EditingPage {
  pageId: number | null;
  collection: Collection;
  locale: Locale;
  publicPath: string | null;
}

interface EditingPageState {
  page: EditingPage | null;
  navigate: (path: string) => void;
  setPage(page: EditingPage | null, navigate?: (path: string) => void): void;
}

/** The page open in the editor, for blocks whose commands act on it (the subpage block creates its children). */
export const useEditingPage = create<EditingPageState>()((set) => ({
  page: null,
  navigate: (path) => window.location.assign(path),
  setPage: (page, navigate) => set((state) => ({ page, navigate: navigate ?? state.navigate })),
}));
