import { useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { lazyWithPreload, useLoaded } from './lazyWithPreload';

/** The trigger button's look and name, given alike to the stand-in shown until the popup's code has loaded. */
export type TriggerProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'title' | 'children' | 'aria-label' | 'aria-labelledby' | 'aria-pressed'
>;

interface Openable {
  /** Controlled when given; a click on the stand-in asks for `true` and the popup opens once its code has loaded. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

export type Opened<P> = Omit<P, keyof Openable> & Required<Openable>;

export interface MenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /**
   * The action runs once the menu has closed (its focus trap gone), and the focus stays where it puts it (a composer
   * it opens) instead of going back to the menu's button.
   */
  afterClose?: boolean;
}

/** Options of which one is chosen, shown as radio items. */
export interface MenuChoice {
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange(value: string): void;
}

export interface MenuButtonProps extends Openable {
  trigger: TriggerProps;
  /** The menu's heading. */
  label: ReactNode;
  align: 'start' | 'end';
  items?: MenuAction[];
  choice?: MenuChoice;
}

export interface PopoverButtonProps extends Openable {
  trigger: TriggerProps;
  className: string;
  'aria-label'?: string;
  sideOffset: number;
  align?: 'start' | 'center' | 'end';
  /** The popover's content, given a function that closes it. */
  children(close: () => void): ReactNode;
  /** Where the focus goes when the popover closes; by default its button. */
  returnFocus?(): void;
}

const RadixMenu = lazyWithPreload(async () => (await import('./RadixMenu')).RadixMenu);
const RadixPopover = lazyWithPreload(async () => (await import('./RadixPopover')).RadixPopover);

export const preloadMenuButton = RadixMenu.preload;
export const preloadPopoverButton = RadixPopover.preload;

function useOpenState({ open, onOpenChange }: Openable): [boolean, (open: boolean) => void] {
  const [ownOpen, setOwnOpen] = useState(false);
  return [open ?? ownOpen, onOpenChange ?? setOwnOpen];
}

interface StandInProps {
  popup: 'menu' | 'dialog';
  trigger: TriggerProps;
  onOpen(): void;
}

/** The trigger until the popup's code has loaded; when the real one replaces it while it has the focus, the focus moves on. */
function StandIn({ popup, trigger, onOpen }: StandInProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (!element || element !== document.activeElement) return;
      const { parentNode: parent, nextSibling: next } = element;
      queueMicrotask(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const replacement = next ? next.previousSibling : parent?.lastChild;
        const same =
          replacement instanceof HTMLElement &&
          replacement.className === element.className &&
          replacement.getAttribute('aria-haspopup') === popup;
        if (same && replacement.isConnected) replacement.focus();
      });
    };
  }, [popup]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (popup !== 'menu' || event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    />
  );
}

/** A button opening a menu of actions or choices; the menu's code loads on demand. */
export function MenuButton(props: MenuButtonProps) {
  const [open, setOpen] = useOpenState(props);
  if (!useLoaded(RadixMenu, open)) return <StandIn popup="menu" trigger={props.trigger} onOpen={() => setOpen(true)} />;
  return <RadixMenu {...props} open={open} onOpenChange={setOpen} />;
}

/** A button opening a popover; the popover's code loads on demand. */
export function PopoverButton(props: PopoverButtonProps) {
  const [open, setOpen] = useOpenState(props);
  if (!useLoaded(RadixPopover, open)) return <StandIn popup="dialog" trigger={props.trigger} onOpen={() => setOpen(true)} />;
  return <RadixPopover {...props} open={open} onOpenChange={setOpen} />;
}
