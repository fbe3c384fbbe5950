import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TRASH_RETENTION_DAYS, type Locale, type TrashedMemoSummary } from '../../contract';
import { errorMessageOf } from '../api/client';
import * as memoApi from '../api/memo';
import { formatDate } from '../reader/formatDate';
import { trashedMemoPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import { useRemote } from '../routes/useRemote';
import { showToast } from '../store/toasts';
import { DialogShell } from '../ui/DialogShell';
import { ErrorMessage, LoadingMessage } from '../ui/StatusMessage';
import { MemoSpaceNav } from './MemoSpaceNav';
import { SignedInOnly } from './SignedInOnly';

export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

export function TrashListRoute() {
  const locale = useLocale();
  useDocumentMeta('Trash', locale);
  return (
    <SignedInOnly>
      <TrashList locale={locale} />
    </SignedInOnly>
  );
}

function TrashList({ locale }: { locale: Locale }) {
  const [generation, setGeneration] = useState(0);
  const [gone, setGone] = useState<number[]>([]);
  const [destroying, setDestroying] = useState<TrashedMemoSummary | null>(null);
  const remote = useRemote(`memo-trash:${generation}`, (signal) => memoApi.trash({ signal }));

  function refreshAfter(error: unknown) {
    showToast(errorMessageOf(error), 'error');
    setGone([]);
    setGeneration((value) => value + 1);
  }

  async function restore(memo: TrashedMemoSummary) {
    try {
      await memoApi.restore(memo.page_id, memo.version);
      setGone((ids) => [...ids, memo.page_id]);
      showToast(`Restored “${memo.title}”`);
    } catch (error) {
      refreshAfter(error);
    }
  }

  const items = remote.status === 'ready' ? remote.data.data.filter((item) => !gone.includes(item.attributes.page_id)) : [];
  return (
    <div className="memo-space">
      <h1>Trash</h1>
      <MemoSpaceNav />
      <p className="memo-trash__intro">Pages in the trash are deleted permanently {TRASH_RETENTION_DAYS} days after they were moved there.</p>
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' && items.length === 0 && <p className="empty">The trash is empty.</p>}
      {items.length > 0 && (
        <ul className="memo-trash">
          {items.map(({ attributes: memo }) => (
            <li key={memo.page_id} className="memo-trash__item">
              <div>
                <Link to={trashedMemoPathOf(memo.slug)}>{memo.title}</Link>
                <p className="memo-trash__meta">
                  {memo.trashed_at && (
                    <span>
                      Moved to trash <time dateTime={memo.trashed_at}>{formatDate(memo.trashed_at, locale)}</time>
                    </span>
                  )}
                  <strong className="memo-trash__days">{daysLeftText(memo.days_left)}</strong>
                </p>
              </div>
              <div className="memo-trash__actions">
                <button type="button" className="button button--quiet" onClick={() => void restore(memo)} aria-label={`Restore ${memo.title}`}>
                  Restore
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setDestroying(memo)}
                  aria-label={`Delete ${memo.title} permanently`}
                >
                  Delete permanently
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {destroying && (
        <DestroyDialog
          memo={destroying}
          onClose={() => setDestroying(null)}
          onDestroyed={() => {
            setGone((ids) => [...ids, destroying.page_id]);
            setDestroying(null);
          }}
          onFailed={(error) => {
            setDestroying(null);
            refreshAfter(error);
          }}
        />
      )}
    </div>
  );
}

interface DestroyDialogProps {
  memo: TrashedMemoSummary;
  onClose: () => void;
  onDestroyed: () => void;
  onFailed: (error: unknown) => void;
}

function DestroyDialog({ memo, onClose, onDestroyed, onFailed }: DestroyDialogProps) {
  const [busy, setBusy] = useState(false);
  async function destroy() {
    setBusy(true);
    try {
      await memoApi.destroy(memo.page_id, memo.version);
      showToast(`Deleted “${memo.title}” permanently`);
      onDestroyed();
    } catch (error) {
      onFailed(error);
    }
  }
  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Delete permanently"
      description={`“${memo.title}” and its subpages will be deleted permanently. This cannot be undone.`}
      actions={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="button--danger" onClick={destroy} disabled={busy}>
            Delete permanently
          </button>
        </>
      }
    />
  );
}
