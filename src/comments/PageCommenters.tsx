import { useEffect } from 'react';
import { commentsMessages } from '../i18n/comments';
import { memoMessages } from '../i18n/memo';
import { useMessages } from '../i18n/useMessages';
import { useLocale } from '../routes/useLocale';
import { AddPeople } from '../share/AddPeople';
import { PeopleWithAccess } from '../share/PeopleWithAccess';
import '../share/share.css';
import { shareErrorText, useShare } from '../store/share';
import { DialogShell } from '../ui/DialogShell';

/**
 * A site page's Commenters (issue 35), from the editor bar: its editors invite colleagues with an account, who read
 * its draft in the commenting view and comment without editing, and remove them (at once). The memo share dialog's
 * parts, with the permission fixed to Commenter and no share link.
 */
export default function PageCommenters({
  pageId,
  open,
  onOpenChange,
}: {
  pageId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const locale = useLocale();
  const t = useMessages(commentsMessages, locale);
  const share = useMessages(memoMessages, locale);
  const error = useShare((state) => state.error);
  const clearError = useShare((state) => state.clearError);
  const loadSharedUsers = useShare((state) => state.loadSharedUsers);

  useEffect(() => {
    if (open) void loadSharedUsers(pageId, { force: true });
  }, [open, pageId, loadSharedUsers]);

  const changeOpen = (next: boolean) => {
    if (!next) clearError();
    onOpenChange(next);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      title={t('comments.peopleTitle')}
      actions={
        <button type="button" className="button--primary" onClick={() => changeOpen(false)}>
          {share('share.done')}
        </button>
      }
    >
      <div className="share-dialog">
        <p className="share-hint">{t('comments.peopleIntro')}</p>
        {error && (
          <p className="status-message status-message--error" role="alert">
            {shareErrorText(error, locale)}
          </p>
        )}
        <AddPeople link="" pageId={pageId} commenterOnly />
        <PeopleWithAccess pageId={pageId} commenterOnly />
      </div>
    </DialogShell>
  );
}
