import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoAttributes } from '../../tests/memoSamples';
import type { SharedUser } from './share';
import { initialGeneralAccess, invitationError, shareErrorText, useShare } from './share';
import { useToasts } from './toasts';

const server = setupServer();
const calls: string[] = [];
const initial = useShare.getState();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  calls.length = 0;
  useShare.getState().clearError();
  useShare.setState({ ...initial, sharedUsers: {}, listStatus: {}, access: {}, removing: {} });
  useToasts.setState({ toasts: [] });
});
afterAll(() => server.close());

const colleague = {
  id: '5',
  type: 'page_invitation',
  attributes: { email: 'colleague@example.org', user_name: 'Sam Lee', profile_image: null, user_uid: 'u-sam', permission: 'viewer' },
};
const sharedUser: SharedUser = {
  id: '5',
  email: 'colleague@example.org',
  name: 'Sam Lee',
  image: null,
  userUid: 'u-sam',
  permission: 'viewer',
};

function serveSharedUsers(...answers: Array<() => Response>) {
  server.use(
    http.get('/api/page-invitations', ({ request }) => {
      calls.push(`GET ${new URL(request.url).search}`);
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      return answer();
    }),
  );
}
const listOf =
  (...rows: unknown[]) =>
  () =>
    HttpResponse.json({ data: rows, meta: { total: rows.length } });
const failure = () => HttpResponse.json({ error: 'Broken.' }, { status: 500 });
const state = () => useShare.getState();
/** The share error as the dialog shows it, in English unless told. */
const errorText = (locale: 'en' | 'hk' = 'en') => {
  const error = state().error;
  return error && shareErrorText(error, locale);
};

describe('shared users', () => {
  it('caches the list for 60 s per page, and fetches again when it is stale or forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serveSharedUsers(listOf(colleague));
    await state().loadSharedUsers(31);
    expect(state().sharedUsers[31].users).toEqual([sharedUser]);
    expect(state().listStatus[31]).toBe('ready');
    vi.advanceTimersByTime(59_000);
    await state().loadSharedUsers(31);
    expect(calls).toEqual(['GET ?page_id=31']);
    vi.advanceTimersByTime(1_001);
    const refreshing = state().loadSharedUsers(31);
    expect(state().listStatus[31]).toBe('updating');
    await refreshing;
    await state().loadSharedUsers(31, { force: true });
    await state().loadSharedUsers(32);
    expect(calls).toEqual(['GET ?page_id=31', 'GET ?page_id=31', 'GET ?page_id=31', 'GET ?page_id=32']);
  });

  it('retries a failed fetch once', async () => {
    serveSharedUsers(failure, listOf(colleague));
    const loading = state().loadSharedUsers(31);
    expect(state().listStatus[31]).toBe('loading');
    await loading;
    expect(calls).toHaveLength(2);
    expect(state().sharedUsers[31].users).toHaveLength(1);
  });

  it('gives up after the one retry', async () => {
    serveSharedUsers(failure);
    await state().loadSharedUsers(31);
    expect(calls).toHaveLength(2);
    expect(state().listStatus[31]).toBe('error');
  });
});

describe('general access', () => {
  it('starts from the page share settings, else the memo attributes (where "anyone" counts), else restricted', () => {
    expect(initialGeneralAccess({ isPublic: false, shareToken: null }, { is_public_access: true })).toBe(false);
    expect(initialGeneralAccess({ isPublic: null, shareToken: null }, { is_public_access: true })).toBe(true);
    expect(initialGeneralAccess(null, { public: 'anyone' })).toBe(true);
    expect(initialGeneralAccess(null, { is_public_access: 'restricted', public: true })).toBe(false);
    expect(initialGeneralAccess(null, {})).toBe(false);
  });

  it('takes the memo attributes at once and the page share settings when they arrive', async () => {
    server.use(
      http.get('/api/pages/31/share', () =>
        HttpResponse.json({ data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: false, share_token: null } } }),
      ),
    );
    const starting = state().startAccess(31, memoAttributes({ is_public_access: true, public: true, share_token: 'old' }));
    expect(state().access[31]).toEqual({ anyone: true, shareToken: 'old', pending: false });
    await starting;
    expect(state().access[31]).toEqual({ anyone: false, shareToken: null, pending: false });
  });

  it('calls toggle_share_access at once and keeps the token it answers with', async () => {
    server.use(
      http.post('/api/publications/:id/toggle_share_access', ({ params, request }) => {
        calls.push(`POST ${params.id} ${new URL(request.url).search}`);
        return HttpResponse.json({
          data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: true, share_token: 'T'.repeat(32) } },
        });
      }),
    );
    const changing = state().setGeneralAccess(31, true);
    expect(state().access[31]).toMatchObject({ anyone: true, pending: true });
    await changing;
    expect(calls).toEqual(['POST 31 ?public=true']);
    expect(state().access[31]).toEqual({ anyone: true, shareToken: 'T'.repeat(32), pending: false });
  });

  it('copies the link with its token when Copy link is clicked while anyone-with-link is still being saved', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/publications/:id/toggle_share_access', async () => {
        await answered;
        return HttpResponse.json({
          data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: true, share_token: 'T'.repeat(32) } },
        });
      }),
      http.get('/api/memo/:slug', () => HttpResponse.json({})),
    );
    const written: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void written.push(text) } });
    try {
      const changing = state().setGeneralAccess(31, true);
      const copying = state().copyLink({ pageId: 31, locale: 'en', slug: 'plan' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(written).toEqual([]);
      answer();
      await changing;
      expect(await copying).toBe(true);
      expect(written).toEqual([`${window.location.origin}/en/memo/plan-${'T'.repeat(32)}`]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("undoes the dialog's changes: back to anyone-with-link with the same link (restore), or back to restricted", async () => {
    const token = 'T'.repeat(32);
    server.use(
      http.get('/api/pages/31/share', () =>
        HttpResponse.json({ data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: true, share_token: token } } }),
      ),
      http.post('/api/publications/:id/toggle_share_access', ({ request }) => {
        const search = new URL(request.url).searchParams;
        calls.push(`POST ${new URL(request.url).search}`);
        const open = search.get('public') === 'true';
        return HttpResponse.json({
          data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: open, share_token: open ? token : null } },
        });
      }),
    );
    await state().startAccess(31, memoAttributes({}));
    expect(await state().undoAccessChange(31)).toBe(true);
    expect(calls).toEqual([]);

    const closing = state().setGeneralAccess(31, false);
    const undoing = state().undoAccessChange(31);
    await closing;
    expect(await undoing).toBe(true);
    expect(calls).toEqual(['POST ?public=false', 'POST ?public=true&restore=true']);
    expect(state().access[31]).toEqual({ anyone: true, shareToken: token, pending: false });

    calls.length = 0;
    useShare.setState({ access: {} });
    server.use(
      http.get('/api/pages/31/share', () =>
        HttpResponse.json({ data: { id: '31', type: 'page_share', attributes: { page_id: 31, is_public: false, share_token: null } } }),
      ),
    );
    await state().startAccess(31, memoAttributes({}));
    await state().setGeneralAccess(31, true);
    expect(await state().undoAccessChange(31)).toBe(true);
    expect(calls).toEqual(['POST ?public=true', 'POST ?public=false']);
    expect(state().access[31]).toEqual({ anyone: false, shareToken: null, pending: false });
  });

  it('puts the old value back and shows the access error for 8 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post('/api/publications/:id/toggle_share_access', () => HttpResponse.json({ error: 'No.' }, { status: 403 })));
    useShare.setState({ access: { 31: { anyone: false, shareToken: null, pending: false } } });
    await state().setGeneralAccess(31, true);
    expect(state().access[31]).toEqual({ anyone: false, shareToken: null, pending: false });
    expect(errorText()).toBe('Failed to update page sharing settings. Please try again.');
    expect(errorText('hk')).toBe('未能更新頁面分享設定，請再試一次。');
    vi.advanceTimersByTime(7_999);
    expect(state().error).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().error).toBeNull();
  });
});

describe('invitations', () => {
  const people = [
    { uid: 'u-sam', email: 'colleague@example.org', name: 'Sam Lee', image: null },
    { uid: null, email: 'first@example.org, second@example.org', name: null, image: null },
  ];

  function serveInvite(answer: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/memo/:slug', ({ params }) => {
        calls.push(`GET memo ${params.slug}`);
        return HttpResponse.json({ data: { id: '31', type: 'memo', attributes: memoAttributes() } });
      }),
      http.post('/api/page-invitations', async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    serveSharedUsers(listOf(colleague));
    return bodies;
  }

  const emailedAnswer = () => HttpResponse.json({ data: [colleague], meta: { total: 1, emailed: 2, email_configured: true } });

  it('derives the page id from the link, sends uids or first emails as viewers, and refetches the shared users', async () => {
    const bodies = serveInvite(emailedAnswer);
    useShare.setState({ sharedUsers: { 31: { users: [], fetchedAt: Date.now() } } });
    expect(await state().invite('http://localhost/en/memo/house-style-notes', people, '', 'en')).toBe(true);
    expect(bodies).toEqual([
      { page_invitation: { page_id: 31, message: '' }, user_identifiers: ['u-sam', 'first@example.org'], permission: 'viewer' },
    ]);
    await vi.waitFor(() => expect(state().sharedUsers[31].users).toHaveLength(1));
    expect(calls).toEqual(['GET memo house-style-notes', 'GET ?page_id=31']);
    expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual(['Invitations sent']);
  });

  it('says no e-mail was sent when the server has no mail server, so the link is sent by hand', async () => {
    serveInvite(listOf(colleague));
    expect(await state().invite('http://localhost/en/memo/house-style-notes', people, '', 'en')).toBe(true);
    expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual(['Added. No e-mails were sent: send them the link yourself.']);
  });

  it('confirms in Traditional Chinese for /hk, and words server errors there too', async () => {
    serveInvite(emailedAnswer);
    expect(await state().invite('http://localhost/hk/memo/house-style-notes', people.slice(0, 1), '', 'hk')).toBe(true);
    expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual(['已發送邀請']);
    serveInvite(() => HttpResponse.json({ error: 'Gone.' }, { status: 400 }));
    expect(await state().invite('/hk/memo/house-style-notes', people, '', 'hk')).toBe(false);
    expect(errorText('hk')).toBe('未能發送邀請：Gone.');
  });

  it.each([
    [401, { error: 'Please sign in.' }, 'You are not authorized to send invitations. Please log in again.'],
    [404, { error: 'Page not found.' }, 'The invitation service is not available. Please check the URL and try again.'],
    [
      400,
      { error: 'One of the people to invite no longer has an account.' },
      'Failed to send invitations: One of the people to invite no longer has an account.',
    ],
    [500, null, 'Failed to send invitations. Please try again.'],
  ])('says what went wrong when the server answers %i', async (status, body, message) => {
    serveInvite(() => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status })));
    expect(await state().invite('/en/memo/house-style-notes', people, '', 'en')).toBe(false);
    expect(errorText()).toBe(message);
    expect(state().sending).toBe(false);
  });

  it('refuses without a link, without people, or when the page id cannot be derived', async () => {
    server.use(http.get('/api/memo/:slug', () => HttpResponse.json({ error: 'Memo not found.' }, { status: 404 })));
    await state().invite('', people, '', 'en');
    expect(errorText()).toBe('No link provided for invitation');
    await state().invite('/en/memo/house-style-notes', [], '', 'en');
    expect(errorText()).toBe('No users provided for invitation');
    await state().invite('/en/memo/missing-memo', people, '', 'en');
    expect(errorText()).toBe('Could not determine the page ID from the provided link. Please check the URL.');
    expect(invitationError(new TypeError('Failed to fetch'))).toEqual({ key: 'shareError.inviteFailed' });
  });
});

describe('removing people', () => {
  it('removes a person by invitation id, page id and uid, drops the row and refetches', async () => {
    server.use(
      http.delete('/api/page-invitations/:id', ({ params, request }) => {
        calls.push(`DELETE ${params.id}${new URL(request.url).search}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    serveSharedUsers(listOf());
    useShare.setState({ sharedUsers: { 31: { users: [sharedUser], fetchedAt: Date.now() } } });
    await state().remove(31, sharedUser);
    expect(state().sharedUsers[31].users).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual(['DELETE 5?page_id=31&user_uid=u-sam', 'GET ?page_id=31']));
  });

  it('never removes an owner, and says why a removal failed', async () => {
    server.use(http.delete('/api/page-invitations/:id', () => HttpResponse.json({ error: 'No.' }, { status: 500 })));
    await state().remove(31, { ...sharedUser, permission: 'owner' });
    expect(state().error).toBeNull();
    await state().remove(Number.NaN, sharedUser);
    expect(errorText()).toBe('Failed to remove user. Invalid page ID.');
    await state().remove(31, sharedUser);
    expect(errorText()).toBe('Failed to remove user. Please try again.');
  });
});

describe('user search', () => {
  it('needs 2 characters and keeps only the latest answer', async () => {
    server.use(
      http.get('/api/ex/users/suggest', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        calls.push(`suggest ${q}`);
        return HttpResponse.json({
          data: [
            { id: 'u-sam', type: 'user', attributes: { emails: 'colleague@example.org', name: `Sam ${q}`, uid: 'u-sam', image: null } },
          ],
          meta: { total: 1 },
        });
      }),
    );
    await state().searchUsers(' s ');
    expect(state().search).toEqual({ query: 's', status: 'idle', results: [] });
    const first = state().searchUsers('sa');
    const second = state().searchUsers('sam');
    expect(state().search.status).toBe('searching');
    await Promise.all([first, second]);
    expect(state().search).toEqual({
      query: 'sam',
      status: 'ready',
      results: [{ uid: 'u-sam', name: 'Sam sam', emails: 'colleague@example.org', image: null }],
    });
  });
});
