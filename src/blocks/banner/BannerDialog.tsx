import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { bannerSchema, type BannerFields } from './banner.schema';

interface BannerDialogProps {
  open: boolean;
  banner: BannerFields;
  onOpenChange(open: boolean): void;
  onSave(banner: BannerFields): void;
}

/** Spec 2.6: title, description and link; Save only when changed and valid. */
export function BannerDialog({ open, banner, onOpenChange, onSave }: BannerDialogProps) {
  const form = useValidatedForm(bannerSchema, banner, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Banner" form={form} onSave={onSave}>
      <TextField label="Title" {...form.field('title')} autoFocus />
      <TextField label="Description" multiline {...form.field('description')} />
      <TextField label="Link" type="url" {...form.field('link')} hint="Starts with https://, http:// or mailto:" />
    </FormDialog>
  );
}
