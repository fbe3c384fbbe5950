import { useEffect } from 'react';
import { useBlocker } from '../routes/useBlocker';
import { DialogShell } from '../ui/DialogShell';

/** Asks before leaving a page with unsaved changes, inside the app and when the tab closes. */
export function useUnsavedChangesGuard(dirty: boolean, bypass: { current: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <DialogShell
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description="Your unsaved changes stay in this browser and are offered back when you return to this page."
      actions={
        <>
          <button type="button" onClick={() => blocker.reset?.()}>
            Stay
          </button>
          <button type="button" className="button--danger" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
        </>
      }
    />
  );
  return dialog;
}
