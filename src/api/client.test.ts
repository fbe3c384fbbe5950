import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate, useSession } from '../store/session';
import { errorTextOf } from '../ui/StatusMessage';
import { signIn } from './auth';
import { api } from './client';
import { page } from './content';
import { getJson } from './readClient';
import { ApiError, ConflictError, ForbiddenError, NotFoundError, SignedOutError, UnprocessableError } from './errors';

const server = setupServer();
const navigate = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setNavigate(navigate);
  window.history.replaceState(null, '', '/hk/memo/plan?tab=2');
});
afterEach(() => {
  server.resetHandlers();
  navigate.mockReset();
  useSession.getState().clear();
});
afterAll(() => server.close());

const user = {
  id: '1',
  type: 'user' as const,
  attributes: { uid: 'u1', email: 'a@b.c', name: 'Ada', role: 'editor' as const, image: null },
};

describe('api client', () => {
  it('prefixes /api and sends the bearer token of the session', async () => {
    useSession.setState({ token: 'secret', user });
    let authorization: string | null = null;
    server.use(
      http.get('/api/ping', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.get('ping').json()).resolves.toEqual({ ok: true });
    expect(authorization).toBe('Bearer secret');
  });

  it('sends no authorization header when signed out', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('/api/ping', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await api.get('ping').json();
    expect(authorization).toBeNull();
  });

  it("turns a 4xx answer into an ApiError with the server's message", async () => {
    server.use(http.get('/api/content/stories/missing', () => HttpResponse.json({ error: 'Page not found.' }, { status: 404 })));
    const error = await page('stories', 'missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Page not found.' });
    expect(errorTextOf(error, 'en')).toBe('Page not found.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps field messages and falls back to a generic message without a body', async () => {
    server.use(
      http.post('/api/things', () => HttpResponse.json({ error: 'Invalid.', fields: { title: 'Title is required.' } }, { status: 400 })),
      http.get('/api/broken', () => new HttpResponse(null, { status: 500 })),
    );
    const invalid = await api.post('things', { json: {} }).catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({ status: 400, fields: { title: 'Title is required.' } });
    const broken = await api.get('broken', { retry: 0 }).catch((caught: unknown) => caught);
    expect(broken).toMatchObject({ status: 500, message: 'The request failed (500).' });
  });

  it("never shows a field's name: a validation message loses the field it begins with, which stays in fields", async () => {
    const fields = { 'page.slug': 'Use lower-case letters, digits and single hyphens, such as spring-open-day.' };
    server.use(
      http.put('/api/pages/3/settings', () => HttpResponse.json({ error: `page.slug: ${fields['page.slug']}`, fields }, { status: 400 })),
    );
    const refused = await api.put('pages/3/settings', { json: {} }).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 400, fields, message: fields['page.slug'] });
    expect(errorTextOf(refused, 'en')).toBe('Use lower-case letters, digits and single hyphens, such as spring-open-day.');
  });

  it('clears the session and goes to sign-in with the current path on a 401', async () => {
    useSession.setState({ token: 'stale', user });
    server.use(http.get('/api/pages/plan', () => HttpResponse.json({ error: 'Sign in first.' }, { status: 401 })));
    await expect(api.get('pages/plan').json()).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/hk/login?next=%2Fhk%2Fmemo%2Fplan%3Ftab%3D2');
  });

  it('does not redirect on a 401 from sign-in', async () => {
    server.use(http.post('/api/auth/sign_in', () => HttpResponse.json({ error: 'Email or password is incorrect.' }, { status: 401 })));
    await expect(signIn({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Email or password is incorrect.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect again when already on the sign-in screen', async () => {
    window.history.replaceState(null, '', '/en/login');
    server.use(http.get('/api/me', () => HttpResponse.json({ error: 'No.' }, { status: 401 })));
    await api.get('me').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes each refusal its own typed error, on the staff client and on the reader client alike', async () => {
    const merge = { title: { value: 'T' }, precis: { value: '' }, blocks: [], conflicts: 0 };
    const image = { type: 'inline-image', src: '/media/a.png', block: 2, caption: '', name: 'a.png' };
    const answers: Record<string, [number, object]> = {
      signedOut: [401, { error: 'Please sign in.' }],
      forbidden: [403, { error: 'You do not have permission to do that.' }],
      missing: [404, { error: 'Not found.' }],
      gone: [410, { error: 'This link has expired.' }],
      stale: [409, { error: 'Changed.', current_version: 12, merge }],
      taken: [409, { error: 'Another page has this address.', fields: { slug: 'Taken.' } }],
      refused: [422, { error: 'Describe the images first.', images: [image, { block: 'x' }], image_count: 3 }],
    };
    server.use(
      http.get('/api/refusal/:kind', ({ params }) =>
        HttpResponse.json(answers[String(params.kind)][1], { status: answers[String(params.kind)][0] }),
      ),
    );
    const context = { keepSessionOnUnauthorized: true };
    for (const call of [
      (kind: string) => api.get(`refusal/${kind}`, { context }).json(),
      (kind: string) => getJson(`refusal/${kind}`, { context }),
    ]) {
      const failed = async (kind: string) => call(kind).catch((caught: unknown) => caught);
      expect(await failed('signedOut')).toBeInstanceOf(SignedOutError);
      expect(await failed('forbidden')).toBeInstanceOf(ForbiddenError);
      expect(await failed('missing')).toBeInstanceOf(NotFoundError);
      expect(await failed('gone')).toMatchObject({ constructor: NotFoundError, status: 410 });
      expect(await failed('stale')).toMatchObject({ constructor: ConflictError, currentVersion: 12, merge, message: 'Changed.' });
      expect(await failed('taken')).toMatchObject({
        constructor: ConflictError,
        currentVersion: null,
        merge: null,
        fields: { slug: 'Taken.' },
      });
      expect(await failed('refused')).toMatchObject({ constructor: UnprocessableError, images: [image], imageCount: 3 });
      for (const kind of Object.keys(answers)) expect(await failed(kind)).toBeInstanceOf(ApiError);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('describes network failures in words', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    const error = await api.get('down', { retry: 0 }).catch((caught: unknown) => caught);
    expect(errorTextOf(error, 'en')).toBe('Could not reach the server. Please try again.');
  });
});
