import { date, integer, json, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { SavedDocument } from '../../contract/document';
import type { Period } from '../../contract/events';
import { pages } from './schema';

export const periodTypes = pgTable('period_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const programmeDays = pgTable(
  'programme_days',
  {
    id: serial('id').primaryKey(),
    eventPageId: integer('event_page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    startMinutes: integer('start_minutes').notNull(),
    periods: jsonb('periods').$type<Period[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.eventPageId, table.slug), unique().on(table.eventPageId, table.date)],
);

export const sectionPages = pgTable('section_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  intro: json('intro').$type<SavedDocument>().notNull(),
  featuredEventIds: integer('featured_event_ids').array().notNull().default([]),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type ProgrammeDay = typeof programmeDays.$inferSelect;
export type SectionPage = typeof sectionPages.$inferSelect;
