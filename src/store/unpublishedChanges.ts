import { create } from 'zustand';

interface UnpublishedChangesState {
  /** By page id: whether the published page has saved changes readers do not see yet (issue 33). */
  byPage: Record<number, boolean>;
  note(pageId: number, changes: boolean): void;
}

/**
 * Whether the page open in the editor has a draft of changes: the editor loads it, its saves and restores set it,
 * and publishing, unpublishing or discarding the changes clears it; the bar's publishing control shows it.
 */
export const useUnpublishedChanges = create<UnpublishedChangesState>()((set) => ({
  byPage: {},
  note: (pageId, changes) =>
    set((state) => (state.byPage[pageId] === changes ? state : { byPage: { ...state.byPage, [pageId]: changes } })),
}));

export const noteUnpublishedChanges = (pageId: number, changes: boolean | undefined) => {
  if (changes !== undefined) useUnpublishedChanges.getState().note(pageId, changes);
};
