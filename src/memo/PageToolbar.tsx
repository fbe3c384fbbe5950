import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ChangedPage } from '../store/memos';
import { memoMessages } from '../i18n/memo';
import { editorRouteOf, hasFavouriteToggle } from '../routes/paths';
import { useHydrated } from '../ui/useHydrated';
import { FavouriteToggle } from './FavouriteToggle';
import { MoveToTrashDialog } from './MoveToTrashDialog';
import './memo.css';
import { useMessages } from '../i18n/useMessages';

export interface ToolbarPage {
  page_id: number;
  version: number;
  editable: boolean;
  trashed_at: string | null;
  is_favourite?: boolean;
}

export interface PageToolbarProps {
  page: ToolbarPage;
  editing: boolean;
  /** Called after the page was moved to trash, with the page as the server now has it. */
  onDeleted?: (page: ChangedPage) => void;
  /** Offered when a lifecycle call finds the page changed elsewhere. */
  onReload?: () => void;
  /** Opens the share dialog; without it there is no "Share page" button. */
  onShare?: () => void;
  /** "Move to Trash" is offered only when enabled; on by default. */
  trashEnabled?: boolean;
  /** Where "Edit page" leads; by default the editor route of the current path. */
  editPath?: string;
}

/** Spec 2.7: only for those who may edit the page, and only after hydration. */
export function PageToolbar({ page, editing, onDeleted, onReload, onShare, trashEnabled = true, editPath }: PageToolbarProps) {
  const hydrated = useHydrated();
  const t = useMessages(memoMessages);
  const { pathname } = useLocation();
  const [confirming, setConfirming] = useState(false);
  if (!hydrated || !page.editable) return null;
  const trashable = trashEnabled && !editing && !page.trashed_at;
  return (
    <div className="page-toolbar" role="group" aria-label={t('toolbar.label')}>
      {!editing && (
        <Link className="button button--quiet" to={editPath ?? editorRouteOf(pathname)}>
          {t('toolbar.editPage')}
        </Link>
      )}
      {trashable && (
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          {t('toolbar.moveToTrash')}
        </button>
      )}
      {!editing && hasFavouriteToggle(pathname) && <FavouriteToggle pageId={page.page_id} initial={page.is_favourite} />}
      {onShare && (
        <button type="button" className="button button--quiet" onClick={onShare}>
          {t('toolbar.sharePage')}
        </button>
      )}
      {trashable && (
        <MoveToTrashDialog
          open={confirming}
          onOpenChange={setConfirming}
          page={page}
          onMoved={(moved) => onDeleted?.(moved)}
          onReload={onReload}
        />
      )}
    </div>
  );
}
