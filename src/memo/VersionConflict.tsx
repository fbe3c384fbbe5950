import { memoMessages } from '../i18n/memo';
import { useMessages } from '../i18n/useMessages';
interface VersionConflictProps {
  onReload: () => void;
  /** Saves this copy over the newer one, on purpose; without it only reloading is offered. */
  onKeepMine?: () => void;
}

/** What the editor and the lifecycle buttons show on a 409: the page changed elsewhere since it was loaded. */
export function VersionConflict({ onReload, onKeepMine }: VersionConflictProps) {
  const t = useMessages(memoMessages);
  return (
    <div className="version-conflict status-message status-message--error" role="alert">
      <p>{t('conflict.text')}</p>
      <div className="version-conflict__actions">
        <button type="button" className="button button--quiet" onClick={onReload}>
          {t('conflict.reload')}
        </button>
        {onKeepMine && (
          <button type="button" className="button button--quiet" onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </button>
        )}
      </div>
    </div>
  );
}
