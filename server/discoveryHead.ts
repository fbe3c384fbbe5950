import { minutesOf, MINUTES_PER_DAY, periodSchedule, type ClockTime } from '../contract/events';
import { LOCALES, type EventDetails, type Locale, type PageAttributes } from '../contract/resources';
import type { DocumentMeta } from '../src/ssr';
import { collectionFeedTitle, FEED_COLLECTIONS, feedPathOf, SITE_NAME } from './services/feeds';
import { BROWSED_COLLECTIONS } from './services/sitemap';
import { scriptJsonText, xmlText } from './xmlText';

/** OpenGraph's locale of each site: language and territory (British spelling on the English site). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', hk: 'zh_HK' };

const HTML_LANG: Record<Locale, string> = { en: 'en', hk: 'zh-Hant-HK' };

function metaTag(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${xmlText(content)}" />`;
}

function feedLink(origin: string, title: string, path: string): string {
  return `<link rel="alternate" type="application/atom+xml" title="${xmlText(title)}" href="${xmlText(origin + feedPathOf(path))}" />`;
}

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** `2026-12-01` plus `minutes` after its midnight, as a local date and time (`2026-12-02T00:30`): no zone is stored. */
function localDateTime(date: string, minutes: number): string {
  const day = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + Math.floor(minutes / MINUTES_PER_DAY)),
  );
  const within = minutes % MINUTES_PER_DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.toISOString().slice(0, 10)}T${pad(Math.floor(within / 60))}:${pad(within % 60)}`;
}

/** The event's end in minutes after its day's midnight: its end time (past midnight when earlier than the start), or its programme's. */
function endMinutesOf(event: EventDetails, startTime: ClockTime): number | null {
  const start = minutesOf(startTime);
  if (event.end_time) {
    const end = minutesOf(event.end_time);
    return end < start ? end + MINUTES_PER_DAY : end;
  }
  const programme = periodSchedule(startTime, event.periods ?? []);
  return programme.length ? programme[programme.length - 1].end : null;
}

/** schema.org Event of an event page, for search engines; null without a valid date and start time. */
export function eventJsonLd(
  page: PageAttributes,
  meta: DocumentMeta,
  origin: string,
  siteName = SITE_NAME,
): Record<string, unknown> | null {
  const event = page.event;
  const start = event?.start_time;
  if (!event || !/^\d{4}-\d{2}-\d{2}$/.test(event.date) || !start) return null;
  const end = endMinutesOf(event, start);
  const place = event.place?.name?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: page.title,
    description: meta.description,
    url: origin + page.public_route,
    inLanguage: HTML_LANG[page.locale],
    startDate: localDateTime(event.date, minutesOf(start)),
    ...(end === null ? {} : { endDate: localDateTime(event.date, end) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place ? { location: { '@type': 'Place', name: place } } : {}),
    ...(meta.image ? { image: [meta.image] } : {}),
    organizer: { '@type': 'Organization', name: siteName, url: origin },
  };
}

/** The page answer's attributes, when the rendered screen is a site page (`/api/content/{collection}/{slug}`). */
function pageOf(answerPath: string, answer: unknown): PageAttributes | null {
  if (!/^\/api\/content\/[a-z]+\/[a-z0-9-]+$/.test(answerPath)) return null;
  const attributes = (answer as { data?: { attributes?: PageAttributes } } | null)?.data?.attributes;
  return attributes && isLocale(attributes.locale) ? attributes : null;
}

interface DiscoveryHeadInput {
  /** The configured public origin (PUBLIC_URL), never the request's Host. */
  origin: string;
  /** The locale of the address (`/en/…`). */
  locale: Locale;
  /** The API request the screen was rendered from, and its parsed answer. */
  answerPath: string;
  answer: unknown;
  meta: DocumentMeta;
  /** GET /api/site_config's parsed answer the screen was rendered with: the site's names (issue 32). */
  siteConfig?: unknown;
}

/** The site's name in a locale from GET /api/site_config's parsed answer, as the screen shows it. */
export function siteNameFromConfig(answer: unknown, locale: Locale): string {
  const names = (answer as { data?: { attributes?: { site_name?: Partial<Record<Locale, string>> } } } | undefined)?.data?.attributes
    ?.site_name;
  return names?.[locale] || SITE_NAME;
}

/**
 * What the server adds to a rendered reader page's head, beside the title, canonical, hreflang and the tags shared
 * with the browser (src/routes/socialTags.ts): the Atom feeds, the rest of the OpenGraph and Twitter tags, and an
 * event page's schema.org Event. The browser's bundle never carries these; they stay as the server wrote them.
 */
export function discoveryHeadOf({ origin, locale, answerPath, answer, meta, siteConfig }: DiscoveryHeadInput): string {
  const nameIn = (each: Locale) => siteNameFromConfig(siteConfig, each);
  const siteName = nameIn(locale);
  const page = pageOf(answerPath, answer);
  const contentLocale = page?.locale ?? locale;
  const hasOtherLocale = page ? Boolean(page.counterpart_route) : true;
  const tags = [
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:locale', OG_LOCALE[contentLocale]),
    ...(hasOtherLocale
      ? LOCALES.filter((each) => each !== contentLocale).map((each) => metaTag('property', 'og:locale:alternate', OG_LOCALE[each]))
      : []),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    ...(meta.image ? [metaTag('name', 'twitter:image', meta.image)] : []),
  ];
  if (!page) {
    // The home page names the feed of each collection readers browse.
    tags.push(
      ...BROWSED_COLLECTIONS.map((collection) =>
        feedLink(origin, collectionFeedTitle(collection, locale, siteName), `/${locale}/${collection}`),
      ),
    );
    return tags.join('\n    ');
  }
  if (page.published_at) tags.push(metaTag('property', 'article:published_time', page.published_at));
  tags.push(metaTag('property', 'article:modified_time', page.updated_at));
  if (page.collection === 'series') tags.push(feedLink(origin, `${page.title} — ${nameIn(page.locale)}`, page.public_route));
  if (FEED_COLLECTIONS.includes(page.collection)) {
    tags.push(
      feedLink(origin, collectionFeedTitle(page.collection, page.locale, nameIn(page.locale)), `/${page.locale}/${page.collection}`),
    );
  }
  const event = page.collection === 'events' ? eventJsonLd(page, meta, origin, nameIn(page.locale)) : null;
  if (event) tags.push(`<script type="application/ld+json">${scriptJsonText(event)}</script>`);
  return tags.join('\n    ');
}
