import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderShareDialog, resetShareStore, serveSharing, sharedUserRow } from '../../tests/shareFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  resetShareStore();
});
afterAll(() => server.close());

const dialog = () => screen.getByRole('dialog');
const list = () => within(dialog()).getByRole('list', { name: 'People with access' });
const names = () =>
  within(list())
    .queryAllByText(/^Person \d+$/)
    .map((element) => element.textContent);

async function settle() {
  for (let turn = 0; turn < 20; turn++) await act(() => new Promise((resolve) => setImmediate(resolve)));
}

function scrollTo(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 300 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 200 });
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: scrollTop });
  fireEvent.scroll(element);
}

const people = (count: number) => Array.from({ length: count }, (_, index) => sharedUserRow(index + 1));

describe('People with access', () => {
  it('shows 5 people without owners, and 5 more each time the list is scrolled past 80 %', async () => {
    serveSharing(server, { rows: [sharedUserRow(99, { user_name: 'Olive Owner', permission: 'owner' }), ...people(12)] });
    renderShareDialog();
    expect(within(dialog()).getByText('Loading shared users...')).toBeInTheDocument();
    await settle();
    expect(names()).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5']);
    expect(within(dialog()).queryByText('Olive Owner')).toBeNull();
    expect(within(list()).getByText('Loading more...')).toBeInTheDocument();

    scrollTo(list(), 30);
    expect(names()).toHaveLength(5);
    scrollTo(list(), 50);
    expect(names()).toHaveLength(10);
    scrollTo(list(), 50);
    expect(names()).toHaveLength(12);
    expect(within(list()).queryByText('Loading more...')).toBeNull();
    expect(within(list()).getAllByRole('button', { name: /^Remove Person/ })).toHaveLength(12);
  });

  it('searches by name or email, with "Clear search" and a message when nobody matches', async () => {
    serveSharing(server, { rows: people(12) });
    renderShareDialog();
    await settle();
    const search = within(dialog()).getByRole('searchbox', { name: 'Search people with access' });
    fireEvent.change(search, { target: { value: 'person1' } });
    expect(names()).toEqual(['Person 1', 'Person 10', 'Person 11', 'Person 12']);
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(within(dialog()).getByText('No people found matching your search')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(names()).toHaveLength(5);
    expect(within(dialog()).queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('says "No invited users" for an empty list and "No people with access" when only owners are in it', async () => {
    serveSharing(server, { rows: [] });
    renderShareDialog();
    await settle();
    expect(within(dialog()).getByText('No invited users')).toBeInTheDocument();
    cleanup();
    resetShareStore();
    serveSharing(server, { rows: [sharedUserRow(99, { permission: 'owner' })] });
    renderShareDialog();
    await settle();
    expect(within(dialog()).getByText('No people with access')).toBeInTheDocument();
    expect(within(dialog()).queryByText('No invited users')).toBeNull();
  });

  it('removes a person, then shows "Updating shared users..." while it fetches the list again', async () => {
    const sharing = serveSharing(server, { rows: people(3) });
    let answer: () => void = () => undefined;
    server.use(
      http.delete('/api/page-invitations/:id', ({ request }) => {
        const url = new URL(request.url);
        sharing.calls.push(`DELETE ${url.pathname}${url.search}`);
        sharing.rows = sharing.rows.filter((row) => row.id !== '2');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderShareDialog();
    await settle();
    server.use(
      http.get('/api/page-invitations', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: sharing.rows, meta: { total: sharing.rows.length } });
      }),
    );
    fireEvent.click(within(list()).getByRole('button', { name: 'Remove Person 2' }));
    await settle();
    expect(sharing.calls).toContain('DELETE /api/page-invitations/2?page_id=31&user_uid=u2');
    expect(within(dialog()).getByText('Updating shared users...')).toBeInTheDocument();
    expect(names()).toEqual(['Person 1', 'Person 3']);
    answer();
    await settle();
    expect(within(dialog()).queryByText('Updating shared users...')).toBeNull();
  });

  it('says "Failed to remove user. Please try again." for 8 s when removal fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveSharing(server, { rows: people(2) });
    server.use(http.delete('/api/page-invitations/:id', () => HttpResponse.json({ error: 'Broken.' }, { status: 500 })));
    renderShareDialog();
    await settle();
    fireEvent.click(within(list()).getByRole('button', { name: 'Remove Person 1' }));
    await settle();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to remove user. Please try again.');
    expect(names()).toEqual(['Person 1', 'Person 2']);
    act(() => vi.advanceTimersByTime(7_999));
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('changes someone invited from Viewer to Commenter, and puts it back when the server refuses (issue 35)', async () => {
    serveSharing(server, { rows: [sharedUserRow(1), sharedUserRow(2, { permission: 'commenter' })] });
    const changes: { url: string; body: unknown }[] = [];
    let refuse = false;
    server.use(
      http.put('/api/page-invitations/:id', async ({ request }) => {
        changes.push({ url: new URL(request.url).pathname + new URL(request.url).search, body: await request.json() });
        if (refuse) return HttpResponse.json({ error: 'No.' }, { status: 500 });
        return HttpResponse.json({ data: sharedUserRow(1, { permission: 'commenter' }) });
      }),
    );
    renderShareDialog();
    await settle();
    const access = (name: string) => within(list()).getByRole('combobox', { name: `Access for ${name}` });
    expect(access('Person 1')).toHaveValue('viewer');
    expect(access('Person 2')).toHaveValue('commenter');

    fireEvent.change(access('Person 1'), { target: { value: 'commenter' } });
    await settle();
    expect(changes).toEqual([{ url: '/api/page-invitations/1?page_id=31', body: { permission: 'commenter' } }]);
    expect(access('Person 1')).toHaveValue('commenter');

    refuse = true;
    fireEvent.change(access('Person 2'), { target: { value: 'viewer' } });
    await settle();
    expect(changes).toHaveLength(2);
    expect(access('Person 2')).toHaveValue('commenter');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to change access. Please try again.');
  });
});
