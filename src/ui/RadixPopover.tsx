import * as Popover from '@radix-ui/react-popover';
import type { Opened, PopoverButtonProps } from './PopupButtons';

/** PopoverButton's Radix popover, loaded on demand. */
export function RadixPopover({
  open,
  onOpenChange,
  trigger,
  className,
  'aria-label': label,
  sideOffset,
  align,
  children,
  returnFocus,
}: Opened<PopoverButtonProps>) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          className={className}
          aria-label={label}
          sideOffset={sideOffset}
          align={align}
          onCloseAutoFocus={
            returnFocus &&
            ((event) => {
              event.preventDefault();
              returnFocus();
            })
          }
        >
          {children(() => onOpenChange(false))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
