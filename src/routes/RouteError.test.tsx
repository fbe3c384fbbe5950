import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('render failed');
}

function Screens() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/en/news">News</Link>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/en/broken" element={<Broken />} />
          <Route path="/en/news" element={<h1>News</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows "Something went wrong" for a screen that fails, and the next screen again after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/en/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown.');
    expect(document.title).toBe('Something went wrong — Masthead');
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });
});
