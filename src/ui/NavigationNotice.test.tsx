import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationNotice, navigationNotice } from './NavigationNotice';

let seenState: unknown = 'unseen';

function Screen() {
  seenState = useLocation().state;
  return <NavigationNotice />;
}

function renderAt(state: unknown, path = '/en') {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/:locale" element={<Screen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NavigationNotice', () => {
  it('says why the app came here, takes the reason off the history entry at once, and goes when dismissed', async () => {
    renderAt(navigationNotice('linkAccessDenied', 'en'));
    expect(screen.getByRole('alert').textContent).toBe('That link points to a page you cannot open');
    await waitFor(() => expect(seenState).toBeNull());
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a navigation without a known reason', () => {
    renderAt({ notice: 'somethingElse' });
    renderAt(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
