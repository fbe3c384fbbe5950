import { useCallback, useEffect, useRef, useState } from 'react';
import * as revisionsApi from '../api/revisions';
import { useRemote } from '../routes/useRemote';

/*
 * A page's history: its revisions, one read in full, restoring one, the page as it was at an instant, and who else
 * has the page open (presence). A staff store: the history panel and the editor that use it are lazy chunks.
 */

export type { Colleague, PageAsOf, Revision, RevisionSummary } from '../api/revisions';
export { restoreRevision } from '../api/revisions';

/** The page's revisions, newest first, a page of them at a time; read again from the first whenever `open` turns true. */
export function useRevisionList(pageId: number, open: boolean) {
  const [revisions, setRevisions] = useState<revisionsApi.RevisionSummary[] | null>(null);
  const [total, setTotal] = useState(0);
  const [nextPage, setNextPage] = useState(2);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      try {
        const list = await revisionsApi.listRevisions(pageId, page, { signal });
        setRevisions((before) => (page === 1 ? list.revisions : [...(before ?? []), ...list.revisions]));
        setTotal(list.total);
        setNextPage(page + 1);
      } catch (failure) {
        if (!signal?.aborted) setError(failure);
      }
    },
    [pageId],
  );
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setRevisions(null);
    setError(null);
    void load(1, controller.signal);
    return () => controller.abort();
  }, [open, load]);
  return { revisions, total, error, loadMore: () => void load(nextPage) };
}

/** Revisions read in full in this history session: choosing one again, or comparing with it, reads nothing. */
export function useRevisions(pageId: number) {
  const [loaded, setLoaded] = useState(() => new Map<number, revisionsApi.Revision>());
  const [error, setError] = useState<unknown>(null);
  const need = (id: number | null, signal: AbortSignal) => {
    if (id === null || loaded.has(id)) return;
    revisionsApi.readRevision(pageId, id, { signal }).then(
      (revision) => setLoaded((before) => new Map(before).set(id, revision)),
      (failure: unknown) => signal.aborted || setError(failure),
    );
  };
  return { loaded, error, need };
}

/** The page as it was at `instant` (an ISO instant), as readers saw it then. */
export function usePageAsOf(slug: string, instant: string) {
  return useRemote(`as-of:${slug}:${instant}`, (signal) => revisionsApi.pageAsOf(slug, instant, { signal }));
}

/**
 * The editor says it has the page open, every heartbeat the server asks for, and hears who else has and the page's
 * version (`onVersion`, so someone else's save is taken in within seconds).
 */
export function usePresence(pageId: number, onVersion?: (version: number) => void): revisionsApi.Colleague[] {
  const [others, setOthers] = useState<revisionsApi.Colleague[]>([]);
  const versionHandler = useRef(onVersion);
  versionHandler.current = onVersion;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const beat = async () => {
      let seconds = 20;
      try {
        const answer = await revisionsApi.beatPresence(pageId);
        if (stopped) return;
        setOthers(answer.others);
        seconds = answer.heartbeatSeconds;
        versionHandler.current?.(answer.version);
      } catch {
        // Offline or signed out: say nothing about others, and try again at the next beat.
        if (!stopped) setOthers([]);
      }
      if (!stopped) timer = setTimeout(() => void beat(), seconds * 1000);
    };
    void beat();
    const leave = () => revisionsApi.leavePresence(pageId);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pageId]);
  return others;
}
