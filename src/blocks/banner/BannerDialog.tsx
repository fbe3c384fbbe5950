import { useMemo } from 'react';
import { blocksMessages } from '../../i18n/blocks';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { LINK_SCHEMES } from '../taggedPreview/taggedPreview.schema';
import { bannerSchemaOf, type BannerFields } from './banner.schema';
import { useMessages } from '../../i18n/useMessages';

interface BannerDialogProps {
  open: boolean;
  banner: BannerFields;
  onOpenChange(open: boolean): void;
  onSave(banner: BannerFields): void;
}

/** Spec 2.6: title, description and link; Save only when changed and valid. */
export function BannerDialog({ open, banner, onOpenChange, onSave }: BannerDialogProps) {
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => bannerSchemaOf(t), [t]);
  const form = useValidatedForm(schema, banner, open);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('banner.dialog')} form={form} onSave={onSave}>
      <TextField label={t('field.title')} {...form.field('title')} autoFocus />
      <TextField label={t('field.description')} multiline {...form.field('description')} />
      <TextField label={t('field.link')} type="url" {...form.field('link')} hint={t('field.linkHint', LINK_SCHEMES)} />
    </FormDialog>
  );
}
