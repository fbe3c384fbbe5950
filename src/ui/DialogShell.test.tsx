import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../store/toasts';
import { DialogShell } from './DialogShell';
import { ToastOutlet } from './ToastOutlet';
import { findDialog } from '../../tests/dom/findDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share page
      </button>
      <DialogShell open={open} onOpenChange={setOpen} title="Share" actions={<button type="button">Done</button>} />
    </>
  );
}

afterEach(() => vi.doUnmock('./RadixDialogShell'));

describe('DialogShell', () => {
  it('takes the focus inside when it opens from state, and gives it back to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await findDialog({ name: 'Share' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share page' })).toHaveFocus());
  });

  it('closes on Escape even when a toast appeared after it opened, and leaves the toast alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Opener />
        <ToastOutlet />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Share page' }));
    const dialog = await findDialog({ name: 'Share' });
    act(() => showToast('Invitation sent'));
    await screen.findByText('Invitation sent', { selector: '.toast__text' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Invitation sent', { selector: '.toast__text' })).toBeInTheDocument();
  });

  it('renders nothing while closed and loads the Radix dialog when it first opens', async () => {
    vi.resetModules();
    const loads = vi.fn();
    vi.doMock('./RadixDialogShell', async (importOriginal) => {
      loads();
      return importOriginal();
    });
    const { DialogShell: Shell } = await import('./DialogShell');
    const view = render(<Shell open={false} onOpenChange={() => undefined} title="Share" actions={null} />);
    await act(async () => undefined);
    expect(view.container).toBeEmptyDOMElement();
    expect(loads).not.toHaveBeenCalled();
    view.rerender(<Shell open onOpenChange={() => undefined} title="Share" actions={null} />);
    expect(await findDialog({ name: 'Share' })).toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
