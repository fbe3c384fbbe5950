import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import * as store from '../store/comments';
import type { CommentThreadResource } from '../store/comments';

/** How often the threads are read again while the page is shown. */
const REFRESH_MS = 30_000;

type Threads = CommentThreadResource[] | null;

interface KeptFresh {
  pageId: number;
  threads: Threads;
  setThreads: Dispatch<SetStateAction<Threads>>;
  /** The reading view's: loads the page again, so it marks threads made since it was loaded. */
  onAnchored?: () => void;
  /** The threads the reading view's page marks, or those the editor's document marks (null until known). */
  anchoredIds?: Set<string>;
  anchoredInEditor: Set<string> | null;
}

/**
 * The comments panel's threads kept current (issue 35): colleagues' threads and replies come in while the page is
 * open, read again every 30 s while the tab is shown and when it is shown or focused again. A read that a change of
 * mine overtook is dropped, not shown over it: my changes go through `changeThreads`. `arrived` holds threads a read
 * brought that the shown page may not mark yet (a colleague's, just made), not to be called detached until it does
 * (the reading view loads the page again; the editor gets the mark from the live session).
 */
export function useThreadsKeptFresh({ pageId, threads, setThreads, onAnchored, anchoredIds, anchoredInEditor }: KeptFresh) {
  const myChanges = useRef(0);
  const known = useRef(threads);
  known.current = threads;
  const reloadPage = useRef(onAnchored);
  reloadPage.current = onAnchored;
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let controller: AbortController | null = null;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      controller?.abort();
      const current = (controller = new AbortController());
      const before = myChanges.current;
      store.listThreads(pageId, { signal: current.signal }).then(
        (all) => {
          if (myChanges.current !== before) return;
          const had = new Set((known.current ?? []).map((thread) => thread.id));
          const fresh = all.filter((thread) => !had.has(thread.id)).map((thread) => thread.id);
          if (fresh.length) {
            setArrived((ids) => new Set([...ids, ...fresh]));
            reloadPage.current?.();
          }
          setThreads(all);
        },
        () => undefined,
      );
    };
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
      controller?.abort();
    };
  }, [pageId, setThreads]);
  // Once the page marks them (or, in a reading view, once it is loaded again) they are threads like any other.
  useEffect(() => {
    if (anchoredIds) setArrived((ids) => (ids.size ? new Set() : ids));
  }, [anchoredIds]);
  useEffect(() => {
    if (anchoredInEditor)
      setArrived((ids) =>
        ids.size && [...ids].some((id) => anchoredInEditor.has(id)) ? new Set([...ids].filter((id) => !anchoredInEditor.has(id))) : ids,
      );
  }, [anchoredInEditor]);
  const changeThreads = (change: (all: CommentThreadResource[] | null) => CommentThreadResource[]) => {
    myChanges.current++;
    setThreads(change);
  };
  return { arrived, changeThreads };
}
