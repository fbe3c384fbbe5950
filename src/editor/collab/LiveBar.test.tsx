import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LiveBar } from './LiveBar';
import type { Colleague, LineState } from './liveSession';

const others: Colleague[] = [
  { clientId: 1, id: 'u1', name: 'Sam Lee', color: '#8e24aa' },
  { clientId: 2, id: 'u2', name: 'Jordan Wong', color: '#455a64' },
];

function renderAt(locale: 'en' | 'hk', line: LineState, people = others) {
  render(
    <MemoryRouter initialEntries={[`/${locale}/page-templates/news/harbour`]}>
      <Routes>
        <Route path="/:locale/*" element={<LiveBar others={people} line={line} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the bar's live session", () => {
  it('shows who else is here as avatars in their colours, and nothing about the line while it is up', () => {
    renderAt('en', 'online');
    const here = screen.getByRole('status', { name: 'Also here: Sam Lee and Jordan Wong' });
    expect(here).toHaveTextContent('SLJW');
    expect(screen.getByTitle('Sam Lee')).toHaveStyle({ backgroundColor: '#8e24aa' });
    expect(screen.queryByText('Offline: changes kept on this device')).toBeNull();
  });

  it('says the changes are kept on this device while the line is down, alone with nobody here', () => {
    renderAt('en', 'offline', []);
    expect(screen.getByRole('status')).toHaveTextContent('Offline: changes kept on this device');
    expect(screen.queryByRole('status', { name: /Also here/ })).toBeNull();
  });

  it('speaks Chinese on /hk', async () => {
    renderAt('hk', 'offline');
    expect(await screen.findByText('離線：更改已保留在此裝置')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '同時在此：Sam Lee及Jordan Wong' })).toBeInTheDocument();
  });
});
