import { lazy, Suspense, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { commentsMessages } from '../i18n/comments';
import { useMessages } from '../i18n/useMessages';

const PageCommenters = lazy(() => import('./PageCommenters'));

/** The editor bar's "Invite Commenters" (issue 35, site pages): the dialog and the share parts load when it is first opened. */
export function PageCommentersButton({ pageId }: { pageId: number }) {
  const t = useMessages(commentsMessages);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="bar-icon-button"
        title={t('comments.peopleTitle')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <UserPlus aria-hidden size={18} />
        <span className="visually-hidden">{t('comments.peopleTitle')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PageCommenters pageId={pageId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
