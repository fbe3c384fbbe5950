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
      <TextField label="Title" value={form.values.title} onChange={(title) => form.set({ title })} onBlur={() => form.touch('title')} error={form.errorOf('title')} autoFocus />
      <TextField
        label="Description"
        multiline
        value={form.values.description}
        onChange={(description) => form.set({ description })}
        onBlur={() => form.touch('description')}
        error={form.errorOf('description')}
      />
      <TextField
        label="Link"
        type="url"
        value={form.values.link}
        onChange={(link) => form.set({ link })}
        onBlur={() => form.touch('link')}
        error={form.errorOf('link')}
        hint="Starts with https://, http:// or mailto:"
      />
    </FormDialog>
  );
}
