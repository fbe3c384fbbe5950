import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemote } from './useRemote';

describe('useRemote', () => {
  it('loads each key, and starts from data that has already arrived for the first one', async () => {
    const load = vi.fn(async () => 'loaded');
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load, () => 'arrived'), { initialProps: { key: 'a' } });
    expect(result.current).toEqual({ status: 'ready', data: 'arrived' });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'loaded' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the first key too when nothing has arrived, and reports failures', async () => {
    const { result } = renderHook(() =>
      useRemote(
        'a',
        async () => Promise.reject(new Error('down')),
        () => undefined,
      ),
    );
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: new Error('down') }));
  });

  it('starts from the failure the server rendered the screen from (a page it found no page at), without asking again', async () => {
    const load = vi.fn(async () => 'loaded');
    const failure = new Error('Page not found.');
    const { result } = renderHook(() =>
      useRemote('a', load, () => {
        throw failure;
      }),
    );
    expect(result.current).toEqual({ status: 'error', error: failure });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });
});
