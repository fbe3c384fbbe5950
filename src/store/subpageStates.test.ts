import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubpageAttributes } from '../../contract';
import { LOOKUP_RETRY_DELAYS_MS, useSubpageStates } from './subpageStates';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  useSubpageStates.setState({ byId: {} });
});
afterAll(() => server.close());

const subpage = (id: number, title: string): SubpageAttributes => ({
  page_id: id,
  title,
  slug: `page-${id}`,
  published: false,
  trashed_at: null,
  public_route: `/en/news/page-${id}`,
});
const titleOf = (id: number) => useSubpageStates.getState().byId[id]?.title;

describe('the subpage states', () => {
  it('looks up known subpages again, so one renamed since shows its new title', async () => {
    const titles: Record<number, string> = { 7: 'New page', 8: 'Minutes' };
    const asked: string[] = [];
    server.use(
      http.get('/api/projects/lookup', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('page_ids')!;
        asked.push(ids);
        return HttpResponse.json({
          data: ids.split(',').map((id) => ({ id, type: 'page', attributes: subpage(Number(id), titles[Number(id)]) })),
        });
      }),
    );
    await useSubpageStates.getState().refresh('projects', [7, 8, 7]);
    expect([titleOf(7), titleOf(8)]).toEqual(['New page', 'Minutes']);
    titles[7] = 'Harbour walk notes';
    await useSubpageStates.getState().refresh('projects', [7, 8]);
    expect([titleOf(7), titleOf(8)]).toEqual(['Harbour walk notes', 'Minutes']);
    expect(asked).toEqual(['7,8', '7,8']);
  });

  it('asks for at most 200 ids a call', async () => {
    const sizes: number[] = [];
    server.use(
      http.get('/api/csw/lookup', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('page_ids')!.split(',');
        sizes.push(ids.length);
        return HttpResponse.json({ data: ids.map((id) => ({ id, type: 'page', attributes: subpage(Number(id), `Page ${id}`) })) });
      }),
    );
    await useSubpageStates.getState().refresh(
      'csw',
      Array.from({ length: 450 }, (_, index) => index + 1),
    );
    expect(sizes.sort((a, b) => a - b)).toEqual([50, 200, 200]);
    expect(titleOf(450)).toBe('Page 450');
  });

  it('tries a failed lookup again, and keeps what it knew meanwhile', async () => {
    useSubpageStates.setState({ byId: { 7: subpage(7, 'New page') } });
    let calls = 0;
    server.use(
      http.get('/api/projects/lookup', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
        return HttpResponse.json({ data: [{ id: '7', type: 'page', attributes: subpage(7, 'Harbour walk notes') }] });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refreshed = useSubpageStates.getState().refresh('projects', [7]);
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(titleOf(7)).toBe('New page');
    await vi.advanceTimersByTimeAsync(LOOKUP_RETRY_DELAYS_MS[0]);
    await refreshed;
    expect(calls).toBe(2);
    expect(titleOf(7)).toBe('Harbour walk notes');
  });
});
