import type { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

/** How long updates gather before they are written to the device's copy as one. */
export const STORE_MS = 1000;

type StoreUpdate = (update: Uint8Array, origin: unknown) => void;

/**
 * The device's copy (y-indexeddb) written once a second, not at each update: y-indexeddb opens an IndexedDB
 * transaction per update (mine and every other person's keystroke) and re-encodes the whole document every 500 of
 * them, work that landed in the frames of my typing on a long page. Updates gathered meanwhile are merged into one
 * (Yjs updates merge losslessly). Leaving the page, or the tab going to the background, writes at once; so does each
 * change while `offline()`.
 */
export function storeInBatches(local: IndexeddbPersistence, doc: Y.Doc, offline: () => boolean = () => false) {
  const persistence = local as unknown as { _storeUpdate: StoreUpdate };
  const storeNow = persistence._storeUpdate;
  let gathered: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (gathered.length === 0) return;
    const update = gathered.length === 1 ? gathered[0] : Y.mergeUpdates(gathered);
    gathered = [];
    storeNow(update, null);
  };
  const gather: StoreUpdate = (update, origin) => {
    if (origin === local) return;
    gathered.push(update);
    // Offline the device's copy is the only one: each change is written at once, as a tab closed a moment after the
    // last key (no pagehide write finishes then) must not take the words with it.
    if (offline()) return flush();
    timer ??= setTimeout(flush, STORE_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  doc.off('update', storeNow);
  doc.on('update', gather);
  // y-indexeddb's destroy takes its handler off the document: ours, from now on.
  persistence._storeUpdate = gather;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return {
    flush,
    stop() {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
