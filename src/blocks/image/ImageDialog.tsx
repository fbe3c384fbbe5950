import { useMemo } from 'react';
import { blocksMessages } from '../../i18n/blocks';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { imageSettingsSchemaOf, type ImageSettings } from './image.schema';
import { useMessages } from '../../i18n/useMessages';
import { AltTextFields } from '../AltTextFields';

interface ImageDialogProps {
  open: boolean;
  settings: ImageSettings;
  onOpenChange(open: boolean): void;
  /** Where the focus goes when the dialog closes: the editor, with the block selected. */
  returnFocus?(): void;
  onSave(settings: ImageSettings): void;
}

/**
 * Spec 2.6: caption and an optional narrative caption; Save stays disabled until the caption is not empty after trimming.
 * Issue 17: the alt text, or the decorative mark, apart from the caption.
 */
export function ImageDialog({ open, settings, onOpenChange, onSave, returnFocus }: ImageDialogProps) {
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => imageSettingsSchemaOf(t), [t]);
  const form = useValidatedForm(schema, settings, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('image.dialog')} form={form} onSave={onSave} returnFocus={returnFocus}>
      <TextField label={t('field.caption')} {...form.field('caption')} autoFocus />
      <TextField label={t('image.narrativeCaption')} multiline {...form.field('narrativeCaption')} hint={t('image.narrativeHint')} />
      <AltTextFields
        alt={form.values.altText}
        decorative={form.values.decorative}
        onChange={({ alt, decorative }) =>
          form.set({ ...(alt === undefined ? {} : { altText: alt }), ...(decorative === undefined ? {} : { decorative }) })
        }
      />
    </FormDialog>
  );
}
