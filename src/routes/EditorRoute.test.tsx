import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { siteConfigHandler } from '../../tests/siteConfigHandler';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../store/session';
import { routes } from './routeTable';
import { findDialog } from '../../tests/dom/findDialog';

const editor = {
  id: '7',
  type: 'user' as const,
  attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor' as const, image: null },
};

const memo = {
  page_id: 31,
  uid: 'p31',
  slug: 'q3-plan',
  title: 'Q3 plan',
  collection: 'memo',
  system: 'projects',
  locale: 'en',
  parent_id: null,
  owner: { uid: 'u7', name: 'Alex Morgan' },
  version: 2,
  published: false,
  published_at: null,
  trashed_at: null,
  // The caller owns the memo: they may publish it (issue 32's answers say so).
  publishable: true,
  updated_at: '2025-06-01T09:00:00.000Z',
  created_at: '2025-06-01T09:00:00.000Z',
  precis: '',
  image_url: null,
  event: null,
  lexical_body: {
    root: {
      type: 'root',
      version: 1,
      children: [
        { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Budget first.', format: 0 }] },
        { type: 'future-block', version: 1 },
      ],
    },
  },
  public_route: '/en/memo/q3-plan',
  edit_url: '/api/pages/31',
  editable: true,
};

// Screens around the editor (the not-found page's announcement box) ask for the site's settings.
const server = setupServer(siteConfigHandler);
const requested: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
  useSession.getState().clear();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function serveMemo(onPut?: (body: any) => Response | Promise<Response>) {
  server.use(
    // A server without live sessions (issue 34): the editor saves as before.
    http.post('/api/pages/:id/live/tickets', () => HttpResponse.json({ error: 'Not found.' }, { status: 404 })),
    http.get('/api/pages/:slug', ({ params, request }) => {
      requested.push(`GET ${params.slug} ${request.headers.get('authorization')}`);
      return HttpResponse.json({ data: { id: '31', type: 'page', attributes: memo } });
    }),
    http.put('/api/pages/:id', async ({ params, request }) => {
      const body = await request.json();
      requested.push(`PUT ${params.id} ${JSON.stringify(body)}`);
      if (onPut) return onPut(body);
      const version = (body as any).page.version + 1;
      return HttpResponse.json({ data: { id: '31', type: 'page', attributes: { ...memo, version } } });
    }),
  );
}

async function openEditor(path = '/en/page-templates/memo/q3-plan') {
  useSession.setState({ token: 'token', user: editor });
  const router = renderAt(path);
  const title = await screen.findByRole('textbox', { name: 'Title' });
  // A new page focuses its title; an existing one its body once the editor is created (typing before that could end
  // up in the body).
  const focused = path.endsWith('/create-page') ? title : () => screen.getByRole('textbox', { name: 'Page body' });
  await waitFor(() => expect(typeof focused === 'function' ? focused() : focused).toHaveFocus());
  return { router, title };
}

/**
 * Opens the memo on a server that holds its answer to "is there a live session?" until `answer` is called (then
 * says there is none), as a slow server would: the title box, already there.
 */
async function openAsking() {
  serveMemo();
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post('/api/pages/:id/live/tickets', async () => {
      await answered;
      return HttpResponse.json({ error: 'Not found.' }, { status: 404 });
    }),
  );
  useSession.setState({ token: 'token', user: editor });
  renderAt('/en/page-templates/memo/q3-plan');
  return { answer, title: await screen.findByRole('textbox', { name: 'Title' }) };
}

describe('EditorRoute', () => {
  afterEach(() => localStorage.clear());

  it('sends a signed-out visitor to sign in and back', async () => {
    const router = renderAt('/en/page-templates/memo/q3-plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?next=%2Fen%2Fpage-templates%2Fmemo%2Fq3-plan');
  });

  it('shows the loading overlay, then the page open for editing with its title, body and unknown blocks', async () => {
    serveMemo();
    useSession.setState({ token: 'token', user: editor });
    renderAt('/en/page-templates/memo/q3-plan');
    expect(await screen.findByText('PAGE EDITOR LOADING')).toHaveAttribute('role', 'status');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Q3 plan');
    // The body opens once the server has said whether the page has a live session.
    const body = await screen.findByRole('textbox', { name: 'Page body' });
    expect(body).toHaveAttribute('contenteditable', 'true');
    expect(body).toHaveTextContent('Budget first.');
    expect(within(body).getByRole('group', { name: 'Unsupported block: future-block' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/en/memo/q3-plan');
    await waitFor(() => expect(screen.queryByText('PAGE EDITOR LOADING')).toBeNull(), { timeout: 2000 });
    expect(requested).toEqual(['GET q3-plan Bearer token']);
    await waitFor(() => expect(document.title).toBe('Edit: Q3 plan — Masthead'));
  });

  it('skips the loading overlay when the caller asks', async () => {
    serveMemo();
    useSession.setState({ token: 'token', user: editor });
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/en/page-templates/memo/q3-plan', state: { skipInitialLoading: true } }],
    });
    render(<RouterProvider router={router} />);
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByText('PAGE EDITOR LOADING')).toBeNull();
  });

  it('saves the page with its version and shows when everything is saved', async () => {
    serveMemo();
    const { title } = await openEditor();
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'Q4 plan{Enter}');
    expect(title).toHaveValue('Q4 plan');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved');
    const put = requested.find((line) => line.startsWith('PUT'))!;
    expect(put).toContain('"version":2');
    expect(put).toContain('"title":"Q4 plan"');
    expect(put).toContain('Budget first.');
    expect(localStorage.getItem('masthead.draft.page:31')).toBeNull();
  });

  it('takes the title typed while it asks the server for a live session, keeps the caret there and saves it without one', async () => {
    const { answer, title } = await openAsking();
    const user = userEvent.setup();
    await user.type(title, ' draft');
    expect(title).toHaveValue('Q3 plan draft');
    expect(screen.queryByRole('textbox', { name: 'Page body' })).toBeNull();
    answer();
    await screen.findByRole('textbox', { name: 'Page body' });
    await screen.findByText('Unsaved changes');
    await user.keyboard(' two');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('Q3 plan draft two');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved');
    expect(requested.find((line) => line.startsWith('PUT'))).toContain('"title":"Q3 plan draft two"');
  });

  it('saves what was typed when Ctrl+S comes while it asks the server for a live session, once the answer is in', async () => {
    const { answer, title } = await openAsking();
    const user = userEvent.setup();
    await user.type(title, ' final{Control>}s{/Control}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested.filter((line) => line.startsWith('PUT'))).toEqual([]);
    answer();
    await screen.findByText('All changes saved');
    expect(requested.filter((line) => line.startsWith('PUT'))).toHaveLength(1);
    expect(requested.find((line) => line.startsWith('PUT'))).toContain('"title":"Q3 plan final"');
  });

  it('keeps the work and says so when a save fails', async () => {
    serveMemo(() => HttpResponse.json({ error: 'Database unavailable.' }, { status: 500 }));
    const { title } = await openEditor();
    const user = userEvent.setup();
    await user.type(title, ' draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save: Database unavailable. Your changes are kept in this browser.',
    );
    expect(JSON.parse(localStorage.getItem('masthead.draft.page:31')!).title).toBe('Q3 plan draft');
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('asks about the title both changed when someone else saved first, and saves the choice on their version', async () => {
    const [budget, future] = memo.lexical_body.root.children;
    serveMemo((body) => {
      if (body.page.version === 2) {
        return HttpResponse.json(
          {
            error: 'This page was changed by someone else since you opened it.',
            current_version: 5,
            merge: {
              title: { conflict: { mine: 'Q3 plan!', theirs: 'Q3 plan (theirs)' } },
              precis: { value: '' },
              blocks: [{ block: budget }, { block: future }],
              conflicts: 0,
            },
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({
        data: { id: '31', type: 'page', attributes: { ...memo, title: body.page.title, version: body.page.version + 1 } },
      });
    });
    const { title } = await openEditor();
    const user = userEvent.setup();
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findDialog({ name: 'This page was changed elsewhere' });
    const conflict = within(dialog).getByRole('region', { name: 'Title' });
    expect(conflict).toHaveTextContent('Q3 plan (theirs)');
    expect(within(dialog).getByRole('button', { name: 'Save these choices' })).toBeDisabled();
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save these choices' }));
    await screen.findByText('All changes saved');
    const puts = requested.filter((line) => line.startsWith('PUT')).map((line) => JSON.parse(line.slice(7)).page);
    expect(puts.map((page) => [page.version, page.title])).toEqual([
      [2, 'Q3 plan!'],
      [5, 'Q3 plan!'],
    ]);
    expect(title).toHaveValue('Q3 plan!');
  });

  it('offers back unsaved changes kept in the browser', async () => {
    localStorage.setItem(
      'masthead.draft.page:31',
      JSON.stringify({
        pageKey: 'page:31',
        baseVersion: 2,
        title: 'Q3 plan (my edits)',
        precis: '',
        document: memo.lexical_body,
        savedAt: new Date().toISOString(),
      }),
    );
    serveMemo();
    const { title } = await openEditor();
    const banner = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(banner).toHaveTextContent('You have unsaved changes to this page from');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Restore them' }));
    expect(title).toHaveValue('Q3 plan (my edits)');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('sends people who may not edit the page to the public page', async () => {
    server.use(
      http.get('/api/pages/:slug', () => HttpResponse.json({ error: 'You may not edit this page.' }, { status: 403 })),
      http.get('/api/content/:collection/:slug', () => HttpResponse.json({ error: 'Page not found.' }, { status: 404 })),
    );
    useSession.setState({ token: 'token', user: editor });
    const router = renderAt('/en/page-templates/stories/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/stories/other'));
  });

  it('shows the not-found page when the page does not exist', async () => {
    useSession.setState({ token: 'token', user: editor });
    server.use(http.get('/api/pages/:slug', () => HttpResponse.json({ error: 'Page not found.' }, { status: 404 })));
    renderAt('/en/page-templates/stories/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens a new, unsaved page on create-page routes and creates it on the first save', async () => {
    server.use(
      http.post('/api/pages', async ({ request }) => {
        const body = (await request.json()) as any;
        requested.push(`POST ${JSON.stringify(body)}`);
        return HttpResponse.json(
          {
            data: {
              id: '40',
              type: 'page',
              attributes: { ...memo, page_id: 40, slug: 'fresh-abc', title: body.page.title, public_route: '/en/memo/fresh-abc' },
            },
          },
          { status: 201 },
        );
      }),
      http.get('/api/pages/:slug', () =>
        HttpResponse.json({ data: { id: '40', type: 'page', attributes: { ...memo, page_id: 40, slug: 'fresh-abc', title: 'Fresh' } } }),
      ),
    );
    const { router, title } = await openEditor('/en/page-templates/memo/create-page');
    expect(title).toHaveValue('');
    expect(requested).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the page a title before saving.');
    await user.type(title, 'Fresh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/page-templates/memo/fresh-abc'));
    expect(JSON.parse(requested[0].slice(5)).page).toMatchObject({ title: 'Fresh', page_collection_slug: 'memo', lexical_flag: true });
  });

  it('speaks Chinese on /hk: overlay, fields, bar, publishing, and a failed save', async () => {
    serveMemo(() => HttpResponse.json({ error: 'Database unavailable.' }, { status: 500 }));
    useSession.setState({ token: 'token', user: editor });
    renderAt('/hk/page-templates/memo/q3-plan');
    expect(await screen.findByText('頁面編輯器載入中')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('PAGE EDITOR LOADING')).toBeNull();
    const title = await screen.findByRole('textbox', { name: '標題' });
    const body = await screen.findByRole('textbox', { name: '頁面內容' });
    expect(body).toHaveTextContent('Budget first.');
    expect(within(body).getByRole('group', { name: '不支援的區塊：future-block' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '頁面操作' })).toHaveTextContent('所有更改已儲存');
    expect(screen.queryByText('All changes saved')).toBeNull();
    expect(screen.getByRole('link', { name: '檢視頁面' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '發佈' })).toBeInTheDocument();
    expect(screen.getByText('草稿')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('編輯：Q3 plan — Masthead'));
    const user = userEvent.setup();
    await user.type(title, '!');
    expect(screen.getByText('有未儲存的更改')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('未能儲存：Database unavailable. 你的更改已保留在此瀏覽器。');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the not-found page when no page is named', async () => {
    useSession.setState({ token: 'token', user: editor });
    renderAt('/en/page-templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
