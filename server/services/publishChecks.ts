import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../contract/document';
import { pageDrafts } from '../db/draftsSchema';
import { imagesWithoutAlt, type ImageWithoutAlt } from '../../contract/imageAlt';
import { mediaHashesIn } from '../../contract/media';
import type { Db } from '../db/database';
import { media } from '../db/mediaSchema';
import { pageRedirects, pages } from '../db/schema';
import {
  checklistItem,
  imageItem,
  isBlocking,
  leadImageOf,
  LISTED_PER_CODE,
  siteLinksIn,
  type Checklist,
  type ChecklistItem,
  type SiteLink,
} from '../../contract/checklist';
import { unprocessable, type ApiError } from '../errors';
import { hasEventDetails } from '../policies/events';

export const IMAGES_WITHOUT_ALT = 'Describe every image for people who cannot see it (alt text), or mark it decorative, before publishing.';
export const EVENT_WITHOUT_DATE = 'Give this event a date (under Date, time and place) before publishing it.';
export const LINK_TO_NO_PAGE = 'A link leads to a page of this site that does not exist. Change or remove it before publishing.';

/** How many of a document's links to the site's pages the checklist looks up. */
const CHECKED_LINKS = 1_000;

/** How many of the undescribed images a refusal lists; `image_count` says how many there are. */
const LISTED_IMAGES = 20;

/** An image a refusal lists: where it is (contract/imageAlt.ts) and what to call it; null when it has no name. */
export interface UndescribedImage extends ImageWithoutAlt {
  name: string | null;
}

/** What publishing reads of the page: its working copy's document (its draft's, issue 33), collection and event. */
async function publishingFacts(db: Db, pageId: number) {
  const [row] = await db
    .select({
      body: sql<SavedDocument>`coalesce(${pageDrafts.body}, ${pages.body})`,
      collection: pages.collection,
      event: pages.event,
      precis: sql<string>`coalesce(${pageDrafts.precis}, ${pages.precis})`,
      seoDescription: pages.seoDescription,
      counterpartId: pages.counterpartId,
    })
    .from(pages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, pages.id))
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

const isSitePage = (facts: Facts) => facts.collection !== 'memo';
const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The links to this site's pages, each a missing or an unpublished page's, or none when readers can follow it. */
async function linkItems(db: Db, links: SiteLink[]): Promise<ChecklistItem[]> {
  if (!links.length) return [];
  const slugs = [...new Set(links.map((link) => link.slug))];
  const found = await db
    .select({ slug: pages.slug, collection: pages.collection, published: pages.published, trashedAt: pages.trashedAt })
    .from(pages)
    .where(inArray(pages.slug, slugs));
  const renamed = await db
    .select({ slug: pageRedirects.oldSlug, collection: pages.collection, published: pages.published, trashedAt: pages.trashedAt })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(inArray(pageRedirects.oldSlug, slugs));
  const pageAt = new Map([...renamed, ...found].map((row) => [`${row.collection}/${row.slug}`, row]));
  const items: ChecklistItem[] = [];
  for (const link of links) {
    const page = pageAt.get(`${link.collection}/${link.slug}`);
    if (!page) items.push(checklistItem('missing_link', { block: link.block, name: link.href }));
    else if (!page.published || page.trashedAt) items.push(checklistItem('unpublished_link', { block: link.block, name: link.href }));
  }
  return items;
}

/**
 * The checklist of a page as it would be published: what blocks it (images without alt text, an event without its
 * date, links to pages that do not exist) and what is worth a look (contract/checklist.ts). Each kind lists its first
 * LISTED_PER_CODE items.
 */
async function checklistOf(db: Db, facts: Facts, siteOrigin: string | null): Promise<ChecklistItem[]> {
  const items: ChecklistItem[] = [];
  const missing = imagesWithoutAlt(facts.body);
  if (missing.length) items.push(...(await namedImages(db, missing.slice(0, LISTED_PER_CODE))).map(imageItem));
  if (isUndated(facts)) items.push(checklistItem('event_date'));
  if (hasEventDetails(facts) && !hasText(facts.event?.place?.name)) items.push(checklistItem('event_place'));
  if (isSitePage(facts)) {
    if (!hasText(facts.precis) && !hasText(facts.seoDescription)) items.push(checklistItem('summary'));
    if (facts.collection === 'stories' && !leadImageOf(facts.body)) items.push(checklistItem('lead_image'));
    if (!facts.counterpartId) items.push(checklistItem('counterpart'));
  }
  // A document of thousands of links is checked on its first ones: one query, within any database's parameter limit.
  const links = await linkItems(db, siteLinksIn(facts.body, siteOrigin).slice(0, CHECKED_LINKS));
  for (const code of ['missing_link', 'unpublished_link'] as const)
    items.push(...links.filter((item) => item.code === code).slice(0, LISTED_PER_CODE));
  return items.sort((a, b) => Number(isBlocking(b)) - Number(isBlocking(a)));
}

/** The checklist of a page (null when there is no such page): GET /api/pages/{id}/checklist answers it. */
export async function pageChecklist(db: Db, pageId: number, siteOrigin: string | null): Promise<Checklist | null> {
  const facts = await publishingFacts(db, pageId);
  if (!facts) return null;
  const items = await checklistOf(db, facts, siteOrigin);
  return { items, blocked: items.some(isBlocking) };
}

/** Why the page may not be published yet: the first blocking item's message, with the whole checklist. */
async function refusalOf(db: Db, facts: Facts, siteOrigin: string | null): Promise<ApiError | null> {
  const items = await checklistOf(db, facts, siteOrigin);
  const first = items.find(isBlocking);
  if (!first) return null;
  const checklist: Checklist = { items, blocked: true };
  if (first.code === 'event_date') return unprocessable(EVENT_WITHOUT_DATE, { checklist });
  if (first.code === 'missing_link') return unprocessable(LINK_TO_NO_PAGE, { checklist });
  const missing = imagesWithoutAlt(facts.body);
  return unprocessable(IMAGES_WITHOUT_ALT, {
    images: await namedImages(db, missing.slice(0, LISTED_IMAGES)),
    image_count: missing.length,
    checklist,
  });
}

/**
 * Refuses (422) to publish, or to schedule a publish of, a page whose checklist holds an item that blocks: the error
 * names the first, `checklist` holds them all (and, for images without alt text, `images` lists them as before).
 */
export async function refuseUnpublishable(db: Db, pageId: number, siteOrigin: string | null = null): Promise<void> {
  const facts = await publishingFacts(db, pageId);
  const refusal = facts && (await refusalOf(db, facts, siteOrigin));
  if (refusal) throw refusal;
}

/** Whether the page may be published: the scheduled publish checks again when it falls due. */
export async function isPublishable(db: Db, pageId: number, siteOrigin: string | null = null): Promise<boolean> {
  const facts = await publishingFacts(db, pageId);
  return !facts || !(await checklistOf(db, facts, siteOrigin)).some(isBlocking);
}
