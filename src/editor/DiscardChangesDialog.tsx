import { editorToolsMessages } from '../i18n/editorTools';
import { useMessages } from '../i18n/useMessages';
import { useLocale } from '../routes/useLocale';
import { DialogShell } from '../ui/DialogShell';

/** "Discard changes?": asked before a published page's draft goes back to the version readers see (issue 33). */
export function DiscardChangesDialog({
  open,
  busy,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onDiscard(): void;
}) {
  const t = useMessages(editorToolsMessages, useLocale());
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('discard.title')}
      description={t('discard.text')}
      actions={
        <>
          <button type="button" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('discard.keep')}
          </button>
          <button type="button" className="button--danger" onClick={onDiscard} disabled={busy}>
            {t('discard.confirm')}
          </button>
        </>
      }
    />
  );
}
