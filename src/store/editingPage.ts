import { create } from 'zustand';
import type { Collection, Locale } from '../../contract';
import * as content from '../api/content';
import * as pagesApi from '../api/pages';
import { useRemote } from '../routes/useRemote';

export type { NewPage, PageChanges, PageSettingsChanges, SavedPage } from '../api/pages';
export { createPage, hasLinkAccess, savePage, savePageSettings } from '../api/pages';
export { createSubpage, editorRouteOfSubpage } from '../api/subpages';

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

/** The page to edit, by its slug (or id), as the editor loads it: with its draft, version and settings. */
export function useEditablePage(slug: string) {
  return useRemote(`edit:${slug}`, (signal) => pagesApi.editablePage(slug, { signal }));
}

/** The page as it is saved now, to take in what was saved elsewhere. */
export async function loadEditablePage(slug: string) {
  return (await pagesApi.editablePage(slug)).attributes;
}

/** The id of the page readers find at collection/slug (the page's counterpart in the other locale); null when none. */
export async function publishedPageIdOf(collection: Collection, slug: string): Promise<number | null> {
  try {
    return (await content.page(collection, slug)).attributes.page_id;
  } catch {
    return null;
  }
}
