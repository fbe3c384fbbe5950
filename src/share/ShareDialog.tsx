import { useEffect, useState } from 'react';
import { memoMessages } from '../i18n/memo';
import { memoPathOf } from '../routes/paths';
import { useLocale } from '../routes/useLocale';
import { shareErrorText, useShare, type MemoShareFields } from '../store/share';
import { DialogShell } from '../ui/DialogShell';
import { AddPeople } from './AddPeople';
import { CopyLinkButton } from './CopyLinkButton';
import { GeneralAccessField } from './GeneralAccessField';
import { PeopleWithAccess } from './PeopleWithAccess';
import './share.css';
import { useMessages } from '../i18n/useMessages';

export interface ShareDialogMemo extends MemoShareFields {
  page_id: number;
  slug: string;
  title: string;
  /** A draft memo: its link opens for others only once it is published. */
  published?: boolean;
}

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memo: ShareDialogMemo;
}

/** Spec 2.8: invite people, see and remove who has access, set general access, copy the link. */
export function ShareDialog({ open, onOpenChange, memo }: ShareDialogProps) {
  const locale = useLocale();
  const t = useMessages(memoMessages, locale);
  const error = useShare((state) => state.error);
  const clearError = useShare((state) => state.clearError);
  const loadSharedUsers = useShare((state) => state.loadSharedUsers);
  const startAccess = useShare((state) => state.startAccess);
  const undoAccessChange = useShare((state) => state.undoAccessChange);
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    if (!open) return;
    void loadSharedUsers(memo.page_id);
    void startAccess(memo.page_id, memo);
  }, [open, memo, loadSharedUsers, startAccess]);

  function changeOpen(next: boolean) {
    if (!next) clearError();
    onOpenChange(next);
  }

  /** Cancel puts general access back as it was when the dialog opened (it changes at once, spec 4.6), then closes. */
  async function cancel() {
    setCancelling(true);
    const undone = await undoAccessChange(memo.page_id);
    setCancelling(false);
    if (undone) changeOpen(false);
  }

  const link = `${window.location.origin}${memoPathOf(locale, memo.slug)}`;
  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      title={t('share.title', { title: memo.title })}
      actions={
        <>
          <button type="button" onClick={() => void cancel()} disabled={cancelling}>
            {t('common.cancel')}
          </button>
          <CopyLinkButton pageId={memo.page_id} locale={locale} slug={memo.slug} />
          <button type="button" className="button--primary" onClick={() => changeOpen(false)}>
            {t('share.done')}
          </button>
        </>
      }
    >
      <div className="share-dialog">
        {error && (
          <p className="status-message status-message--error" role="alert">
            {shareErrorText(error, locale)}
          </p>
        )}
        <AddPeople link={link} />
        <PeopleWithAccess pageId={memo.page_id} />
        <GeneralAccessField pageId={memo.page_id} published={memo.published !== false} />
      </div>
    </DialogShell>
  );
}
