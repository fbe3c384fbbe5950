import { DialogShell } from '../../ui/DialogShell';
import { TextField } from '../../ui/FormField';
import { SaveCancelActions } from '../../ui/SaveCancelActions';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { imageSettingsSchema, type ImageSettings } from './image.schema';

interface ImageDialogProps {
  open: boolean;
  settings: ImageSettings;
  onOpenChange(open: boolean): void;
  onSave(settings: ImageSettings): void;
}

/** Spec 2.6: caption and an optional narrative caption; Save stays disabled until the caption is not empty after trimming. */
export function ImageDialog({ open, settings, onOpenChange, onSave }: ImageDialogProps) {
  const form = useValidatedForm(imageSettingsSchema, settings, open);
  const save = () => {
    if (!form.output) return;
    onSave(form.output);
    onOpenChange(false);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Image"
      actions={<SaveCancelActions canSave={form.canSave} onCancel={() => onOpenChange(false)} onSave={save} />}
    >
      <TextField label="Caption" value={form.values.caption} onChange={(caption) => form.set({ caption })} onBlur={() => form.touch('caption')} error={form.errorOf('caption')} autoFocus />
      <TextField
        label="Narrative caption"
        multiline
        value={form.values.narrativeCaption}
        onChange={(narrativeCaption) => form.set({ narrativeCaption })}
        hint="Optional: a longer text shown under the image."
      />
    </DialogShell>
  );
}
