import type { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

/** How long updates gather before they are written to the device's copy as one. */
export const STORE_MS = 1000;

/**
 * Updates this large are written as they came, not merged: merging decodes every update it is given, and the first
 * one, the whole page from the server (1.5 MB at 6,000 blocks), took 250 ms of the main thread a second after opening.
 */
const MERGE_BYTES = 64 * 1024;

type StoreUpdate = (update: Uint8Array, origin: unknown) => void;

/**
 * The device's copy (y-indexeddb) written once a second, not at each update: y-indexeddb opens an IndexedDB
 * transaction per update (mine and every other person's keystroke) and re-encodes the whole document every 500 of
 * them, work that landed in the frames of my typing on a long page. Updates gathered meanwhile are merged into one
 * (Yjs updates merge losslessly), but for large ones. Leaving the page, or the tab going to the background, writes at once; so does each
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
    const small = gathered.filter((update) => update.length < MERGE_BYTES);
    for (const update of gathered) if (update.length >= MERGE_BYTES) storeNow(update, null);
    gathered = [];
    if (small.length > 0) storeNow(small.length === 1 ? small[0] : Y.mergeUpdates(small), null);
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
