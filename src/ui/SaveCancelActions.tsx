import { readerMessages } from '../i18n/reader';
import { useMessages } from '../i18n/useMessages';

interface SaveCancelActionsProps {
  canSave: boolean;
  onCancel(): void;
  onSave(): void;
  saveLabel?: string;
}

/** The footer of a settings dialog: Save is enabled only when the form has changed and is valid (spec 2.6). */
export function SaveCancelActions({ canSave, onCancel, onSave, saveLabel }: SaveCancelActionsProps) {
  const t = useMessages(readerMessages);
  return (
    <>
      <button type="button" onClick={onCancel}>
        {t('dialog.cancel')}
      </button>
      <button type="button" className="button--primary" disabled={!canSave} onClick={onSave}>
        {saveLabel ?? t('dialog.save')}
      </button>
    </>
  );
}
