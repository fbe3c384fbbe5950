import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../tests/dom/findDialog';

// Each test starts with the menus' and popovers' code not loaded yet.
let popups: typeof import('./PopupButtons');
beforeEach(async () => {
  vi.resetModules();
  popups = await import('./PopupButtons');
});

const trigger = { className: 'block-controls__settings', 'aria-label': 'Block settings', title: 'Block settings', children: '⚙' };

function triggerOf(name: string) {
  const button = screen.getByRole('button', { name, hidden: true });
  return { button, looks: [button.className, button.title, button.textContent, button.getAttribute('aria-haspopup')] };
}

describe('MenuButton', () => {
  it('shows a trigger like the real one until its code loads, and a click on it opens the menu once it has', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { MenuButton } = popups;
    render(
      <MenuButton
        trigger={trigger}
        label="Turn into"
        align="start"
        items={[
          { label: 'Heading 2', onSelect },
          { label: 'Quote', onSelect, disabled: true },
        ]}
      />,
    );
    const standIn = triggerOf('Block settings');
    expect(standIn.looks).toEqual(['block-controls__settings', 'Block settings', '⚙', 'menu']);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(standIn.button);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Turn into');
    expect(screen.getByRole('menuitem', { name: 'Quote' })).toHaveAttribute('aria-disabled', 'true');
    expect(triggerOf('Block settings').looks).toEqual(standIn.looks);
    expect(triggerOf('Block settings').button).not.toBe(standIn.button);

    await user.click(screen.getByRole('menuitem', { name: 'Heading 2' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens when its state says so, before its code has loaded', async () => {
    const { MenuButton } = popups;
    function Table() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Settings
          </button>
          <MenuButton
            open={open}
            onOpenChange={setOpen}
            trigger={{ className: 'table-block__trigger', 'aria-label': 'Table options', children: '⋯' }}
            label="Position"
            align="end"
            choice={{
              value: 'left',
              options: [
                { value: 'left', label: 'Left' },
                { value: 'right', label: 'Right' },
              ],
              onChange: () => undefined,
            }}
          />
        </>
      );
    }
    render(<Table />);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Left' })).toHaveAttribute('aria-checked', 'true');
  });

  it('hands the focus on to the real trigger when it replaces a focused stand-in', async () => {
    const { MenuButton, preloadMenuButton } = popups;
    render(<MenuButton trigger={trigger} label="Turn into" align="start" items={[]} />);
    const standIn = screen.getByRole('button', { name: 'Block settings' });
    act(() => standIn.focus());
    await act(() => preloadMenuButton());
    const real = screen.getByRole('button', { name: 'Block settings' });
    expect(real).not.toBe(standIn);
    await waitFor(() => expect(real).toHaveFocus());
  });
});

describe('PopoverButton', () => {
  it('opens from its stand-in, closes from inside and gives the focus back to its trigger', async () => {
    const user = userEvent.setup();
    const { PopoverButton } = popups;
    render(
      <PopoverButton
        trigger={{ className: 'toolbar__button', 'aria-label': 'Text colour', title: 'Text colour' }}
        className="toolbar__popover"
        aria-label="Text colours"
        sideOffset={6}
      >
        {(close) => (
          <button type="button" onClick={close}>
            Green
          </button>
        )}
      </PopoverButton>,
    );
    const standIn = triggerOf('Text colour');
    expect(standIn.looks).toEqual(['toolbar__button', 'Text colour', '', 'dialog']);
    await user.click(standIn.button);
    expect(await findDialog({ name: 'Text colours' })).toBeInTheDocument();
    expect(triggerOf('Text colour').looks).toEqual(standIn.looks);
    await user.click(screen.getByRole('button', { name: 'Green' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Text colour' })).toHaveFocus());
  });
});
