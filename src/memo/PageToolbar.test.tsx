import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoAttributes } from '../../tests/memoSamples';
import { useFavourites } from '../store/favourites';
import { useToasts } from '../store/toasts';
import { ToastOutlet } from '../ui/ToastOutlet';
import { PageToolbar, type PageToolbarProps } from './PageToolbar';
import { findDialog } from '../../tests/dom/findDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useFavourites.setState({ byPageId: {}, pending: {} });
  useToasts.setState({ toasts: [] });
});
afterAll(() => server.close());

const MOVE_TEXT = 'This page will be moved to trash and permanently deleted after 30 days.';

function toolbarAt(path: string, props: Partial<PageToolbarProps> = {}) {
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <PageToolbar page={memoAttributes()} editing={false} {...props} />
      <ToastOutlet />
    </MemoryRouter>
  );
  return { element, ...render(element) };
}

describe('PageToolbar', () => {
  it('shows Edit page, Move to Trash and the favourite star on a memo the user may edit', () => {
    toolbarAt('/en/memo/house-style-notes');
    const tools = screen.getByRole('group', { name: 'Page tools' });
    expect(within(tools).getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/en/page-templates/memo/house-style-notes');
    expect(within(tools).getByRole('button', { name: 'Move to Trash' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Favourite page' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(tools).queryByRole('button', { name: 'Share page' })).toBeNull();
  });

  it('renders nothing when the page is not editable for the user', () => {
    const { container } = toolbarAt('/en/memo/house-style-notes', { page: memoAttributes({ editable: false }) });
    expect(container.querySelector('.page-toolbar')).toBeNull();
  });

  it('renders nothing before hydration', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/en/memo/house-style-notes']}>
        <PageToolbar page={memoAttributes()} editing={false} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('Edit page');
  });

  it('hides Edit page, Move to Trash and the star in edit mode, keeping Share page', async () => {
    const onShare = vi.fn();
    toolbarAt('/en/page-templates/memo/house-style-notes', { editing: true, onShare });
    expect(screen.queryByRole('link', { name: 'Edit page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to Trash' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share page' }));
    expect(onShare).toHaveBeenCalledOnce();
  });

  it.each([
    ['/en/memo', false],
    ['/en/memo/house-style-notes', true],
    ['/hk/memo/house-style-notes', true],
    ['/en/stories/harbour-lights', false],
  ])('on %s shows the favourite star: %s', (path, shown) => {
    toolbarAt(path);
    expect(Boolean(screen.queryByRole('button', { name: 'Favourite page' }))).toBe(shown);
  });

  it('moves the page to trash through the modal, sending the version it was loaded with', async () => {
    const requests: string[] = [];
    server.use(
      http.patch('/api/pages/:id/move-to-trash', async ({ request, params }) => {
        requests.push(`${params.id}${new URL(request.url).search} ${(await request.text()) || '(empty)'}`);
        const attributes = { ...memoAttributes(), version: 5, trashed_at: '2026-11-21T10:00:00.000Z' };
        return HttpResponse.json({ data: { id: '31', type: 'page', attributes } });
      }),
    );
    const onDeleted = vi.fn();
    toolbarAt('/en/memo/house-style-notes', { onDeleted });
    await userEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    const dialog = await findDialog({ name: 'Move to Trash' });
    expect(dialog).toHaveTextContent(MOVE_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(requests).toEqual(['31?version=4 (empty)']);
    expect(onDeleted.mock.calls[0][0].attributes.trashed_at).toBe('2026-11-21T10:00:00.000Z');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findAllByText('Moved to trash')).length).toBeGreaterThan(0);
  });

  it('keeps the modal open with the reason and a reload when the page changed elsewhere', async () => {
    server.use(
      http.patch('/api/pages/:id/move-to-trash', () =>
        HttpResponse.json({ error: 'This page was changed by someone else since you opened it.', current_version: 6 }, { status: 409 }),
      ),
    );
    const onReload = vi.fn();
    const onDeleted = vi.fn();
    toolbarAt('/en/memo/house-style-notes', { onReload, onDeleted });
    await userEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('This page was changed by someone else since you opened it.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload page' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('toggles the favourite star optimistically and says so', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/publications/:id/favourite', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { id: '31', type: 'favourite', attributes: { page_id: 31, is_favourite: true } } });
      }),
    );
    toolbarAt('/en/memo/house-style-notes');
    await userEvent.click(screen.getByRole('button', { name: 'Favourite page' }));
    const star = screen.getByRole('button', { name: 'Favourited' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    release();
    expect((await screen.findAllByText('Added to favourites')).length).toBeGreaterThan(0);
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});
