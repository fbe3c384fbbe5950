import * as v from 'valibot';
import { isSafeLink } from './links';
import type { SsoSettingsAttributes, StoredSsoSettings } from './sso';
import { saveSsoBody } from './ssoBody';

/** Longest site name, announcement text and link the settings accept (GET/PUT /api/admin/settings). */
export const SITE_NAME_MAX = 80;
export const ANNOUNCEMENT_TEXT_MAX = 200;
export const LINK_MAX = 2000;
export const DOMAINS_MAX = 20;

/** The home page's announcement box in one language. */
export interface AnnouncementText {
  title: string;
  subtitle: string;
  second_title: string;
  link: string;
}

/** The settings administrators edit (issue 32); stored in site_settings, the environment's otherwise. */
export interface StoredSiteSettings {
  site_name: { en: string; hk: string };
  /** null: the home page shows no announcement (in either language). */
  announcement: AnnouncementText | null;
  /**
   * The announcement's text for /hk readers (issue 32 leftovers). null or absent (settings saved before it existed):
   * /hk readers see the English one; its link '' uses the English one's link.
   */
  announcement_hk?: AnnouncementText | null;
  /** '' for none. */
  themed_series_slug: string;
  /** Hosts of the organisation's own sites (lower case, no scheme or path). */
  domains: string[];
  /** Single sign-on (contract/sso.ts); absent while saved without it: the environment's OIDC_* settings. */
  sso?: StoredSsoSettings;
}

/** GET /api/admin/settings: the settings in force, their version (0 while none were saved) and whether they were. */
export interface SiteSettingsAttributes extends Omit<StoredSiteSettings, 'sso'> {
  /** Single sign-on as in force; the client secret only as whether one is set. */
  sso: SsoSettingsAttributes & { callback_url: string };
  version: number;
  /** False while the site runs on the environment's settings (nothing saved yet). */
  saved: boolean;
  updated_at: string | null;
}

const text = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, message));
const required = (max: number, what: string) =>
  v.pipe(
    v.string(`${what} is required.`),
    v.trim(),
    v.minLength(1, `${what} is required.`),
    v.maxLength(max, `${what}: use at most ${max} characters.`),
  );

/** A host name as a browser would compare it: letters, digits, hyphens and dots, nothing else. */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const linkSchema = v.pipe(
  required(LINK_MAX, 'The announcement link'),
  v.check((link) => isSafeLink(link) && !link.startsWith('//'), 'The announcement link must be an http(s), mailto or relative link.'),
);

const CHINESE_LINK = 'The Chinese announcement link must be an http(s), mailto or relative link, or empty for the English one.';

/** PUT /api/admin/settings: every setting, with the version the administrator started from. */
export const saveSiteSettingsBody = v.object({
  version: v.pipe(v.number('version is required.'), v.integer(), v.minValue(0)),
  site_name: v.object({ en: required(SITE_NAME_MAX, 'The English site name'), hk: required(SITE_NAME_MAX, 'The Chinese site name') }),
  announcement: v.nullable(
    v.object({
      title: required(ANNOUNCEMENT_TEXT_MAX, 'The announcement title'),
      subtitle: text(ANNOUNCEMENT_TEXT_MAX, `The announcement subtitle: use at most ${ANNOUNCEMENT_TEXT_MAX} characters.`),
      second_title: text(ANNOUNCEMENT_TEXT_MAX, `The announcement second title: use at most ${ANNOUNCEMENT_TEXT_MAX} characters.`),
      link: linkSchema,
    }),
  ),
  // Optional, so a client that knows only the English announcement keeps the stored Chinese one (services/siteSettings.ts).
  announcement_hk: v.optional(
    v.nullable(
      v.pipe(
        v.object({
          title: text(ANNOUNCEMENT_TEXT_MAX, `The Chinese announcement title: use at most ${ANNOUNCEMENT_TEXT_MAX} characters.`),
          subtitle: text(ANNOUNCEMENT_TEXT_MAX, `The Chinese announcement subtitle: use at most ${ANNOUNCEMENT_TEXT_MAX} characters.`),
          second_title: text(
            ANNOUNCEMENT_TEXT_MAX,
            `The Chinese announcement second title: use at most ${ANNOUNCEMENT_TEXT_MAX} characters.`,
          ),
          link: v.pipe(
            text(LINK_MAX, `The Chinese announcement link: use at most ${LINK_MAX} characters.`),
            v.check((link) => link === '' || (isSafeLink(link) && !link.startsWith('//')), CHINESE_LINK),
          ),
        }),
        v.forward(
          v.check((hk) => hk.title !== '' || !(hk.subtitle || hk.second_title || hk.link), 'The Chinese announcement title is required.'),
          ['title'],
        ),
        // Nothing typed in Chinese: /hk readers see the English announcement.
        v.transform((hk) => (hk.title ? hk : null)),
      ),
    ),
  ),
  themed_series_slug: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    // Empty: no themed series (the promotional banner is not shown).
    v.check(
      (slug) => slug === '' || /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug),
      'The themed series must be a page address such as city-of-water.',
    ),
  ),
  domains: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.check((host) => HOST.test(host), 'Each domain must be a host name such as www.example.org.'),
      ),
    ),
    v.maxLength(DOMAINS_MAX, `List at most ${DOMAINS_MAX} domains.`),
    v.transform((hosts) => [...new Set(hosts)]),
  ),
  /** Absent: single sign-on stays as saved. */
  sso: v.optional(saveSsoBody),
});
export type SaveSiteSettingsBody = v.InferOutput<typeof saveSiteSettingsBody>;

/** POST /api/setup: the first administrator of an empty site (DEMO=0), accepted only while the site has no account. */
export const setupBody = v.object({
  name: required(100, 'Name'),
  email: v.pipe(
    v.string('Email is required.'),
    v.trim(),
    v.toLowerCase(),
    v.minLength(1, 'Email is required.'),
    v.maxLength(320, 'Email: use at most 320 characters.'),
    v.check((email) => /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(email), 'Enter an email address such as name@example.org.'),
  ),
  password: v.pipe(
    v.string('Password is required.'),
    v.minLength(10, 'Use at least 10 characters.'),
    v.maxLength(1024, 'Use at most 1024 characters.'),
  ),
});
export type SetupBody = v.InferOutput<typeof setupBody>;
