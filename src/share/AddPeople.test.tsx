import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShareDialog, resetShareStore, serveSharing, sharedUserRow, type SharingServer } from '../../tests/shareFixtures';

const server = setupServer();
const searches: string[] = [];
let sharing: SharingServer;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sharing = serveSharing(server);
  server.use(
    http.get('/api/ex/users/suggest', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')!;
      searches.push(q);
      const people = [
        { uid: 'u-sam', name: 'Sam Lee', emails: 'colleague@example.org' },
        { uid: 'u-robin', name: 'Robin Chan', emails: 'reader@example.org, robin@example.org' },
      ].filter((person) => `${person.name} ${person.emails}`.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json({
        data: people.map((person) => ({ id: person.uid, type: 'user', attributes: { ...person, image: null } })),
        meta: { total: people.length },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  resetShareStore();
  searches.length = 0;
});
afterAll(() => server.close());

const dialog = () => screen.getByRole('dialog');
const search = () => within(dialog()).getByRole('searchbox', { name: 'Add people' });

async function settle() {
  for (let turn = 0; turn < 20; turn++) await act(() => new Promise((resolve) => setImmediate(resolve)));
}

async function typeAndWait(text: string) {
  fireEvent.change(search(), { target: { value: text } });
  act(() => vi.advanceTimersByTime(1_000));
  await settle();
}

describe('Add people', () => {
  it('asks for 2 characters, waits 1 s after the last keystroke, then shows who was found', async () => {
    renderShareDialog();
    await settle();
    fireEvent.change(search(), { target: { value: 's' } });
    expect(within(dialog()).getByText('Type at least 2 characters to search')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    await settle();
    expect(searches).toEqual([]);

    fireEvent.change(search(), { target: { value: 'sa' } });
    expect(within(dialog()).getByText('Searching...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    fireEvent.change(search(), { target: { value: 'sam' } });
    act(() => vi.advanceTimersByTime(999));
    await settle();
    expect(searches).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(searches).toEqual(['sam']);
    expect(within(dialog()).queryByText('Searching...')).toBeNull();
    expect(within(dialog()).getByRole('list', { name: 'People found' })).toHaveTextContent('Sam Lee');
  });

  it('says "No results found", and offers an email that is not among the results as an external user', async () => {
    renderShareDialog();
    await typeAndWait('zz');
    expect(within(dialog()).getByText('No results found')).toBeInTheDocument();

    await typeAndWait('new.person@example.org');
    expect(within(dialog()).queryByText('No results found')).toBeNull();
    expect(within(dialog()).getByText('External user')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Invite by email' })).toBeInTheDocument();

    await typeAndWait('robin@example.org');
    expect(within(dialog()).queryByRole('button', { name: 'Invite by email' })).toBeNull();
    expect(within(dialog()).getByRole('list', { name: 'People found' })).toHaveTextContent('Robin Chan');

    await typeAndWait('not-an-email@nowhere');
    expect(within(dialog()).getByText('No results found')).toBeInTheDocument();
  });

  it('collects people as chips, access Viewer unless changed, and invites them, showing "Sending..." meanwhile', async () => {
    let answer: () => void = () => undefined;
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/page-invitations', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        sharing.rows = [sharedUserRow(1, { email: 'colleague@example.org', user_name: 'Sam Lee' })];
        return HttpResponse.json({ data: sharing.rows, meta: { total: 1 } }, { status: 201 });
      }),
    );
    renderShareDialog();
    await settle();
    expect(within(dialog()).getByRole('combobox', { name: 'Access as' })).toHaveValue('viewer');
    expect(within(dialog()).getByRole('button', { name: 'Invite' })).toBeDisabled();

    await typeAndWait('sam');
    fireEvent.click(within(dialog()).getByRole('button', { name: /Sam Lee/ }));
    await typeAndWait('robin');
    fireEvent.click(within(dialog()).getByRole('button', { name: /Robin Chan/ }));
    await typeAndWait('new.person@example.org');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Invite by email' }));
    const chips = within(dialog()).getByRole('list', { name: 'Selected people to invite (3):' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['SLSam Lee', 'RCRobin Chan', 'Nnew.person@example.org']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Do not invite Robin Chan' }));
    expect(within(dialog()).getByText('Selected people to invite (2):')).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Invite' }));
    await settle();
    expect(within(dialog()).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(bodies).toEqual([
      { page_invitation: { page_id: 31, message: '' }, user_identifiers: ['u-sam', 'new.person@example.org'], permission: 'viewer' },
    ]);
    answer();
    await settle();
    expect(within(dialog()).getByRole('button', { name: 'Invite' })).toBeDisabled();
    expect(within(dialog()).queryByText(/Selected people to invite/)).toBeNull();
    expect(sharing.calls.filter((call) => call.startsWith('GET /api/page-invitations'))).toHaveLength(2);
    expect(within(dialog()).getByRole('list', { name: 'People with access' })).toHaveTextContent('Sam Lee');
    expect(sharing.calls).toContain('GET /api/memo/house-style-notes');
  });

  it('invites as Commenter when the owner picks it (issue 35)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/page-invitations', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: [], meta: { total: 0 } }, { status: 201 });
      }),
    );
    renderShareDialog();
    await typeAndWait('sam');
    fireEvent.click(within(dialog()).getByRole('button', { name: /Sam Lee/ }));
    const access = within(dialog()).getByRole('combobox', { name: 'Access as' });
    expect(
      within(access)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viewer', 'Commenter']);
    fireEvent.change(access, { target: { value: 'commenter' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Invite' }));
    await settle();
    expect(bodies).toEqual([{ page_invitation: { page_id: 31, message: '' }, user_identifiers: ['u-sam'], permission: 'commenter' }]);
  });

  it('shows the 401 message of spec 8 and keeps the chips', async () => {
    server.use(http.post('/api/page-invitations', () => HttpResponse.json({ error: 'Please sign in.' }, { status: 401 })));
    renderShareDialog();
    await typeAndWait('sam');
    fireEvent.click(within(dialog()).getByRole('button', { name: /Sam Lee/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Invite' }));
    await settle();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('You are not authorized to send invitations. Please log in again.');
    expect(within(dialog()).getByText('Selected people to invite (1):')).toBeInTheDocument();
  });
});
