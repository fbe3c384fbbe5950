import { eq, inArray } from 'drizzle-orm';
import type { Period } from '../../contract/events';
import type { Database } from '../db/database';
import { programmeDays, sectionPages } from '../db/eventsSchema';
import { pages } from '../db/schema';
import { daysSinceContent, movedDate } from './demoDates';
import { documentOf, link, paragraph } from './nodes';

const SYMPOSIUM = 'cities-and-water-symposium';
const FEATURED = [SYMPOSIUM, 'winter-reading-night'];

/** The symposium's own programme table, as a programme day (its periods match the event's `periods`). */
const symposiumPeriods: Period[] = [
  {
    type: 'panel',
    title: 'The narrowing harbour',
    duration: 90,
    speakers: [
      { title: 'Dr', name: 'Helen Tsang' },
      { title: 'Mr', name: 'Winston Ho' },
    ],
  },
  { type: 'break', title: 'Coffee', duration: 30, speakers: [] },
  {
    type: 'talk',
    title: 'Living on the water',
    duration: 90,
    speakers: [
      { title: 'Mrs', name: 'Chan Mei-ling' },
      { title: null, name: 'Leung Ka-yan' },
    ],
  },
  { type: 'meal', title: 'Lunch on the roof terrace', duration: 60, speakers: [] },
  {
    type: 'keynote',
    title: 'Rain, reservoirs and the hillside city',
    duration: 120,
    speakers: [{ title: 'Professor', name: 'Tomás Rivera' }],
  },
];

const whatsOnIntro = documentOf(
  paragraph(
    'Lectures, walks, screenings and readings from the Institute, most of them free. The season closes with ',
    link('/en/events/cities-and-water-symposium', 'Cities and Water'),
    ', a day of talks on living with the sea.',
  ),
);

/** The symposium's programme and the what's on page's intro and featured events. */
export async function seedEventsDemo(database: Database, now: Date) {
  const { db } = database;
  const events = await db.select({ id: pages.id, slug: pages.slug }).from(pages).where(inArray(pages.slug, FEATURED));
  const idOf = (slug: string) => events.find((event) => event.slug === slug)?.id;
  const symposium = idOf(SYMPOSIUM);
  if (symposium) {
    const date = movedDate('2026-12-04', daysSinceContent(now));
    await db.insert(programmeDays).values({
      eventPageId: symposium,
      slug: date,
      title: 'Day one',
      date,
      startMinutes: 9 * 60,
      periods: symposiumPeriods,
      createdAt: now,
      updatedAt: now,
    });
  }
  const featured = FEATURED.map(idOf).filter((id): id is number => id !== undefined);
  await db
    .update(sectionPages)
    .set({ intro: whatsOnIntro, featuredEventIds: featured, updatedAt: now })
    .where(eq(sectionPages.slug, 'what-s-on'));
}
