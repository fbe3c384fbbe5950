interface SaveCancelActionsProps {
  canSave: boolean;
  onCancel(): void;
  onSave(): void;
  saveLabel?: string;
}

/** The footer of a settings dialog: Save is enabled only when the form has changed and is valid (spec 2.6). */
export function SaveCancelActions({ canSave, onCancel, onSave, saveLabel = 'Save' }: SaveCancelActionsProps) {
  return (
    <>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="button--primary" disabled={!canSave} onClick={onSave}>
        {saveLabel}
      </button>
    </>
  );
}
