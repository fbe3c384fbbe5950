import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useBlocker } from './useBlocker';

function Guarded() {
  const [dirty, setDirty] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <p>At {location.pathname}</p>
      <p>Blocker {blocker.state}</p>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/next">Next</Link>
      <Link to={`${location.pathname}?tab=2`}>Same page</Link>
      <button type="button" onClick={() => navigate('/replaced', { replace: true })}>
        Replace
      </button>
      {blocker.state === 'blocked' && (
        <>
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
        </>
      )}
    </>
  );
}

function renderIn(router: 'memory' | 'browser') {
  const routes = (
    <Routes>
      <Route path="*" element={<Guarded />} />
    </Routes>
  );
  render(router === 'memory' ? <MemoryRouter initialEntries={['/start']}>{routes}</MemoryRouter> : <BrowserRouter>{routes}</BrowserRouter>);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useBlocker', () => {
  it('lets every navigation through while nothing needs guarding', async () => {
    renderIn('memory');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('At /next')).toBeInTheDocument();
    expect(screen.getByText('Blocker unblocked')).toBeInTheDocument();
  });

  it('holds back links and navigate() until the user leaves, and stays when asked', async () => {
    const user = userEvent.setup();
    renderIn('memory');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('Blocker blocked')).toBeInTheDocument();
    expect(screen.getByText('At /start')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('Blocker unblocked')).toBeInTheDocument();
    expect(screen.getByText('At /start')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByText('Blocker blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('At /replaced')).toBeInTheDocument();
    expect(screen.getByText('Blocker unblocked')).toBeInTheDocument();
  });

  it('asks only about the navigations the test picks', async () => {
    const user = userEvent.setup();
    renderIn('memory');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.getByText('Blocker unblocked')).toBeInTheDocument();
  });

  it("holds back the browser's back button and steps back to the page", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/start');
    renderIn('browser');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('At /next')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    act(() => window.history.back());
    await screen.findByText('Blocker blocked');
    await waitFor(() => expect(window.location.pathname).toBe('/next'));
    expect(screen.getByText('At /next')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('At /start');
    expect(window.location.pathname).toBe('/start');
  });
});
