import { useEffect } from 'react';
import { useBlocker } from '../routes/useBlocker';
import { editorMessages } from '../i18n/editor';
import { DialogShell } from '../ui/DialogShell';
import { useMessages } from '../i18n/useMessages';

/** Asks before leaving a page with unsaved changes, inside the app and when the tab closes. */
export function useUnsavedChangesGuard(dirty: boolean, bypass: { current: boolean }) {
  const t = useMessages(editorMessages);
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
  );
  return dialog;
}
