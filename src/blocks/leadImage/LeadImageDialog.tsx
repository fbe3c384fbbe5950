import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { leadImageSettingsSchema, type LeadImageSettings } from './leadImage.schema';

interface LeadImageDialogProps {
  open: boolean;
  settings: LeadImageSettings;
  onOpenChange(open: boolean): void;
  onSave(settings: LeadImageSettings): void;
}

/** Spec 2.6: tagline and image caption; Save only when the form has changed. */
export function LeadImageDialog({ open, settings, onOpenChange, onSave }: LeadImageDialogProps) {
  const form = useValidatedForm(leadImageSettingsSchema, settings, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Lead image" form={form} onSave={onSave}>
      <TextField label="Tagline" multiline {...form.field('tagline')} autoFocus />
      <TextField label="Image caption" {...form.field('image_caption')} />
    </FormDialog>
  );
}
