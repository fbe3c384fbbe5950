import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogShell } from './DialogShell';

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

describe('DialogShell', () => {
  it('takes the focus inside when it opens from state, and gives it back to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share page' })).toHaveFocus());
  });
});
