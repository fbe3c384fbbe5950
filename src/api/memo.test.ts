import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from './errors';
import * as memoApi from './memo';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const changed = { data: { id: '3', type: 'page', attributes: { page_id: 3, version: 8 } } };

describe('the memo api', () => {
  it('reads the public memo check as {access} with the status', async () => {
    server.use(
      http.get('/api/memo/check-public-memo/:slug', ({ params }) =>
        params.slug === 'open'
          ? HttpResponse.json({ access: true })
          : HttpResponse.json({ access: false, error: 'Memo not found.' }, { status: 404 }),
      ),
    );
    expect(await memoApi.checkPublicMemo('open')).toEqual({ status: 200, access: true });
    expect(await memoApi.checkPublicMemo('closed')).toEqual({ status: 404, access: false });
  });

  it('counts a failed public memo check as status 500 with no access', async () => {
    server.use(http.get('/api/memo/check-public-memo/:slug', () => HttpResponse.error()));
    expect(await memoApi.checkPublicMemo('any')).toEqual({ status: 500, access: false });
    server.use(http.get('/api/memo/check-public-memo/:slug', () => new HttpResponse('<html>', { status: 200 })));
    expect(await memoApi.checkPublicMemo('any')).toEqual({ status: 200, access: false });
  });

  it('sends lifecycle calls with ?version= and an empty body, and never retries them', async () => {
    const seen: string[] = [];
    const record = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search} ${(await request.text()) || '(empty)'}`);
      return request.method === 'DELETE' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(changed);
    };
    server.use(
      http.put('/api/pages/:id/publish', record),
      http.patch('/api/pages/:id/move-to-trash', record),
      http.patch('/api/pages/:id/restore-from-trash', record),
      http.patch('/api/memo/trash/:slug/restore', record),
      http.delete('/api/pages/:id/destroy-permanently', record),
    );
    expect((await memoApi.publish(3, 7)).attributes.version).toBe(8);
    await memoApi.moveToTrash(3, 8);
    await memoApi.restore(3, 9);
    await memoApi.restoreBySlug('house-style-notes', 10);
    await memoApi.destroy(3, 11);
    expect(seen).toEqual([
      'PUT /api/pages/3/publish?version=7 (empty)',
      'PATCH /api/pages/3/move-to-trash?version=8 (empty)',
      'PATCH /api/pages/3/restore-from-trash?version=9 (empty)',
      'PATCH /api/memo/trash/house-style-notes/restore?version=10 (empty)',
      'DELETE /api/pages/3/destroy-permanently?version=11 (empty)',
    ]);
  });

  it('passes the current query string on when loading a memo, and reads the version from a 409', async () => {
    let url = '';
    server.use(
      http.get('/api/memo/:slug', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ data: { id: '3', type: 'memo', attributes: {} } });
      }),
      http.put('/api/pages/:id/publish', () => HttpResponse.json({ error: 'Changed.', current_version: 12 }, { status: 409 })),
    );
    await memoApi.memo('house-style-notes', '?preview=1&x=y');
    expect(new URL(url).pathname + new URL(url).search).toBe('/api/memo/house-style-notes?preview=1&x=y');
    const error = await memoApi.publish(3, 7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, currentVersion: 12, merge: null });
  });
});
