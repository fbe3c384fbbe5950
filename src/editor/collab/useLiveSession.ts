import { useCallback, useEffect, useRef, useState } from 'react';
import { liveAddress, liveTicket, liveUser } from '../../store/liveSession';
import { noteUnpublishedChanges } from '../../store/unpublishedChanges';
import type { Colleague, EndReason, LineState, LiveSession } from './liveSession';

/** How long the editor waits for the server's state before it opens on the device's copy (offline). */
const FIRST_SYNC_MS = 4000;

/** 'on' comes as soon as the session is made: the editor shows the saved document while the session's state comes in. */
export type LivePhase = { phase: 'deciding' } | { phase: 'off' } | { phase: 'on'; session: LiveSession; ready: Promise<unknown> };

export type LiveSaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

export interface LiveState {
  live: LivePhase;
  line: LineState;
  others: Colleague[];
  ended: EndReason | null;
  /** The editor is bound to the session: until then it shows the saved document and keeps what is typed in it. */
  bound: boolean;
  status: LiveSaveState;
  saveError: string | null;
  /** Asks the server to persist now; resolves with the version saved, or null (offline, refused). */
  save(): Promise<number | null>;
}

const SAVE_WAIT_MS = 10_000;

/** After the next paint (two frames), or 300 ms at most (a hidden tab has no frames). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 300);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * The page's live session when the server offers one (a ticket): made in its own chunk, opened on the device's copy
 * and the server's state, and closed when the page closes. Without a ticket (mock mode, an older server, offline at
 * opening) the phase is 'off' and the editor saves as before.
 */
export function useLiveSession(pageId: number | null, editable: boolean, onVersion: (version: number) => void): LiveState {
  const [live, setLive] = useState<LivePhase>(() => (pageId === null || !editable ? { phase: 'off' } : { phase: 'deciding' }));
  const [line, setLine] = useState<LineState>('connecting');
  const [others, setOthers] = useState<Colleague[]>([]);
  const [ended, setEnded] = useState<EndReason | null>(null);
  const [bound, setBound] = useState(false);
  const [status, setStatus] = useState<LiveSaveState>('saved');
  // Each of my keys says "edited": React may render and commit for an update to the same value, and a commit while a
  // long page has the caret reads its text up to the caret (about 4 ms a key at block 2,000 of 6,000).
  const shown = useRef(status);
  shown.current = status;
  const [saveError, setSaveError] = useState<string | null>(null);
  const waiting = useRef<Array<(version: number | null) => void>>([]);
  const versionHandler = useRef(onVersion);
  versionHandler.current = onVersion;
  const session = live.phase === 'on' ? live.session : null;

  useEffect(() => {
    if (pageId === null || !editable) {
      setLive({ phase: 'off' });
      return;
    }
    let cancelled = false;
    let made: LiveSession | null = null;
    const settleWaiting = (version: number | null) => waiting.current.splice(0).forEach((resolve) => resolve(version));
    void (async () => {
      // Marks of the way to the first key, read by `npm run bench -- live-open`.
      performance.mark('live:start');
      const first = await liveTicket(pageId);
      performance.mark('live:ticket');
      const user = liveUser();
      if (cancelled) return;
      if (!('ticket' in first) || !user) return setLive({ phase: 'off' });
      const { LiveSession } = await import('./liveSession');
      performance.mark('live:chunk');
      if (cancelled) return;
      let firstUnused = true;
      made = new LiveSession({
        pageId,
        user,
        address: liveAddress(pageId),
        ticket: () => {
          if (!firstUnused) return liveTicket(pageId);
          firstUnused = false;
          return Promise.resolve(first);
        },
        events: {
          line: setLine,
          others: setOthers,
          edited: () => {
            if (shown.current === 'saved' || shown.current === 'failed') setStatus((now) => (now === 'saving' ? now : 'unsaved'));
          },
          saved: (answer) => {
            if ('version' in answer) {
              versionHandler.current(answer.version);
              // A published page's bar says "changes not yet published" after a live save, as after an explicit one.
              noteUnpublishedChanges(pageId, answer.unpublished);
              setSaveError(null);
              setStatus(made?.unsaved ? 'unsaved' : 'saved');
              settleWaiting(answer.version);
            } else {
              setSaveError(answer.error);
              setStatus('failed');
              settleWaiting(null);
            }
          },
          ended: (reason) => {
            setEnded(reason);
            settleWaiting(null);
          },
          bound: () => {
            if (!cancelled) setBound(true);
          },
        },
      });
      const session = made;
      // The device's copy and the line start once the saved page is painted, so the two do not share its frame.
      const ready = afterPaint()
        .then(() => performance.mark('live:painted') && session.open())
        .then(() => session.whenSynced(FIRST_SYNC_MS))
        .then(() => performance.mark('live:synced'));
      setLive({ phase: 'on', session, ready });
    })();
    return () => {
      cancelled = true;
      setBound(false);
      settleWaiting(null);
      void made?.destroy();
    };
  }, [pageId, editable]);

  const save = useCallback((): Promise<number | null> => {
    if (!session || !session.requestSave()) return Promise.resolve(null);
    setStatus('saving');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.current = waiting.current.filter((entry) => entry !== done);
        setStatus('failed');
        resolve(null);
      }, SAVE_WAIT_MS);
      const done = (version: number | null) => {
        clearTimeout(timer);
        resolve(version);
      };
      waiting.current.push(done);
    });
  }, [session]);

  return { live, line, others, ended, bound, status, saveError, save };
}
