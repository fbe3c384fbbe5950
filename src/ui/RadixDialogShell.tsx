import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { DialogShellProps } from './DialogShell';

/** DialogShell's Radix dialog, loaded when a dialog first opens. */
export function RadixDialogShell({ open, onOpenChange, title, description, children, actions, wide, returnFocus }: DialogShellProps) {
  const opener = useRef<HTMLElement | null>(null);
  const radixEscape = useRef<KeyboardEvent | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className={wide ? 'dialog dialog--wide' : 'dialog'}
          onEscapeKeyDown={(event) => {
            radixEscape.current = event;
          }}
          onKeyDown={(event) => {
            // Radix gives Escape to the newest layer only: a toast that appeared after the dialog would take it.
            if (event.key !== 'Escape' || radixEscape.current === event.nativeEvent) return;
            if (event.currentTarget.contains(event.target as Node)) onOpenChange(false);
          }}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus) {
              event.preventDefault();
              returnFocus();
              return;
            }
            // Opened from state rather than a Dialog.Trigger, Radix would leave the focus on the page's body.
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
          <div className="dialog__actions">{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
