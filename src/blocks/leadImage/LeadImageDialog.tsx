import { DialogShell } from '../../ui/DialogShell';
import { TextField } from '../../ui/FormField';
import { SaveCancelActions } from '../../ui/SaveCancelActions';
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
  const save = () => {
    if (!form.output) return;
    onSave(form.output);
    onOpenChange(false);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Lead image"
      actions={<SaveCancelActions canSave={form.canSave} onCancel={() => onOpenChange(false)} onSave={save} />}
    >
      <TextField label="Tagline" multiline value={form.values.tagline} onChange={(tagline) => form.set({ tagline })} autoFocus />
      <TextField label="Image caption" value={form.values.image_caption} onChange={(image_caption) => form.set({ image_caption })} />
    </DialogShell>
  );
}
