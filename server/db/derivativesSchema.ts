import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Responsive derivatives of a stored raster image, by the file's hash (migration 0017). */
export const mediaDerivatives = pgTable('media_derivatives', {
  hash: text('hash').primaryKey(),
  width: integer('width'),
  height: integer('height'),
  widths: integer('widths').array().notNull().default([]),
  /** Bytes of each file, by `{width}.{avif|webp}`. */
  fileSizes: jsonb('file_sizes').$type<Record<string, number>>().notNull().default({}),
  placeholder: text('placeholder'),
  error: text('error'),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
});

export type MediaDerivatives = typeof mediaDerivatives.$inferSelect;
