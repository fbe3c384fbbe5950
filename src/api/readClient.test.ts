import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate, useSession } from '../store/session';
import { ApiError } from './errors';
import { getJson, takeArrivedJson } from './readClient';

const server = setupServer();
const navigate = vi.fn();
const preloads = globalThis as { mastheadPreload?: Record<string, unknown> };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setNavigate(navigate);
  window.history.replaceState(null, '', '/en/stories/harbour');
});
afterEach(() => {
  server.resetHandlers();
  navigate.mockReset();
  useSession.getState().clear();
  delete preloads.mastheadPreload;
});
afterAll(() => server.close());

const user = {
  id: '1',
  type: 'user' as const,
  attributes: { uid: 'u1', email: 'a@b.c', name: 'Ada', role: 'editor' as const, image: null },
};

describe('the reader client', () => {
  it('gets JSON under /api with the query and the bearer token of the session', async () => {
    useSession.setState({ token: 'secret', user });
    server.use(
      http.get('/api/content/stories', ({ request }) =>
        HttpResponse.json({ locale: new URL(request.url).searchParams.get('locale'), authorization: request.headers.get('authorization') }),
      ),
    );
    await expect(getJson('content/stories', { searchParams: { locale: 'hk', limit: undefined } })).resolves.toEqual({
      locale: 'hk',
      authorization: 'Bearer secret',
    });
  });

  it("turns errors into ApiErrors with the server's message, and sends a 401 to sign-in unless told not to", async () => {
    server.use(
      http.get('/api/missing', () => HttpResponse.json({ error: 'Page not found.' }, { status: 404 })),
      http.get('/api/broken', () => new HttpResponse('oops', { status: 500 })),
      http.get('/api/me', () => HttpResponse.json({ error: 'Sign in first.' }, { status: 401 })),
    );
    await expect(getJson('missing')).rejects.toMatchObject({ status: 404, message: 'Page not found.' });
    await expect(getJson('broken')).rejects.toMatchObject({ status: 500, message: 'The request failed (500).' });
    await expect(getJson('me', { context: { keepSessionOnUnauthorized: true } })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    await expect(getJson('me')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/en/login?next=%2Fen%2Fstories%2Fharbour');
  });

  it('asks once more after a 503', async () => {
    let calls = 0;
    server.use(http.get('/api/busy', () => (++calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true }))));
    await expect(getJson('busy')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("takes index.html's early request once, if it succeeded and was made with the same credentials", async () => {
    const url = `${window.location.origin}/api/content/stories/harbour`;
    server.use(http.get('/api/content/stories/harbour', () => HttpResponse.json({ from: 'server' })));
    preloads.mastheadPreload = { [url]: { authorization: null, response: Promise.resolve(Response.json({ from: 'early request' })) } };
    await expect(getJson('content/stories/harbour')).resolves.toEqual({ from: 'early request' });
    await expect(getJson('content/stories/harbour')).resolves.toEqual({ from: 'server' });

    preloads.mastheadPreload = { [url]: { authorization: null, response: Promise.resolve(new Response('Not here', { status: 404 })) } };
    await expect(getJson('content/stories/harbour')).resolves.toEqual({ from: 'server' });

    preloads.mastheadPreload = { [url]: { authorization: null, response: Promise.resolve(Response.json({ from: 'early request' })) } };
    useSession.setState({ token: 'secret', user });
    await expect(getJson('content/stories/harbour')).resolves.toEqual({ from: 'server' });
  });

  it('gives an early answer that has already arrived at once, and nothing while it has not', () => {
    const url = `${window.location.origin}/api/content/home?locale=en`;
    preloads.mastheadPreload = { [url]: { authorization: null, response: new Promise(() => undefined) } };
    expect(takeArrivedJson('content/home', { locale: 'en' })).toBeUndefined();
    (preloads.mastheadPreload[url] as { body?: unknown }).body = { data: 'home' };
    expect(takeArrivedJson('content/home', { locale: 'hk' })).toBeUndefined();
    expect(takeArrivedJson('content/home', { locale: 'en' })).toEqual({ data: 'home' });
    expect(takeArrivedJson('content/home', { locale: 'en' })).toBeUndefined();
  });
});
