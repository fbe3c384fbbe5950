import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PeriodFields } from './PeriodFields';
import type { PeriodDraft } from './programmeDraft';

const talk: PeriodDraft = {
  key: 'p1',
  type: 'talk',
  title: 'Walking the shoreline',
  duration: '30',
  speakers: [{ key: 's1', title: '', name: 'Alex Yip' }],
};

function Period({ onSpeakers }: { onSpeakers(speakers: PeriodDraft['speakers']): void }) {
  const [period, setPeriod] = useState(talk);
  return (
    <PeriodFields
      period={period}
      number={1}
      count={1}
      times={null}
      periodTypes={[{ slug: 'talk', name: 'Talk' }]}
      onChange={(next) => {
        setPeriod(next);
        onSpeakers(next.speakers);
      }}
      onMove={() => undefined}
      onRemove={() => undefined}
    />
  );
}

function renderAt(locale: 'en' | 'hk', onSpeakers: (speakers: PeriodDraft['speakers']) => void = () => undefined) {
  render(
    <MemoryRouter initialEntries={[`/${locale}/events/walk`]}>
      <Routes>
        <Route path="/:locale/events/:slug" element={<Period onSpeakers={onSpeakers} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a period’s speakers', () => {
  it('offer the titles Mr, Mrs, Ms, Mx, Dr and Professor, and keep the one chosen', async () => {
    const changes: Array<PeriodDraft['speakers']> = [];
    renderAt('en', (speakers) => changes.push(speakers));
    const title = within(screen.getByRole('group', { name: 'Speaker 1 of period 1' })).getByLabelText('Speaker title');
    expect(
      within(title)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Professor']);
    await userEvent.setup().selectOptions(title, 'Mx');
    expect(changes.at(-1)).toEqual([{ key: 's1', title: 'Mx', name: 'Alex Yip' }]);
  });

  it('name them in Chinese on /hk', async () => {
    renderAt('hk');
    const title = await screen.findByLabelText('講者稱謂');
    expect(
      within(title)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('女士');
    expect(
      within(title)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('中性稱謂');
  });
});
