import { FormDialog } from '../../ui/FormDialog';
import { SelectField, TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { MEDIA_POSITION_LABELS, MEDIA_POSITIONS } from '../image/image.schema';
import { videoSettingsSchema, type VideoSettings } from './video.schema';

interface VideoDialogProps {
  open: boolean;
  settings: VideoSettings;
  onOpenChange(open: boolean): void;
  onSave(settings: VideoSettings): void;
}

/** Spec 2.6: the video dialog sets the caption and the position. */
export function VideoDialog({ open, settings, onOpenChange, onSave }: VideoDialogProps) {
  const form = useValidatedForm(videoSettingsSchema, settings, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Video" form={form} onSave={onSave}>
      <TextField label="Caption" value={form.values.caption} onChange={(caption) => form.set({ caption })} autoFocus />
      <SelectField
        label="Position"
        value={form.values.position}
        options={MEDIA_POSITIONS.map((position) => ({ value: position, label: MEDIA_POSITION_LABELS[position] }))}
        onChange={(position) => form.set({ position: position as VideoSettings['position'] })}
        error={form.errorOf('position')}
      />
    </FormDialog>
  );
}
