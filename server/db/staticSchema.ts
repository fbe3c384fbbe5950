import { bigserial, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Changes readers can see, noted by a trigger for the static site (migration 0027, server/static/staticSync.ts). */
export const staticChanges = pgTable('static_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  pageId: integer('page_id'),
  oldPath: text('old_path'),
  /** 'page' (a page's), 'whats-on' or 'site' (everything: a new build, the site's settings). */
  scope: text('scope').notNull().default('page'),
});

/** The files the static site holds. */
export const staticFiles = pgTable('static_files', {
  path: text('path').primaryKey(),
});

/** A row while the site publishes a static site: the pages trigger notes changes only then. */
export const staticPublishing = pgTable('static_publishing', {
  id: smallint('id').primaryKey().default(1),
});
