import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import type { MenuButtonProps, Opened } from './PopupButtons';

/** MenuButton's Radix dropdown menu, loaded on demand. */
export function RadixMenu({ open, onOpenChange, trigger, label, align, items, choice }: Opened<MenuButtonProps>) {
  const afterClose = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          sideOffset={4}
          align={align}
          onCloseAutoFocus={(event) => {
            const action = afterClose.current;
            afterClose.current = null;
            if (!action) return;
            event.preventDefault();
            action();
          }}
        >
          <DropdownMenu.Label className="menu__label">{label}</DropdownMenu.Label>
          {items?.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className="menu__item"
              disabled={item.disabled}
              onSelect={() => {
                if (item.afterClose) afterClose.current = item.onSelect;
                else item.onSelect();
              }}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
          {choice && (
            <DropdownMenu.RadioGroup value={choice.value} onValueChange={choice.onChange}>
              {choice.options.map((option) => (
                <DropdownMenu.RadioItem key={option.value} value={option.value} className="menu__item">
                  {option.label}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
