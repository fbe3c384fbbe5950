import { useState } from 'react';
import { TRASH_RETENTION_DAYS } from '../../contract';
import { errorMessageOf } from '../api/client';
import * as memoApi from '../api/memo';
import { showToast } from '../store/toasts';
import { DialogShell } from '../ui/DialogShell';

export const MOVE_TO_TRASH_TEXT = `This page will be moved to trash and permanently deleted after ${TRASH_RETENTION_DAYS} days.`;

interface MoveToTrashDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: { page_id: number; version: number };
  onMoved: (page: memoApi.ChangedPage) => void;
  onReload?: () => void;
}

export function MoveToTrashDialog({ open, onOpenChange, page, onMoved, onReload }: MoveToTrashDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  function close(next: boolean) {
    if (busy) return;
    setError(null);
    onOpenChange(next);
  }

  async function moveToTrash() {
    setBusy(true);
    setError(null);
    try {
      const moved = await memoApi.moveToTrash(page.page_id, page.version);
      setBusy(false);
      onOpenChange(false);
      showToast('Moved to trash');
      onMoved(moved);
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  }

  const changedElsewhere = memoApi.currentVersionOf(error) !== null;
  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      title="Move to Trash"
      description={MOVE_TO_TRASH_TEXT}
      actions={
        <>
          <button type="button" onClick={() => close(false)} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button--danger" onClick={moveToTrash} disabled={busy}>
            Delete
          </button>
        </>
      }
    >
      {error !== null && (
        <div className="status-message status-message--error" role="alert">
          <p>{errorMessageOf(error)}</p>
          {changedElsewhere && onReload && (
            <button type="button" onClick={onReload}>
              Reload page
            </button>
          )}
        </div>
      )}
    </DialogShell>
  );
}
