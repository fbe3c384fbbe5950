import { useEffect, useState } from 'react';
import { useBlocker } from '../routes/useBlocker';
import { editorMessages } from '../i18n/editor';
import { useLeaveGuard } from '../store/leaveGuard';
import { DialogShell } from '../ui/DialogShell';
import { useMessages } from '../i18n/useMessages';

/** Asks before leaving a page with unsaved changes: inside the app, when the tab closes, and before signing out. */
export function useUnsavedChangesGuard(dirty: boolean, bypass: { current: boolean }) {
  const t = useMessages(editorMessages);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const [signingOut, setSigningOut] = useState<((signOut: boolean) => void) | null>(null);
  const register = useLeaveGuard((state) => state.register);
  useEffect(() => {
    if (!dirty) return;
    return register(() => new Promise<boolean>((resolve) => setSigningOut(() => resolve)));
  }, [dirty, register]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const answerSignOut = (signOut: boolean) => {
    // Signing out takes the editor away at once: the navigations that follow are not to be asked about again.
    if (signOut) bypass.current = true;
    signingOut?.(signOut);
    setSigningOut(null);
  };

  return (
    <>
      <DialogShell
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t('leave.title')}
        description={t('leave.description')}
        actions={
          <>
            <button type="button" onClick={() => blocker.reset?.()}>
              {t('leave.stay')}
            </button>
            <button type="button" className="button--danger" onClick={() => blocker.proceed?.()}>
              {t('leave.leave')}
            </button>
          </>
        }
      />
      <DialogShell
        open={signingOut !== null}
        onOpenChange={(open) => !open && answerSignOut(false)}
        title={t('signOut.title')}
        description={t('signOut.description')}
        actions={
          <>
            <button type="button" onClick={() => answerSignOut(false)}>
              {t('leave.stay')}
            </button>
            <button type="button" className="button--danger" onClick={() => answerSignOut(true)}>
              {t('signOut.signOut')}
            </button>
          </>
        }
      />
    </>
  );
}
