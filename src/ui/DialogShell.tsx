import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import './dialog.css';

export interface DialogShellProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The footer's buttons; the shell owns overlay, focus, title and layout (design convention 5). */
  actions: ReactNode;
}

export function DialogShell({ open, onOpenChange, title, description, children, actions }: DialogShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog" aria-describedby={description ? undefined : undefined}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="dialog__description">{description}</Dialog.Description> : <Dialog.Description className="visually-hidden">{title}</Dialog.Description>}
          {children}
          <div className="dialog__actions">{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
