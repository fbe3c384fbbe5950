import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NavigationNotice from './NavigationNotice';
import { navigationNotice, noticeLocaleOf, noticeOf } from './navigationNoticeState';

let seenState: unknown = 'unseen';

/** As the home page does: the notice is read once, when the screen opens. */
function Screen() {
  const { state } = useLocation();
  seenState = state;
  const [notice] = useState(() => noticeOf(state));
  return notice ? <NavigationNotice notice={notice} /> : <p>No notice</p>;
}

describe('NavigationNotice', () => {
  it('says why the app came here, takes the reason off the history entry at once, and goes when dismissed', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/en', state: navigationNotice('linkAccessDenied', 'en') }]}>
        <Routes>
          <Route path="/:locale" element={<Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('That link points to a page you cannot open');
    await waitFor(() => expect(seenState).toBeNull());
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('is dismissed by its button', () => {
    render(
      <MemoryRouter>
        <NavigationNotice notice="linkAccessDenied" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('knows only its own notices and locales', () => {
    expect(noticeOf({ notice: 'somethingElse' })).toBeNull();
    expect(noticeOf(null)).toBeNull();
    expect(noticeLocaleOf(navigationNotice('linkAccessDenied', 'hk'))).toBe('hk');
    expect(noticeLocaleOf({ locale: 'fr' })).toBeNull();
  });
});
