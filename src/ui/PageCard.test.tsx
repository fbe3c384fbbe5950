import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../contract';
import { PageCard } from './PageCard';

const event = (date: string) =>
  ({
    title: 'Harbour walk',
    slug: 'harbour-walk',
    collection: 'events',
    precis: '',
    published_at: '2020-01-01T00:00:00.000Z',
    image_url: null,
    event: { date, start_time: { hour: 9, minute: 0 }, end_time: null, periods: [], place: { name: 'Pier 7' } },
  }) as unknown as PageSummary;

describe('PageCard', () => {
  it('marks an event whose day has gone, and keeps the place of a missing image', () => {
    const { container } = render(
      <MemoryRouter>
        <PageCard page={event('2000-01-01')} locale="en" />
        <PageCard page={event('2999-01-01')} locale="hk" />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('Past event')).toHaveLength(1);
    expect(container.querySelectorAll('.page-card--past')).toHaveLength(1);
    expect(container.querySelectorAll('.page-card__image--none')).toHaveLength(2);
  });
});
