import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';

/**
 * The open dialog, once it takes clicks. A modal Radix dialog turns the page's pointer events off in an effect and its
 * own back on in the render after; user-event refuses a click between the two ("pointer-events: none"), which a test
 * met only on a busy machine. Non-modal dialogs (popovers) never turn the page's off and are returned at once.
 */
export async function findDialog(options?: ByRoleOptions): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', options);
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none' && dialog.style.pointerEvents !== 'auto') {
      throw new Error('The dialog does not take clicks yet.');
    }
  });
  return dialog;
}
