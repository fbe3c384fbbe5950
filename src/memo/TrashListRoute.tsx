import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TRASH_RETENTION_DAYS, type Locale, type TrashedMemoSummary } from '../../contract';
import { memoMessages } from '../i18n/memo';
import { translatorOf, type Translate } from '../i18n/translate';
import type { MemoKey } from '../i18n/memo.en';
import { formatDate } from '../reader/formatDate';
import { trashedMemoPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import * as memos from '../store/memos';
import { showToast } from '../store/toasts';
import { DialogShell } from '../ui/DialogShell';
import { ErrorMessage, LoadingMessage, errorTextOf } from '../ui/StatusMessage';
import { MemoSpaceNav } from './MemoSpaceNav';
import { SignedInOnly } from './SignedInOnly';
import { withNode } from './withNode';
import { useMessages } from '../i18n/useMessages';

export function daysLeftText(days: number, t: Translate<MemoKey>): string {
  return days === 1 ? t('trash.oneDayLeft') : t('trash.daysLeft', { count: days });
}

export function TrashListRoute() {
  const locale = useLocale();
  useDocumentMeta(translatorOf(memoMessages, locale)('memoSpace.trash'), locale);
  return (
    <SignedInOnly>
      <TrashList locale={locale} />
    </SignedInOnly>
  );
}

function TrashList({ locale }: { locale: Locale }) {
  const t = useMessages(memoMessages, locale);
  const [generation, setGeneration] = useState(0);
  const [gone, setGone] = useState<number[]>([]);
  const [destroying, setDestroying] = useState<TrashedMemoSummary | null>(null);
  const remote = memos.useTrash(generation);

  function refreshAfter(error: unknown) {
    showToast(errorTextOf(error, locale), 'error');
    setGone([]);
    setGeneration((value) => value + 1);
  }

  async function restore(memo: TrashedMemoSummary) {
    try {
      await memos.restore(memo.page_id, memo.version);
      setGone((ids) => [...ids, memo.page_id]);
      showToast(t('trash.restored', { title: memo.title }));
    } catch (error) {
      refreshAfter(error);
    }
  }

  const items = remote.status === 'ready' ? remote.data.data.filter((item) => !gone.includes(item.attributes.page_id)) : [];
  return (
    <div className="memo-space">
      <h1>{t('memoSpace.trash')}</h1>
      <MemoSpaceNav />
      <p className="memo-trash__intro">{t('trash.intro', { days: TRASH_RETENTION_DAYS })}</p>
      {remote.status === 'loading' && <LoadingMessage />}
      {remote.status === 'error' && <ErrorMessage error={remote.error} />}
      {remote.status === 'ready' && items.length === 0 && <p className="empty">{t('trash.empty')}</p>}
      {items.length > 0 && (
        <ul className="memo-trash">
          {items.map(({ attributes: memo }) => (
            <li key={memo.page_id} className="memo-trash__item">
              <div>
                <Link to={trashedMemoPathOf(memo.slug)}>{memo.title}</Link>
                <p className="memo-trash__meta">
                  {memo.trashed_at && (
                    <span>
                      {withNode(t('trash.movedOn'), 'date', <time dateTime={memo.trashed_at}>{formatDate(memo.trashed_at, locale)}</time>)}
                    </span>
                  )}
                  <strong className="memo-trash__days">{daysLeftText(memo.days_left, t)}</strong>
                </p>
              </div>
              <div className="memo-trash__actions">
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => void restore(memo)}
                  aria-label={t('trash.restoreLabel', { title: memo.title })}
                >
                  {t('trash.restore')}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setDestroying(memo)}
                  aria-label={t('trash.deleteLabel', { title: memo.title })}
                >
                  {t('trash.deletePermanently')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {destroying && (
        <DestroyDialog
          memo={destroying}
          t={t}
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
  t: Translate<MemoKey>;
  onClose: () => void;
  onDestroyed: () => void;
  onFailed: (error: unknown) => void;
}

function DestroyDialog({ memo, t, onClose, onDestroyed, onFailed }: DestroyDialogProps) {
  const [busy, setBusy] = useState(false);
  async function destroy() {
    setBusy(true);
    try {
      await memos.destroy(memo.page_id, memo.version);
      showToast(t('trash.deleted', { title: memo.title }));
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
      title={t('trash.deletePermanently')}
      description={t('trash.deleteConfirm', { title: memo.title })}
      actions={
        <>
          <button type="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button--danger" onClick={destroy} disabled={busy}>
            {t('trash.deletePermanently')}
          </button>
        </>
      }
    />
  );
}
