import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell';
import { SaveCancelActions } from './SaveCancelActions';

export interface FormDialogProps<T> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The dialog's validated form: Save is enabled only when it changed and is valid. */
  form: { output: T | null | undefined; canSave: boolean };
  onSave(value: T): void;
  children: ReactNode;
  /** Where the focus goes when the dialog closes (DialogShell's). */
  returnFocus?(): void;
}

/** A settings dialog whose Save hands the form's valid output over and closes; the fields are the caller's. */
export function FormDialog<T>({ open, onOpenChange, title, form, onSave, children, returnFocus }: FormDialogProps<T>) {
  const save = () => {
    if (!form.output) return;
    onSave(form.output);
    onOpenChange(false);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      returnFocus={returnFocus}
      actions={<SaveCancelActions canSave={form.canSave} onCancel={() => onOpenChange(false)} onSave={save} />}
    >
      {children}
    </DialogShell>
  );
}
