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

  it("draws a card's picture from its derivatives when the list says them, and the plain image otherwise", () => {
    const story = (picture?: object) =>
      ({ ...event('2999-01-01'), event: null, image_url: '/media/photo.jpg', picture }) as unknown as PageSummary;
    const picture = {
      w: 4000,
      h: 3000,
      avif: '/media/photo-480.avif 480w, /media/photo-800.avif 800w',
      webp: '/media/photo-480.webp 480w, /media/photo-800.webp 800w',
    };
    const { container } = render(
      <MemoryRouter>
        <PageCard page={story()} locale="en" />
        <PageCard page={story(picture)} locale="en" />
        <PageCard page={story(picture)} locale="en" sizes="536px" />
      </MemoryRouter>,
    );
    const [plain, drawn, lead] = container.querySelectorAll('article');
    // Without a picture the card's image is exactly what it was before there were derivatives.
    const before = render(<img className="page-card__image" src="/media/photo.jpg" alt="" loading="lazy" />).container.innerHTML;
    expect(plain.querySelector('.page-card__image')!.outerHTML).toBe(before);
    const sources = drawn.querySelectorAll('picture > source');
    expect(
      [...sources].map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]),
    ).toEqual([
      ['image/avif', picture.avif, '(max-width:552px) 100vw,(max-width:843px) 46vw,(max-width:1123px) 31vw,254px'],
      ['image/webp', picture.webp, '(max-width:552px) 100vw,(max-width:843px) 46vw,(max-width:1123px) 31vw,254px'],
    ]);
    const image = drawn.querySelector('picture > img.page-card__image')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '/media/photo.jpg',
      '4000',
      '3000',
      'lazy',
    ]);
    expect(lead.querySelector('source')).toHaveAttribute('sizes', '536px');
  });
});
