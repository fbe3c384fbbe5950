import { create } from 'zustand';
import type { Locale } from '../../contract';
import * as publications from '../api/publications';
import { memoMessages } from '../i18n/memo';
import { translatorOf } from '../i18n/translate';
import { useRemote } from '../routes/useRemote';
import { showToast } from './toasts';

interface FavouritesState {
  byPageId: Record<number, boolean>;
  pending: Record<number, boolean>;
  /** Records what the server said, unless a toggle of that page is still in flight. */
  learn: (pageId: number, favourite: boolean) => void;
  /** Flips at once, then asks the server; on failure it puts the old value back. Its toast is in `locale`. */
  toggle: (pageId: number, locale: Locale) => Promise<void>;
}

export const useFavourites = create<FavouritesState>()((set, get) => ({
  byPageId: {},
  pending: {},
  learn: (pageId, favourite) => {
    if (get().pending[pageId] || get().byPageId[pageId] === favourite) return;
    set((state) => ({ byPageId: { ...state.byPageId, [pageId]: favourite } }));
  },
  toggle: async (pageId, locale) => {
    if (get().pending[pageId]) return;
    const was = get().byPageId[pageId] ?? false;
    const put = (favourite: boolean, pending: boolean) =>
      set((state) => ({ byPageId: { ...state.byPageId, [pageId]: favourite }, pending: { ...state.pending, [pageId]: pending } }));
    put(!was, true);
    const t = translatorOf(memoMessages, locale);
    try {
      await (was ? publications.unfavourite(pageId) : publications.favourite(pageId));
      put(!was, false);
      showToast(t(was ? 'favourite.removed' : 'favourite.added'));
    } catch {
      put(was, false);
      showToast(t('favourite.failed'), 'error');
    }
  },
}));

export function selectFavourite(pageId: number) {
  return (state: FavouritesState) => state.byPageId[pageId] ?? false;
}

/** The signed-in person's favourite memos (GET /api/publications/favourites). */
export function useFavouriteList() {
  return useRemote('favourites', (signal) => publications.favourites({ signal }));
}
