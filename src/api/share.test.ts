import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as shareApi from './share';

const server = setupServer();
const seen: Array<{ method: string; path: string; apiKey: string | null; body: unknown }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllEnvs();
  seen.length = 0;
});
afterAll(() => server.close());

function record(answer: Record<string, unknown> | null, status = 200) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    seen.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      apiKey: request.headers.get('x-api-key'),
      body: text ? JSON.parse(text) : null,
    });
    return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(answer, { status });
  };
}

describe('reading shared users in every shape of spec 3.5', () => {
  it('reads resources, flat rows and invitations with a user, and defaults the permission to viewer', () => {
    const users = shareApi.sharedUsersOf({
      data: [
        {
          id: '1',
          type: 'page_invitation',
          attributes: { email: 'a@example.org', user_name: 'Ann', profile_image: '/a.png', user_uid: 'ua', permission: 'viewer' },
        },
        { id: 2, emails: 'b@example.org, c@example.org', name: 'Ben', avatar: '/b.png', user_uid: 'ub' },
        { id: 3, email: 'o@example.org', permission: 'owner' },
        'nonsense',
        { email: 'no-id@example.org' },
      ],
    });
    expect(users).toEqual([
      { id: '1', email: 'a@example.org', name: 'Ann', image: '/a.png', userUid: 'ua', permission: 'viewer' },
      { id: '2', email: 'b@example.org, c@example.org', name: 'Ben', image: '/b.png', userUid: 'ub', permission: 'viewer' },
      { id: '3', email: 'o@example.org', name: null, image: null, userUid: null, permission: 'owner' },
    ]);
    expect(
      shareApi.sharedUsersOf({
        invitations: [{ id: 9, permission: 'viewer', user: { email: 'd@example.org', name: 'Dee', image: '/d.png', uid: 'ud' } }],
      }),
    ).toEqual([{ id: '9', email: 'd@example.org', name: 'Dee', image: '/d.png', userUid: 'ud', permission: 'viewer' }]);
    expect(shareApi.sharedUsersOf([{ id: 4, email: 'e@example.org' }])).toHaveLength(1);
    expect(shareApi.sharedUsersOf(null)).toEqual([]);
  });

  it('reads is_public from a resource, a flat body or a page', () => {
    expect(shareApi.shareSettingsOf({ data: { attributes: { is_public: true, share_token: 'tok' } } })).toEqual({
      isPublic: true,
      shareToken: 'tok',
    });
    expect(shareApi.shareSettingsOf({ is_public: false })).toEqual({ isPublic: false, shareToken: null });
    expect(shareApi.shareSettingsOf({ page: { is_public: true } })).toEqual({ isPublic: true, shareToken: null });
    expect(shareApi.shareSettingsOf({ data: { attributes: {} } })).toEqual({ isPublic: null, shareToken: null });
  });
});

describe('the sharing calls of spec 7.7 and 7.5', () => {
  it('suggests users, sending the X-Api-Key on /ex/ calls only when one is configured', async () => {
    const suggestion = { id: 'u1', type: 'user', attributes: { emails: 'a@example.org', name: 'Ann', uid: 'u1', image: null } };
    server.use(
      http.get('/api/ex/users/suggest', record({ data: [suggestion], meta: { total: 1 } })),
      http.get('/api/pages/7/share', record({ is_public: true })),
    );
    expect(await shareApi.suggestUsers('an')).toEqual([{ uid: 'u1', name: 'Ann', emails: 'a@example.org', image: null }]);
    vi.stubEnv('VITE_API_KEY', 'data-room-key');
    await shareApi.suggestUsers('ann');
    await shareApi.shareSettings(7);
    expect(seen.map(({ path, apiKey }) => [path, apiKey])).toEqual([
      ['/api/ex/users/suggest?q=an', null],
      ['/api/ex/users/suggest?q=ann', 'data-room-key'],
      ['/api/pages/7/share', null],
    ]);
  });

  it('sends the documented paths and bodies', async () => {
    const share = { data: { id: '7', type: 'page_share', attributes: { page_id: 7, is_public: true, share_token: 'tok' } } };
    server.use(
      http.post('/api/page-invitations', record({ data: [], meta: { total: 0 } }, 201)),
      http.delete('/api/page-invitations/:id', record(null, 204)),
      http.put(
        '/api/page-invitations/:id',
        record({ data: { id: '5', type: 'page_invitation', attributes: { email: 'a@example.org', permission: 'viewer' } } }),
      ),
      http.put('/api/pages/7/share', record(share)),
      http.post('/api/publications/7/toggle_share_access', record(share)),
      http.get('/api/memo/:slug', record({ data: {} })),
    );
    await shareApi.sendInvitations({ page_invitation: { page_id: 7, message: '' }, user_identifiers: ['u1'], permission: 'viewer' });
    await shareApi.removeSharedUser('5', 7, 'u1');
    await shareApi.removeSharedUser('6', 7, null);
    expect(await shareApi.updatePermission('5', 'viewer', 7)).toMatchObject({ id: '5', permission: 'viewer' });
    expect(await shareApi.updateShareSettings(7, true)).toEqual({ isPublic: true, shareToken: 'tok' });
    expect(await shareApi.toggleShareAccess(7, false)).toEqual({ isPublic: true, shareToken: 'tok' });
    await shareApi.recordLinkCopy('plan-tok');
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/page-invitations', { page_invitation: { page_id: 7, message: '' }, user_identifiers: ['u1'], permission: 'viewer' }],
      ['DELETE', '/api/page-invitations/5?page_id=7&user_uid=u1', null],
      ['DELETE', '/api/page-invitations/6?page_id=7&user_uid=', null],
      ['PUT', '/api/page-invitations/5?page_id=7', { permission: 'viewer' }],
      ['PUT', '/api/pages/7/share', { page: { is_public: true } }],
      ['POST', '/api/publications/7/toggle_share_access?public=false', null],
      ['GET', '/api/memo/plan-tok', null],
    ]);
  });
});
