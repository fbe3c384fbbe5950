interface VersionConflictProps {
  onReload: () => void;
  /** Saves this copy over the newer one, on purpose; without it only reloading is offered. */
  onKeepMine?: () => void;
}

/** What the editor and the lifecycle buttons show on a 409: the page changed elsewhere since it was loaded. */
export function VersionConflict({ onReload, onKeepMine }: VersionConflictProps) {
  return (
    <div className="version-conflict status-message status-message--error" role="alert">
      <p>This page was changed somewhere else since you opened it.</p>
      <div className="version-conflict__actions">
        <button type="button" className="button button--quiet" onClick={onReload}>
          Reload the latest version
        </button>
        {onKeepMine && (
          <button type="button" className="button button--quiet" onClick={onKeepMine}>
            Keep my copy
          </button>
        )}
      </div>
    </div>
  );
}
