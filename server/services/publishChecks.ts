import { eq } from 'drizzle-orm';
import { imagesWithoutAlt } from '../../contract/imageAlt';
import type { Db } from '../db/database';
import { pages } from '../db/schema';
import { unprocessable } from '../errors';

export const IMAGES_WITHOUT_ALT = 'Describe every image for people who cannot see it (alt text), or mark it decorative, before publishing.';

/** Refuses (422) to publish, or to schedule a publish of, a page whose document has an image without alt text. */
export async function refuseUndescribedImages(db: Db, pageId: number): Promise<void> {
  const [row] = await db.select({ body: pages.body }).from(pages).where(eq(pages.id, pageId));
  const missing = row ? imagesWithoutAlt(row.body) : [];
  if (missing.length) throw unprocessable(IMAGES_WITHOUT_ALT, { images: missing.slice(0, 10) });
}

/** Whether the page's document lets it be published: the scheduled publish checks again when it falls due. */
export async function describesEveryImage(db: Db, pageId: number): Promise<boolean> {
  const [row] = await db.select({ body: pages.body }).from(pages).where(eq(pages.id, pageId));
  return !row || imagesWithoutAlt(row.body).length === 0;
}
