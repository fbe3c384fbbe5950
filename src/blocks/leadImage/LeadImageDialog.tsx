import { blocksMessages } from '../../i18n/blocks';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { leadImageSettingsSchema, type LeadImageSettings } from './leadImage.schema';
import { useMessages } from '../../i18n/useMessages';
import { AltTextFields } from '../AltTextFields';

interface LeadImageDialogProps {
  open: boolean;
  settings: LeadImageSettings;
  onOpenChange(open: boolean): void;
  onSave(settings: LeadImageSettings): void;
  /** A video needs no alt text. */
  isVideo: boolean;
}

/** Spec 2.6: tagline and image caption, and (issue 17) a picture's alt text; Save only when the form has changed. */
export function LeadImageDialog({ open, settings, onOpenChange, onSave, isVideo }: LeadImageDialogProps) {
  const t = useMessages(blocksMessages);
  const form = useValidatedForm(leadImageSettingsSchema, settings, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('leadImage.dialog')} form={form} onSave={onSave}>
      <TextField label={t('leadImage.tagline')} multiline {...form.field('tagline')} autoFocus />
      <TextField label={t('leadImage.imageCaption')} {...form.field('image_caption')} />
      {!isVideo && (
        <AltTextFields
          alt={form.values.image_alt}
          decorative={form.values.image_decorative}
          onChange={({ alt, decorative }) =>
            form.set({
              ...(alt === undefined ? {} : { image_alt: alt }),
              ...(decorative === undefined ? {} : { image_decorative: decorative }),
            })
          }
        />
      )}
    </FormDialog>
  );
}
