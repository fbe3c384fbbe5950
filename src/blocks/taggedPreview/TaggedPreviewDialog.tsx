import { FormDialog } from '../../ui/FormDialog';
import { SelectField, TextField } from '../../ui/FormField';
import { useValidatedForm } from '../../ui/useValidatedForm';
import { TAGGED_PREVIEW_COLOUR_NAMES, TAGGED_PREVIEW_COLOURS, taggedCardSchema, type TaggedCard } from './taggedPreview.schema';

interface TaggedPreviewDialogProps {
  open: boolean;
  card: TaggedCard;
  onOpenChange(open: boolean): void;
  onSave(card: TaggedCard): void;
}

/** Spec 2.6: colour select, title, description and link; Save only when changed and valid. */
export function TaggedPreviewDialog({ open, card, onOpenChange, onSave }: TaggedPreviewDialogProps) {
  const form = useValidatedForm(taggedCardSchema, card, open);
  const colours = TAGGED_PREVIEW_COLOURS.includes(form.values.color as never)
    ? [...TAGGED_PREVIEW_COLOURS]
    : [...TAGGED_PREVIEW_COLOURS, form.values.color];
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Tagged preview card" form={form} onSave={onSave}>
      <SelectField
        label="Colour"
        value={form.values.color}
        options={colours.map((colour) => ({ value: colour, label: TAGGED_PREVIEW_COLOUR_NAMES[colour] ?? colour }))}
        onChange={(color) => form.set({ color })}
        error={form.errorOf('color')}
      />
      <TextField label="Title" {...form.field('title')} autoFocus />
      <TextField label="Description" multiline {...form.field('description')} />
      <TextField label="Link" type="url" {...form.field('link')} hint="Starts with https://, http:// or mailto:" />
    </FormDialog>
  );
}
