import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
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
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Image" form={form} onSave={onSave}>
      <TextField label="Caption" {...form.field('caption')} autoFocus />
      <TextField label="Narrative caption" multiline {...form.field('narrativeCaption')} hint="Optional: a longer text shown under the image." />
    </FormDialog>
  );
}
