import { useState } from 'react';
import { TRASH_RETENTION_DAYS } from '../../contract';
import { errorTextOf, refusalOf } from '../ui/StatusMessage';
import { useLocale } from '../routes/useLocale';
import * as memos from '../store/memos';
import { memoMessages } from '../i18n/memo';
import { showToast } from '../store/toasts';
import { DialogShell } from '../ui/DialogShell';
import { useMessages } from '../i18n/useMessages';

interface MoveToTrashDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: { page_id: number; version: number };
  onMoved: (page: memos.ChangedPage) => void;
  onReload?: () => void;
}

export function MoveToTrashDialog({ open, onOpenChange, page, onMoved, onReload }: MoveToTrashDialogProps) {
  const t = useMessages(memoMessages);
  const locale = useLocale();
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
      const moved = await memos.moveToTrash(page.page_id, page.version);
      setBusy(false);
      onOpenChange(false);
      showToast(t('moveToTrash.moved'));
      onMoved(moved);
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  }

  const changedElsewhere = refusalOf(error) === 'stale';
  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      title={t('moveToTrash.title')}
      description={t('moveToTrash.text', { days: TRASH_RETENTION_DAYS })}
      actions={
        <>
          <button type="button" onClick={() => close(false)} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button--danger" onClick={moveToTrash} disabled={busy}>
            {t('moveToTrash.delete')}
          </button>
        </>
      }
    >
      {error !== null && (
        <div className="status-message status-message--error" role="alert">
          <p>{errorTextOf(error, locale)}</p>
          {changedElsewhere && onReload && (
            <button type="button" onClick={onReload}>
              {t('moveToTrash.reload')}
            </button>
          )}
        </div>
      )}
    </DialogShell>
  );
}
