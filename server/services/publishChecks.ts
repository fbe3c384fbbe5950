import { and, eq, inArray, ne } from 'drizzle-orm';
import { imagesWithoutAlt, type ImageWithoutAlt } from '../../contract/imageAlt';
import { mediaHashesIn } from '../../contract/media';
import type { Db } from '../db/database';
import { media } from '../db/mediaSchema';
import { pages } from '../db/schema';
import { unprocessable, type ApiError } from '../errors';
import { hasEventDetails } from '../policies/events';

export const IMAGES_WITHOUT_ALT = 'Describe every image for people who cannot see it (alt text), or mark it decorative, before publishing.';
export const EVENT_WITHOUT_DATE = 'Give this event a date (under Date, time and place) before publishing it.';

/** How many of the undescribed images a refusal lists; `image_count` says how many there are. */
const LISTED_IMAGES = 20;

/** An image a refusal lists: where it is (contract/imageAlt.ts) and what to call it; null when it has no name. */
export interface UndescribedImage extends ImageWithoutAlt {
  name: string | null;
}

async function publishingFacts(db: Db, pageId: number) {
  const [row] = await db
    .select({ body: pages.body, collection: pages.collection, event: pages.event })
    .from(pages)
    .where(eq(pages.id, pageId));
  return row ?? null;
}

type Facts = NonNullable<Awaited<ReturnType<typeof publishingFacts>>>;

const isUndated = (facts: Facts) => hasEventDetails(facts) && !(typeof facts.event?.date === 'string' && facts.event.date);

/** A file's name from its address (`harbour.svg` of `/demo/harbour.svg`), unless it is a stored file's hash. */
function fileNameOf(src: string): string | null {
  if (src.startsWith('data:')) return null;
  let last: string;
  try {
    last = decodeURIComponent(new URL(src, 'https://masthead.invalid').pathname.split('/').pop() ?? '');
  } catch {
    return null;
  }
  return /\.[A-Za-z0-9]{2,5}$/.test(last) && !/^[0-9a-f]{64}\./.test(last) ? last : null;
}

/** Names for the listed images: their caption, else the uploaded file's own name, else the name in their address. */
async function namedImages(db: Db, images: ImageWithoutAlt[]): Promise<UndescribedImage[]> {
  const hashes = [...new Set(images.filter((image) => !image.caption).flatMap((image) => mediaHashesIn(image.src)))];
  const uploaded = hashes.length
    ? await db
        .select({ hash: media.hash, name: media.originalName })
        .from(media)
        .where(and(inArray(media.hash, hashes), ne(media.originalName, '')))
    : [];
  const nameOfHash = new Map(uploaded.map((row) => [row.hash, row.name]));
  return images.map((image) => {
    const hash = mediaHashesIn(image.src)[0];
    return { ...image, name: image.caption || (hash && nameOfHash.get(hash)) || fileNameOf(image.src) };
  });
}

/** Why the page may not be published yet: an event without its date first, then images without alt text. */
async function refusalOf(db: Db, facts: Facts): Promise<ApiError | null> {
  if (isUndated(facts)) return unprocessable(EVENT_WITHOUT_DATE);
  const missing = imagesWithoutAlt(facts.body);
  if (!missing.length) return null;
  return unprocessable(IMAGES_WITHOUT_ALT, { images: await namedImages(db, missing.slice(0, LISTED_IMAGES)), image_count: missing.length });
}

/**
 * Refuses (422) to publish, or to schedule a publish of, an event page without a date, or a page whose document has
 * an image without alt text (listing the images, where they are and what to call them).
 */
export async function refuseUnpublishable(db: Db, pageId: number): Promise<void> {
  const facts = await publishingFacts(db, pageId);
  const refusal = facts && (await refusalOf(db, facts));
  if (refusal) throw refusal;
}

/** Whether the page may be published: the scheduled publish checks again when it falls due. */
export async function isPublishable(db: Db, pageId: number): Promise<boolean> {
  const facts = await publishingFacts(db, pageId);
  return !facts || (!isUndated(facts) && imagesWithoutAlt(facts.body).length === 0);
}
