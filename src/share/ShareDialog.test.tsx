import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoAttributes, signInAsEditor } from '../../tests/memoSamples';
import { renderShareDialog, resetShareStore, serveSharing } from '../../tests/shareFixtures';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  resetShareStore();
  useSession.getState().clear();
});
afterAll(() => server.close());

const dialog = () => screen.getByRole('dialog', { name: 'Share “House style notes”' });

/** Lets pending requests answer without moving the fake clock, which vi.waitFor would advance. */
async function settle() {
  for (let turn = 0; turn < 20; turn++) await act(() => new Promise((resolve) => setImmediate(resolve)));
}

describe('opening and closing the share dialog', () => {
  it('opens from "Share page" on a memo its owner reads, and closes on Escape, on a backdrop click and with Cancel', async () => {
    signInAsEditor();
    serveSharing(server);
    server.use(
      http.get('/api/memo/:slug', () => HttpResponse.json({ data: { id: '31', type: 'memo', attributes: memoAttributes() } })),
      http.get('/api/page_collections/memo/pages', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
    );
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/en/memo/house-style-notes'] })} />);
    const share = await screen.findByRole('button', { name: 'Share page' });

    await user.click(share);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(share);
    await user.click(document.querySelector('.dialog__overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(share);
    // Cancel first puts general access back as it was (it waits for the access the dialog is still loading), then closes.
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no "Share page" to invitees', async () => {
    signInAsEditor();
    server.use(
      http.get('/api/memo/:slug', () =>
        HttpResponse.json({
          data: { id: '31', type: 'memo', attributes: memoAttributes({ editable: false, access: 'invitee', can_comment: false }) },
        }),
      ),
      http.get('/api/page_collections/memo/pages', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
    );
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/en/memo/house-style-notes'] })} />);
    await screen.findByRole('heading', { level: 1, name: 'House style notes' });
    expect(screen.queryByRole('button', { name: 'Share page' })).toBeNull();
  });
});

describe('general access', () => {
  const select = () => within(dialog()).getByRole('combobox', { name: 'General access' });

  it('starts from the page share settings over the memo attributes and changes at once with toggle_share_access', async () => {
    const sharing = serveSharing(server, { isPublic: false });
    const user = userEvent.setup();
    renderShareDialog(memoAttributes({ is_public_access: true, public: true }));
    await waitFor(() => expect(select()).toHaveValue('restricted'));
    expect(within(dialog()).getByText('Only people with access can open with the link')).toBeInTheDocument();

    await user.selectOptions(select(), 'Anyone with the link');
    expect(within(dialog()).getByText('Anyone on the internet with the link can view')).toBeInTheDocument();
    await waitFor(() => expect(sharing.calls).toContain('POST /api/publications/31/toggle_share_access?public=true'));
    await waitFor(() => expect(select()).toBeEnabled());
    await user.selectOptions(select(), 'Restricted');
    await waitFor(() => expect(sharing.calls).toContain('POST /api/publications/31/toggle_share_access?public=false'));
  });

  it('falls back to the memo attributes when the settings do not say, where "anyone" counts as anyone-with-link', async () => {
    serveSharing(server, { isPublic: null });
    renderShareDialog(memoAttributes({ is_public_access: 'anyone' as unknown as boolean, public: false }));
    await waitFor(() => expect(select()).toHaveValue('anyone'));
  });

  it('puts the old value back on failure and shows the error for 8 s', async () => {
    serveSharing(server, { isPublic: false });
    server.use(http.post('/api/publications/:id/toggle_share_access', () => HttpResponse.json({ error: 'No.' }, { status: 500 })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShareDialog();
    fireEvent.change(select(), { target: { value: 'anyone' } });
    await settle();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to update page sharing settings. Please try again.');
    expect(select()).toHaveValue('restricted');
    act(() => vi.advanceTimersByTime(7_999));
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });
});

describe('copy link', () => {
  it('copies /{locale}/memo/{slug} and records it with GET memo/{slug} while restricted; "Link copied" shows for 2 s', async () => {
    const sharing = serveSharing(server, { isPublic: false });
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShareDialog();
    await settle();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/memo/house-style-notes`);
    expect(sharing.calls).toContain('GET /api/memo/house-style-notes');
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(dialog()).getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog()).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('copies the share link and records GET memo/{slug}-{share_token} once anyone-with-link has a token', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const sharing = serveSharing(server, { isPublic: true, token });
    const user = userEvent.setup();
    renderShareDialog();
    await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: 'General access' })).toHaveValue('anyone'));
    await user.click(within(dialog()).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/en/memo/house-style-notes-${token}`);
    await waitFor(() => expect(sharing.calls).toContain(`GET /api/memo/house-style-notes-${token}`));
  });
});

describe('on /hk', () => {
  it('shows the share dialog and its errors in Traditional Chinese', async () => {
    signInAsEditor();
    serveSharing(server, { isPublic: false });
    server.use(
      http.post('/api/publications/:id/toggle_share_access', () => HttpResponse.json({ error: 'No.' }, { status: 500 })),
      http.get('/api/page_collections/memo/pages', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
    );
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/hk/memo/house-style-notes'] })} />);
    await user.click(await screen.findByRole('button', { name: '分享頁面' }));
    const shareDialog = screen.getByRole('dialog', { name: '分享「House style notes」' });
    expect(within(shareDialog).getByRole('button', { name: '複製連結' })).toBeInTheDocument();
    expect(within(shareDialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    const access = within(shareDialog).getByRole('combobox', { name: '存取權限' });
    expect(
      within(access)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['檢視者', '留言者']);
    expect(within(shareDialog).queryByText('Add people')).toBeNull();
    await user.selectOptions(within(shareDialog).getByRole('combobox', { name: '一般存取權' }), '任何知道連結的人');
    expect(await within(shareDialog).findByRole('alert')).toHaveTextContent('未能更新頁面分享設定，請再試一次。');
    // Everything the share dialog's own sections say is in Chinese.
    expect(shareDialog.querySelector('.share-dialog')!.textContent).not.toMatch(/[A-Za-z]{2,}/);
  });
});
