import type { Page, pagePreviews } from '../db/schema';

type PagePreview = typeof pagePreviews.$inferSelect;

/** A draft preview link opens its page for whoever holds it, until it expires or is revoked, and never from the trash. */
export function canReadThroughPreview(
  preview: Pick<PagePreview, 'revokedAt' | 'expiresAt'>,
  page: Pick<Page, 'trashedAt'>,
  now: Date,
): boolean {
  return preview.revokedAt === null && preview.expiresAt > now && page.trashedAt === null;
}
