import type { SavedDocument } from '../../contract/document';

export interface Draft {
  pageKey: string;
  baseVersion: number;
  title: string;
  precis: string;
  document: SavedDocument;
  savedAt: string;
}

const PREFIX = 'masthead.draft.';

/** Unsaved work is kept in this browser until the server has it, so a reload, a crash or a failed save loses nothing. */
export function readDraft(pageKey: string): Draft | null {
  try {
    const text = localStorage.getItem(PREFIX + pageKey);
    if (!text) return null;
    const draft = JSON.parse(text) as Draft;
    return draft && draft.pageKey === pageKey && draft.document?.root ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft): boolean {
  try {
    localStorage.setItem(PREFIX + draft.pageKey, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(pageKey: string) {
  try {
    localStorage.removeItem(PREFIX + pageKey);
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to clear.
  }
}
