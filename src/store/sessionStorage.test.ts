import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'masthead.session';
const user = {
  id: '7',
  type: 'user' as const,
  attributes: { uid: 'u7', email: 'editor@example.org', name: 'Alex Morgan', role: 'editor' as const, image: null },
};

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the session kept in this browser', () => {
  it('starts signed in from what an earlier version kept (the shape zustand persist wrote)', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { token: 'kept', expiresAt: '2099-01-01T00:00:00.000Z', user }, version: 0 }));
    const { useSession } = await import('./session');
    expect(useSession.getState()).toMatchObject({ token: 'kept', expiresAt: '2099-01-01T00:00:00.000Z', user });
  });

  it('starts signed out from a broken entry, and writes the session again on the next change', async () => {
    localStorage.setItem(KEY, '{not json');
    const { useSession } = await import('./session');
    expect(useSession.getState().token).toBeNull();
    useSession.setState({ token: 't', expiresAt: null, user });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ state: { token: 't', expiresAt: null, user }, version: 0 });
  });
});
