import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFavourites } from './favourites';
import { useToasts } from './toasts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useFavourites.setState({ byPageId: {}, pending: {} });
  useToasts.setState({ toasts: [] });
});
afterAll(() => server.close());

const texts = () => useToasts.getState().toasts.map((toast) => `${toast.tone}: ${toast.text}`);
const favourite = (pageId: number) => useFavourites.getState().byPageId[pageId];

describe('the favourites store', () => {
  it('adds and removes a favourite at once, then confirms with a toast', async () => {
    const calls: string[] = [];
    server.use(
      http.post('/api/publications/:id/favourite', ({ params }) => {
        calls.push(`POST ${params.id}`);
        return HttpResponse.json({ data: { id: '9', type: 'favourite', attributes: { page_id: 9, is_favourite: true } } });
      }),
      http.delete('/api/publications/:id/unfavourite', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        return HttpResponse.json({ data: { id: '9', type: 'favourite', attributes: { page_id: 9, is_favourite: false } } });
      }),
    );
    const adding = useFavourites.getState().toggle(9, 'en');
    expect(favourite(9)).toBe(true);
    expect(useFavourites.getState().pending[9]).toBe(true);
    await adding;
    expect(texts()).toEqual(['success: Added to favourites']);
    await useFavourites.getState().toggle(9, 'en');
    expect(favourite(9)).toBe(false);
    expect(texts()).toEqual(['success: Added to favourites', 'success: Removed from favourites']);
    expect(calls).toEqual(['POST 9', 'DELETE 9']);
  });

  it('rolls back and says "Failed to update favourites" when the server refuses', async () => {
    server.use(http.delete('/api/publications/:id/unfavourite', () => HttpResponse.json({ error: 'Memo not found.' }, { status: 404 })));
    useFavourites.getState().learn(4, true);
    const removing = useFavourites.getState().toggle(4, 'en');
    expect(favourite(4)).toBe(false);
    await removing;
    expect(favourite(4)).toBe(true);
    expect(texts()).toEqual(['error: Failed to update favourites']);
  });

  it('says it in Traditional Chinese for /hk', async () => {
    server.use(
      http.post('/api/publications/:id/favourite', () =>
        HttpResponse.json({ data: { id: '8', type: 'favourite', attributes: { page_id: 8, is_favourite: true } } }),
      ),
      http.delete('/api/publications/:id/unfavourite', () => HttpResponse.json({ error: 'Memo not found.' }, { status: 404 })),
    );
    await useFavourites.getState().toggle(8, 'hk');
    await useFavourites.getState().toggle(8, 'hk');
    expect(texts()).toEqual(['success: 已加入我的最愛', 'error: 未能更新我的最愛']);
  });

  it('rolls back when the network fails', async () => {
    server.use(http.post('/api/publications/:id/favourite', () => HttpResponse.error()));
    await useFavourites.getState().toggle(5, 'en');
    expect(favourite(5)).toBe(false);
    expect(texts()).toEqual(['error: Failed to update favourites']);
  });

  it('ignores a second toggle while the first is in flight, and what the server said meanwhile', async () => {
    let calls = 0;
    server.use(
      http.post('/api/publications/:id/favourite', () => {
        calls++;
        return HttpResponse.json({ data: { id: '6', type: 'favourite', attributes: { page_id: 6, is_favourite: true } } });
      }),
    );
    const first = useFavourites.getState().toggle(6, 'en');
    const second = useFavourites.getState().toggle(6, 'en');
    useFavourites.getState().learn(6, false);
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(favourite(6)).toBe(true);
  });
});
