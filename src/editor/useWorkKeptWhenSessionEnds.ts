import { useEffect } from 'react';
import { useSession } from '../store/session';

/**
 * When the session ends under the editor (signed out, expired or revoked: a call answered 401 and the client goes to
 * sign-in), the unsaved work is written to the page's local draft at that moment, before the editor closes, and the
 * way to sign-in is not held up by the leave question. Signing in again brings the person back to the page, where
 * the draft is offered.
 */
export function useWorkKeptWhenSessionEnds(keepDraft: () => void, bypass: { current: boolean }) {
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (!previous.token || state.token) return;
        keepDraft();
        bypass.current = true;
      }),
    [keepDraft, bypass],
  );
}
