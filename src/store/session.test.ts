import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, selectSignedIn, useSession } from './session';

const user = {
  id: '7',
  type: 'user' as const,
  attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor' as const, image: null },
};

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

function stored() {
  return JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')?.state;
}

describe('session store', () => {
  it('signs in and persists token and user under masthead.session', async () => {
    server.use(http.post('/api/auth/sign_in', () => HttpResponse.json({ token: 'abc', expires_at: '2099-01-01T00:00:00.000Z', user })));
    await useSession.getState().signIn({ email: 'editor@example.org', password: 'demo-editor' });
    expect(selectSignedIn(useSession.getState())).toBe(true);
    expect(stored()).toEqual({ token: 'abc', expiresAt: '2099-01-01T00:00:00.000Z', user });
  });

  it('leaves the session empty when sign-in fails', async () => {
    server.use(http.post('/api/auth/sign_in', () => HttpResponse.json({ error: 'Nope.' }, { status: 401 })));
    await expect(useSession.getState().signIn({ email: 'a@b.c', password: 'x' })).rejects.toThrow('Nope.');
    expect(useSession.getState().token).toBeNull();
  });

  it('signs out on the server with the token and forgets it', async () => {
    let authorization: string | null = null;
    server.use(
      http.delete('/api/auth/sign_out', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    useSession.setState({ token: 'abc', expiresAt: null, user });
    await useSession.getState().signOut();
    expect(authorization).toBe('Bearer abc');
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(stored()).toEqual({ token: null, expiresAt: null, user: null });
  });

  it('forgets the token even when the server fails to sign out', async () => {
    server.use(http.delete('/api/auth/sign_out', () => HttpResponse.error()));
    useSession.setState({ token: 'abc', expiresAt: null, user });
    await useSession.getState().signOut();
    expect(useSession.getState().token).toBeNull();
  });

  it('refreshes the user from /api/me', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ data: { ...user, attributes: { ...user.attributes, name: 'Alex M.' } } })));
    useSession.setState({ token: 'abc', expiresAt: '2099-01-01T00:00:00.000Z', user });
    await useSession.getState().refresh();
    expect(useSession.getState().user?.attributes.name).toBe('Alex M.');
  });

  it('drops a token the server no longer accepts, without leaving the page', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ error: 'Sign in again.' }, { status: 401 })));
    useSession.setState({ token: 'old', expiresAt: null, user });
    window.history.replaceState(null, '', '/en/stories/a');
    await useSession.getState().refresh();
    expect(useSession.getState().token).toBeNull();
    expect(window.location.pathname).toBe('/en/stories/a');
  });

  it('drops an expired token without asking the server', async () => {
    useSession.setState({ token: 'old', expiresAt: '2000-01-01T00:00:00.000Z', user });
    await useSession.getState().refresh();
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the session when /api/me fails for another reason', async () => {
    server.use(http.get('/api/me', () => HttpResponse.error()));
    useSession.setState({ token: 'abc', expiresAt: null, user });
    await useSession.getState().refresh();
    expect(useSession.getState().token).toBe('abc');
  });

  it('does nothing on refresh when signed out', async () => {
    await useSession.getState().refresh();
    expect(useSession.getState().token).toBeNull();
  });
});
