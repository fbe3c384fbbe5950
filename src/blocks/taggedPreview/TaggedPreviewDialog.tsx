import { useMemo } from 'react';
import { blocksMessages } from '../../i18n/blocks';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField, TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import {
  LINK_SCHEMES,
  TAGGED_PREVIEW_COLOUR_NAMES,
  TAGGED_PREVIEW_COLOURS,
  taggedCardSchemaOf,
  type TaggedCard,
} from './taggedPreview.schema';
import { useMessages } from '../../i18n/useMessages';

interface TaggedPreviewDialogProps {
  open: boolean;
  card: TaggedCard;
  onOpenChange(open: boolean): void;
  onSave(card: TaggedCard): void;
}

/** Spec 2.6: colour select, title, description and link; Save only when changed and valid. */
export function TaggedPreviewDialog({ open, card, onOpenChange, onSave }: TaggedPreviewDialogProps) {
  const t = useMessages(blocksMessages);
  const schema = useMemo(() => taggedCardSchemaOf(t), [t]);
  const form = useValidatedForm(schema, card, open);
  const colours = TAGGED_PREVIEW_COLOURS.includes(form.values.color as never)
    ? [...TAGGED_PREVIEW_COLOURS]
    : [...TAGGED_PREVIEW_COLOURS, form.values.color];
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t('taggedPreview.dialog')} form={form} onSave={onSave}>
      <SelectField
        label={t('taggedPreview.colour')}
        value={form.values.color}
        options={colours.map((colour) => ({
          value: colour,
          label: Object.hasOwn(TAGGED_PREVIEW_COLOUR_NAMES, colour) ? t(TAGGED_PREVIEW_COLOUR_NAMES[colour]) : colour,
        }))}
        onChange={(color) => form.set({ color })}
        error={form.errorOf('color')}
      />
      <TextField label={t('field.title')} {...form.field('title')} autoFocus />
      <TextField label={t('field.description')} multiline {...form.field('description')} />
      <TextField label={t('field.link')} type="url" {...form.field('link')} hint={t('field.linkHint', LINK_SCHEMES)} />
    </FormDialog>
  );
}
