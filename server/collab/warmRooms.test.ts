import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarmRooms } from './warmRooms';

// Issue 34 (the time to the first key): a room nobody is in stays open a short while, bounded in time and number.
afterEach(() => vi.useRealTimers());

describe('rooms kept warm after the last person left', () => {
  it('frees a room once its time is up, and not when someone came back before', () => {
    vi.useFakeTimers();
    const freed: number[] = [];
    const warm = new WarmRooms(20_000, 4, (pageId) => freed.push(pageId));
    warm.keep(7);
    warm.keep(8);
    vi.advanceTimersByTime(19_999);
    expect(freed).toEqual([]);
    warm.cancel(8);
    vi.advanceTimersByTime(1);
    expect(freed).toEqual([7]);
    vi.advanceTimersByTime(60_000);
    expect(freed).toEqual([7]);
    expect(warm.size).toBe(0);
  });

  it('keeps at most its number of rooms: the one left longest ago is freed at once for a newer one', () => {
    vi.useFakeTimers();
    const freed: number[] = [];
    const warm = new WarmRooms(20_000, 2, (pageId) => freed.push(pageId));
    warm.keep(1);
    warm.keep(2);
    warm.keep(3);
    expect(freed).toEqual([1]);
    // Left again: it is the newest now.
    warm.keep(2);
    warm.keep(4);
    expect(freed).toEqual([1, 3]);
    expect(warm.size).toBe(2);
  });

  it('frees at once when nothing is to be kept warm', () => {
    const freed: number[] = [];
    new WarmRooms(0, 4, (pageId) => freed.push(pageId)).keep(5);
    expect(freed).toEqual([5]);
  });
});
