import { DialogShell } from '../../ui/DialogShell';
import { SelectField, TextField } from '../../ui/FormField';
import { SaveCancelActions } from '../../ui/SaveCancelActions';
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
  const save = () => {
    if (!form.output) return;
    onSave(form.output);
    onOpenChange(false);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Tagged preview card"
      actions={<SaveCancelActions canSave={form.canSave} onCancel={() => onOpenChange(false)} onSave={save} />}
    >
      <SelectField
        label="Colour"
        value={form.values.color}
        options={colours.map((colour) => ({ value: colour, label: TAGGED_PREVIEW_COLOUR_NAMES[colour] ?? colour }))}
        onChange={(color) => form.set({ color })}
        error={form.errorOf('color')}
      />
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
    </DialogShell>
  );
}
