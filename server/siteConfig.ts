import { isTimeZone } from '../contract/eventDetails';

export interface Announcement {
  title: string;
  subtitle: string;
  secondTitle: string;
  link: string;
}

/** The announcement readers of `locale` see: on /hk its Chinese text when one is set, else the English one; null: none. */
export function announcementFor(site: SiteConfig, locale: 'en' | 'hk'): Announcement | null {
  const { announcement, announcementHk } = site;
  if (!announcement) return null;
  if (locale === 'en' || !announcementHk?.title) return announcement;
  return { ...announcementHk, link: announcementHk.link || announcement.link };
}

/** The organisation's own sites and presentation pieces; env overrides are read by `server/main.ts`. */
export interface SiteConfig {
  /** The site's name in each locale: the header, the documents' titles (SITE_NAME sets both). */
  siteName: { en: string; hk: string };
  /** Hosts whose links name pages of this site (spec 5.2); GET /api/fetch_event answers only for them. */
  domains: string[];
  /** The slug of the themed series the promotional banner links to (`/{locale}/series/{slug}`). */
  themedSeriesSlug: string;
  /** The home page's announcement box; null hides it. */
  announcement: Announcement | null;
  /** Its text for /hk readers; null or absent: they see the English one (a '' link: the English one's). */
  announcementHk?: Announcement | null;
  /** The zone events' times are read in when an event names none, and the one the editor offers first (issue 28). */
  timeZone: string;
}

export const defaultSiteConfig: SiteConfig = {
  siteName: { en: 'Masthead', hk: 'Masthead' },
  domains: ['example.org', 'www.example.org'],
  themedSeriesSlug: 'city-of-water',
  announcement: {
    title: 'Visiting Fellowships 2027',
    subtitle: 'Six months in the archive, with a stipend and a desk in the reading room.',
    secondTitle: 'Applications close 31 January 2027',
    link: 'mailto:fellowships@example.org?subject=Visiting%20Fellowships',
  },
  announcementHk: {
    title: '2027 年訪問學人計劃',
    subtitle: '在檔案館研究六個月，附津貼及閱覽室座位。',
    secondTitle: '申請於 2027 年 1 月 31 日截止',
    link: '',
  },
  timeZone: 'Asia/Hong_Kong',
};

/** An empty site's (DEMO=0): no announcement, themed series or domains of the demo's organisation until set. */
export const emptySiteConfig: SiteConfig = {
  ...defaultSiteConfig,
  domains: [],
  themedSeriesSlug: '',
  announcement: null,
  announcementHk: null,
};

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * SITE_NAME (both locales' site name), SITE_DOMAINS (comma-separated hosts), THEMED_SERIES_SLUG, ANNOUNCEMENT_TITLE, _SUBTITLE, _SECOND_TITLE, _LINK,
 * their Chinese ANNOUNCEMENT_HK_TITLE, _HK_SUBTITLE, _HK_SECOND_TITLE, _HK_LINK (an English announcement set without them
 * is shown on /hk too) and SITE_TIME_ZONE (an IANA zone; another value stops the start).
 */
export function siteConfigFromEnv(env: Record<string, string | undefined>, base: SiteConfig = defaultSiteConfig): SiteConfig {
  const announcement = base.announcement ?? { title: '', subtitle: '', secondTitle: '', link: '' };
  const merged = {
    title: env.ANNOUNCEMENT_TITLE ?? announcement.title,
    subtitle: env.ANNOUNCEMENT_SUBTITLE ?? announcement.subtitle,
    secondTitle: env.ANNOUNCEMENT_SECOND_TITLE ?? announcement.secondTitle,
    link: env.ANNOUNCEMENT_LINK ?? announcement.link,
  };
  const englishSet = ['TITLE', 'SUBTITLE', 'SECOND_TITLE', 'LINK'].some((key) => env[`ANNOUNCEMENT_${key}`] !== undefined);
  const announcementHk = env.ANNOUNCEMENT_HK_TITLE
    ? {
        title: env.ANNOUNCEMENT_HK_TITLE,
        subtitle: env.ANNOUNCEMENT_HK_SUBTITLE ?? '',
        secondTitle: env.ANNOUNCEMENT_HK_SECOND_TITLE ?? '',
        link: env.ANNOUNCEMENT_HK_LINK ?? '',
      }
    : englishSet
      ? null
      : (base.announcementHk ?? null);
  const timeZone = env.SITE_TIME_ZONE?.trim() || base.timeZone;
  if (!isTimeZone(timeZone))
    throw new Error(`SITE_TIME_ZONE must name a time zone, such as Asia/Hong_Kong or Europe/London, not "${timeZone}".`);
  const siteName = env.SITE_NAME?.trim();
  return {
    siteName: siteName ? { en: siteName, hk: siteName } : base.siteName,
    timeZone,
    domains: env.SITE_DOMAINS !== undefined ? listOf(env.SITE_DOMAINS) : base.domains,
    themedSeriesSlug: env.THEMED_SERIES_SLUG?.trim() || base.themedSeriesSlug,
    announcement: merged.title && merged.link ? merged : null,
    announcementHk,
  };
}

/** PUBLIC_URL as an origin (`https://www.example.org`), by default `http://localhost:{port}`; anything else stops the start. */
export function publicUrlFromEnv(env: Record<string, string | undefined>, port: number): string {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https address, not "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http or https address, not "${raw}".`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_URL is the site's origin, without a path: "${url.origin}", not "${raw}".`);
  return url.origin;
}
