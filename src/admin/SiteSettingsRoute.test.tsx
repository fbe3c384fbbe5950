import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupDoneHandler } from '../../tests/siteConfigHandler';
import { routes } from '../routes/routeTable';
import { useSession } from '../store/session';

const admin = {
  id: '1',
  type: 'user',
  attributes: { uid: 'u1', email: 'admin@example.org', name: 'Jordan Wong', role: 'admin', image: null },
};
const stored = {
  site_name: { en: 'Masthead', hk: 'Masthead' },
  announcement: { title: 'Visiting Fellowships 2027', subtitle: '', second_title: '', link: '/en/events' },
  themed_series_slug: 'city-of-water',
  domains: ['example.org'],
  sso: {
    enabled: false,
    name: '',
    issuer: '',
    client_id: '',
    client_secret_set: true,
    allowed_domains: [],
    default_role: 'staff',
    invitation_required: false,
    password_sign_in: true,
    callback_url: 'https://www.example.org/api/auth/sso/callback',
  },
  version: 3,
  saved: true,
  updated_at: '2026-11-21T10:00:00.000Z',
};
let saves: unknown[] = [];
let stale = false;

const server = setupServer(
  setupDoneHandler,
  http.get('/api/content/home', () => HttpResponse.json({ data: { stories: [], series: [], news: [], projects: [], events: [] } })),
  http.get('/api/site_config', () =>
    HttpResponse.json({
      data: {
        id: 'site',
        type: 'site_config',
        attributes: { site_domains: [], themed_series: { slug: 'x', title: null, page_id: null }, announcement: null, email: false },
      },
    }),
  ),
  http.get('/api/me', () => HttpResponse.json({ data: admin })),
  http.get('/api/admin/settings', () => HttpResponse.json({ data: { id: 'site', type: 'site_settings', attributes: stored } })),
  http.put('/api/admin/settings', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push(body);
    if (stale) return HttpResponse.json({ error: 'stale', current_version: 4 }, { status: 409 });
    return HttpResponse.json({ data: { id: 'site', type: 'site_settings', attributes: { ...stored, ...body, version: 4 } } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  useSession.getState().clear();
  saves = [];
  stale = false;
});
afterAll(() => server.close());

function renderAt(path: string, role: 'admin' | 'editor' = 'admin') {
  useSession.setState({
    token: 'token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: { ...admin, attributes: { ...admin.attributes, role } } as never,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteSettingsRoute', () => {
  it('saves what the administrator typed, with the version it opened, and hides the announcement when unticked', async () => {
    renderAt('/en/admin/settings');
    const name = await screen.findByLabelText('Site name in English');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbour Institute');
    await userEvent.click(screen.getByLabelText('Show an announcement on the home page'));
    await userEvent.clear(screen.getByLabelText('The organisation’s own domains'));
    await userEvent.type(screen.getByLabelText('The organisation’s own domains'), 'harbour.example.org{Enter}www.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved. Readers see them now.');
    expect(saves).toEqual([
      {
        version: 3,
        site_name: { en: 'Harbour Institute', hk: 'Masthead' },
        announcement: null,
        announcement_hk: null,
        themed_series_slug: 'city-of-water',
        domains: ['harbour.example.org', 'www.example.org'],
        sso: {
          enabled: false,
          name: '',
          issuer: '',
          client_id: '',
          allowed_domains: [],
          default_role: 'staff',
          invitation_required: false,
          password_sign_in: true,
        },
      },
    ]);
  });

  it('sets up single sign-on: the secret is never shown, and is sent only when one is typed', async () => {
    renderAt('/en/admin/settings');
    expect(await screen.findByText(/https:\/\/www\.example\.org\/api\/auth\/sso\/callback/)).toBeInTheDocument();
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText('A secret is saved; it is never shown. Type a new one to replace it.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Offer sign-in with the organisation account'));
    await userEvent.type(screen.getByLabelText('Organisation name on the button'), 'Harbour Institute');
    await userEvent.type(screen.getByLabelText('Issuer'), 'https://login.harbour.example');
    await userEvent.type(screen.getByLabelText('Client ID'), 'masthead');
    await userEvent.type(screen.getByLabelText('Allowed e-mail domains'), 'harbour.example{Enter}Staff.Harbour.example');
    await userEvent.selectOptions(screen.getByLabelText('Role of a new account'), 'Contributor');
    await userEvent.click(screen.getByLabelText('Only people invited by an administrator may sign in the first time'));
    await userEvent.click(screen.getByLabelText('Allow sign-in with email and password'));
    expect(screen.getByText(/ADMIN_PASSWORD_SIGN_IN=1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect((saves[0] as { sso: unknown }).sso).toEqual({
      enabled: true,
      name: 'Harbour Institute',
      issuer: 'https://login.harbour.example',
      client_id: 'masthead',
      allowed_domains: ['harbour.example', 'Staff.Harbour.example'],
      default_role: 'contributor',
      invitation_required: true,
      password_sign_in: false,
    });
    await userEvent.type(screen.getByLabelText('Client secret'), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect((saves[1] as { sso: { client_secret: string } }).sso.client_secret).toBe('s3cret');
  });

  it('names the single sign-on settings in Chinese on /hk', async () => {
    renderAt('/hk/admin/settings');
    expect(await screen.findByRole('group', { name: '單一登入' })).toBeInTheDocument();
    expect(screen.getByLabelText('允許以電郵及密碼登入')).toBeChecked();
  });

  it('saves a Chinese announcement for /hk readers beside the English one', async () => {
    renderAt('/en/admin/settings');
    await userEvent.type(await screen.findByLabelText('Title in Chinese'), '2027 訪問學人');
    await userEvent.type(screen.getByLabelText('Second title in Chinese'), '一月截止');
    await userEvent.type(screen.getByLabelText('Link for Chinese readers'), '/hk/events');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(saves).toMatchObject([
      {
        announcement: stored.announcement,
        announcement_hk: { title: '2027 訪問學人', subtitle: '', second_title: '一月截止', link: '/hk/events' },
      },
    ]);
  });

  it('says in Chinese on /hk that another administrator saved first, and reloads on request', async () => {
    stale = true;
    renderAt('/hk/admin/settings');
    await screen.findByLabelText('英文網站名稱');
    await userEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('自你開啟後，另一位管理員已儲存了設定。');
    await userEvent.click(screen.getByRole('button', { name: '重新載入設定' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByLabelText('英文網站名稱')).toHaveValue('Masthead');
  });

  it('tells someone who is not an administrator that the settings are not theirs', async () => {
    renderAt('/en/admin/settings', 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can change the site settings.');
  });
});
