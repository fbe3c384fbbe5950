import type { Context } from 'hono';
import { MAX_MEDIA_BYTES, type MediaKind } from '../contract/media';
import type { Database } from './db/database';
import type { ReaderCache } from './services/readerCache';
import { defaultSiteConfig, type SiteConfig } from './siteConfig';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './storage/mediaStorage';
import type { DerivativeMaker } from './images/derivatives';
import type { StoredSsoSettings } from '../contract/sso';
import { noSso } from './services/ssoSettings';

export interface AppConfig {
  /** PBKDF2-SHA256 iterations for new password hashes. */
  passwordIterations: number;
  sessionTtlDays: number;
  /** When set, `/api/ex/*` calls must carry this value in `X-Api-Key`. */
  apiKey: string | null;
  maxJsonBytes: number;
  /** Largest upload of each kind in bytes of the file; the media routes accept JSON bodies of its base64 size. */
  maxMediaBytes: Record<MediaKind, number>;
  /**
   * Failed sign-ins per account and per network address: the first `free` failures cost nothing, then each attempt
   * must wait `firstDelaySeconds`, doubling up to `maxDelaySeconds`; failures are forgotten after a quiet
   * `forgetAfterMinutes`.
   */
  signInThrottle: {
    free: { account: number; address: number };
    firstDelaySeconds: number;
    maxDelaySeconds: { account: number; address: number };
    forgetAfterMinutes: number;
  };
  /** How long an anonymous reader answer may be served from memory; 0 turns the cache off. */
  readerCacheSeconds: number;
  /** Saves by one author this many minutes apart or less make one revision (issue 19); 0 keeps every save. */
  revisionCoalesceMinutes: number;
  /** Addresses in one sitemap file: the protocol's 50,000; a site with more gets a sitemap index. Tests set fewer. */
  sitemapUrlsPerFile: number;
  /** Invitations one person may send in an hour (INVITATIONS_PER_HOUR); past it, 429 (issue 29). */
  invitationsPerHour: number;
  /** Days the audit log keeps an entry (AUDIT_RETENTION_DAYS); the hourly maintenance job deletes older ones (issue 32). */
  auditRetentionDays: number;
  /** The site's public address (PUBLIC_URL), an origin such as `https://www.example.org`; never taken from a request. */
  publicUrl: string;
  site: SiteConfig;
  /** Single sign-on from the environment (OIDC_*, PASSWORD_SIGN_IN), the defaults of the site settings' (issue 32). */
  sso: StoredSsoSettings;
  /**
   * ADMIN_PASSWORD_SIGN_IN=1: administrators may sign in with their password even while password sign-in is switched
   * off, so a provider that is down or misconfigured locks nobody out of the settings (docs/operations.md).
   */
  adminPasswordSignIn: boolean;
  /** Webhooks' address rules (issue 36): WEBHOOKS_ALLOW_HTTP=1 and WEBHOOKS_ALLOW_PRIVATE=1; both off by default. */
  webhooks: import('./webhooks/addresses').AddressRules;
}

export interface AppDeps {
  database: Database;
  clock: () => Date;
  config: AppConfig;
  /** The caller's network address, for sign-in throttling; the Node entry reads the socket. */
  clientAddress?: (c: Context) => string;
  /**
   * The request being answered, set per request by createApp (its address, from clientAddress) for the audit log's
   * entries; absent outside a request (the job queue).
   */
  caller?: { address: string };
  /** Made by createApp when not given. */
  readerCache?: ReaderCache;
  /** Where uploaded files live; createApp keeps them in memory when not given. */
  storage?: MediaStorage;
  /** Sends the server's e-mail (invitations, password resets) from the job queue; none when not configured. */
  mailer?: Mailer | null;
  /** Makes raster uploads' responsive derivatives (sharp, in the Node server); none in mock mode, which serves originals. */
  makeDerivatives?: DerivativeMaker;
  /** The static site this server publishes to (STATIC_DIR or STATIC_S3_BUCKET, issue 31); none when not set. */
  staticSite?: import('./static/staticSite').StaticSite;
  /** Runs the job queue now (set by startJobs): a change readers see reaches the static site within a second or so. */
  wakeJobs?: () => void;
  /**
   * For `npm run bench -- revisions` only: saves (PUT /api/pages/{id}) record no revision, so the bench can time a
   * save without its revision against one with it, in one run. Nothing else sets it; every save keeps its history.
   */
  benchSavesWithoutRevisions?: true;
  /** The live sessions (issue 34, server/collab/): set by the Node entry and tests; none in the browser's mock mode. */
  live?: import('./collab/liveHub').LiveHub;
}

export const defaultConfig: AppConfig = {
  passwordIterations: 600_000,
  sessionTtlDays: 30,
  apiKey: null,
  maxJsonBytes: 5 * 1024 * 1024,
  maxMediaBytes: MAX_MEDIA_BYTES,
  signInThrottle: {
    free: { account: 5, address: 30 },
    firstDelaySeconds: 1,
    maxDelaySeconds: { account: 60, address: 900 },
    forgetAfterMinutes: 15,
  },
  readerCacheSeconds: 5,
  revisionCoalesceMinutes: 10,
  sitemapUrlsPerFile: 50_000,
  invitationsPerHour: 50,
  auditRetentionDays: 365,
  publicUrl: 'http://localhost:3000',
  site: defaultSiteConfig,
  sso: noSso,
  adminPasswordSignIn: false,
  webhooks: { allowHttp: false, allowPrivate: false },
};
