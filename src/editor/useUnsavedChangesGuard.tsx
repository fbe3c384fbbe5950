import { useEffect, useState } from 'react';
import { useBlocker } from '../routes/useBlocker';
import { editorMessages } from '../i18n/editor';
import { DialogShell } from '../ui/DialogShell';
import { SIGN_OUT_REQUEST, type SignOutRequest } from '../ui/signOutRequest';
import { useMessages } from '../i18n/useMessages';

/** Asks before leaving a page with unsaved changes: inside the app, when the tab closes, and before signing out. */
export function useUnsavedChangesGuard(dirty: boolean, bypass: { current: boolean }) {
  const t = useMessages(editorMessages);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // Signing out asks here first (its request is cancelled), and goes on through the request's own sign-out.
  const [signingOut, setSigningOut] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onSignOut = (event: Event) => {
      event.preventDefault();
      const { signOut } = (event as SignOutRequest).detail;
      setSigningOut(() => signOut);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener(SIGN_OUT_REQUEST, onSignOut);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener(SIGN_OUT_REQUEST, onSignOut);
    };
  }, [dirty]);

  const answer = (leave: boolean) => {
    if (signingOut) {
      // Signing out takes the editor away at once: the navigations that follow are not to be asked about again.
      if (leave) {
        bypass.current = true;
        signingOut();
      }
      setSigningOut(null);
    } else if (leave) blocker.proceed?.();
    else blocker.reset?.();
  };
  const prefix = signingOut ? 'signOut' : 'leave';

  return (
    <DialogShell
      open={blocker.state === 'blocked' || signingOut !== null}
      onOpenChange={(open) => !open && answer(false)}
      title={t(`${prefix}.title`)}
      description={t('leave.description')}
      actions={
        <>
          <button type="button" onClick={() => answer(false)}>
            {t('leave.stay')}
          </button>
          <button type="button" className="button--danger" onClick={() => answer(true)}>
            {t(signingOut ? 'signOut.signOut' : 'leave.leave')}
          </button>
        </>
      }
    />
  );
}
