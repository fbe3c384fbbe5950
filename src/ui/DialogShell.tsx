import { Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from './lazyWithPreload';
import './dialog.css';

export interface DialogShellProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The footer's buttons; the shell owns overlay, focus, title and layout (design convention 5). */
  actions: ReactNode;
  /** A wide dialog, for a comparison or a table. */
  wide?: boolean;
  /** Where the focus goes when the dialog closes; by default back to what had it when the dialog opened. */
  returnFocus?(): void;
}

const RadixDialogShell = lazyWithPreload(async () => (await import('./RadixDialogShell')).RadixDialogShell);

/** Loads the dialogs' code ahead of the first dialog. */
export const preloadDialogShell = RadixDialogShell.preload;

/** A modal dialog; it renders nothing while closed, and its code loads when a dialog first opens. */
export function DialogShell(props: DialogShellProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialogShell {...props} />
    </Suspense>
  );
}
