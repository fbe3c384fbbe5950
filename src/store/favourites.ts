import { create } from 'zustand';
import * as publications from '../api/publications';
import { showToast } from './toasts';

interface FavouritesState {
  byPageId: Record<number, boolean>;
  pending: Record<number, boolean>;
  /** Records what the server said, unless a toggle of that page is still in flight. */
  learn: (pageId: number, favourite: boolean) => void;
  /** Flips at once, then asks the server; on failure it puts the old value back. */
  toggle: (pageId: number) => Promise<void>;
}

export const useFavourites = create<FavouritesState>()((set, get) => ({
  byPageId: {},
  pending: {},
  learn: (pageId, favourite) => {
    if (get().pending[pageId] || get().byPageId[pageId] === favourite) return;
    set((state) => ({ byPageId: { ...state.byPageId, [pageId]: favourite } }));
  },
  toggle: async (pageId) => {
    if (get().pending[pageId]) return;
    const was = get().byPageId[pageId] ?? false;
    const put = (favourite: boolean, pending: boolean) =>
      set((state) => ({ byPageId: { ...state.byPageId, [pageId]: favourite }, pending: { ...state.pending, [pageId]: pending } }));
    put(!was, true);
    try {
      await (was ? publications.unfavourite(pageId) : publications.favourite(pageId));
      put(!was, false);
      showToast(was ? 'Removed from favourites' : 'Added to favourites');
    } catch {
      put(was, false);
      showToast('Failed to update favourites', 'error');
    }
  },
}));

export function selectFavourite(pageId: number) {
  return (state: FavouritesState) => state.byPageId[pageId] ?? false;
}
