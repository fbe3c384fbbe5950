import { useMemo } from 'react';
import { blocksMessages } from '../../i18n/blocks';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField, TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { MEDIA_POSITION_LABELS, MEDIA_POSITIONS } from '../image/image.schema';
import { videoSettingsSchemaOf, type VideoSettings } from './video.schema';
import { useMessages } from '../../i18n/useMessages';

interface VideoDialogProps {
  open: boolean;
  settings: VideoSettings;
  onOpenChange(open: boolean): void;
  /** Where the focus goes when the dialog closes: the editor, with the block selected. */
  returnFocus?(): void;
  onSave(settings: VideoSettings): void;
}

/** Spec 2.6: the video dialog sets the caption and the position. */
export function VideoDialog({ open, settings, onOpenChange, onSave, returnFocus }: VideoDialogProps) {
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => videoSettingsSchemaOf(t), [t]);
  const form = useValidatedForm(schema, settings, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('video.dialog')} form={form} onSave={onSave} returnFocus={returnFocus}>
      <TextField label={t('field.caption')} value={form.values.caption} onChange={(caption) => form.set({ caption })} autoFocus />
      <SelectField
        label={t('field.position')}
        value={form.values.position}
        options={MEDIA_POSITIONS.map((position) => ({ value: position, label: t(MEDIA_POSITION_LABELS[position]) }))}
        onChange={(position) => form.set({ position: position as VideoSettings['position'] })}
        error={form.errorOf('position')}
      />
    </FormDialog>
  );
}
