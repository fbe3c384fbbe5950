import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_STORAGE_KEY, useScrollRestoration } from './useScrollRestoration';

function Page() {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <>
      <p>At {pathname}</p>
      <Link to="/next">Next</Link>
    </>
  );
}

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  window.history.replaceState(null, '', '/start');
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockClear();
});

describe('useScrollRestoration', () => {
  it('starts a new page at the top and returns to the position on going back', async () => {
    render(
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    scrollBy(640);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('At /next')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => window.history.back());
    await screen.findByText('At /start');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));

    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!))).toContain(640);
  });
});
