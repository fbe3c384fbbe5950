import * as v from 'valibot';
import { positiveInt32 } from './numbers';
import { savedDocumentSchema } from './document';
import type { PictureInfo } from './pictures';

export const LOCALES = ['en', 'hk'] as const;
export type Locale = (typeof LOCALES)[number];

export const SYSTEMS = ['csw', 'projects', 'data'] as const;
export type System = (typeof SYSTEMS)[number];

/** Collections a page belongs to; the first segment of its public path after the locale. */
export const COLLECTIONS = ['stories', 'series', 'news', 'projects', 'events', 'memo', 'dataroom', 'pages'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Administrator, editor, author, contributor, staff reader: what each may do is in contract/roles.ts. */
export const ROLES = ['admin', 'editor', 'author', 'contributor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** A JSON:API-style resource as every endpoint returns it. */
export interface Resource<T, K extends string = string> {
  id: string;
  type: K;
  attributes: T;
}
export interface One<T, K extends string = string> {
  data: Resource<T, K>;
}
export interface Many<T, K extends string = string, M = ListMeta> {
  data: Array<Resource<T, K>>;
  meta: M;
}
export interface ListMeta {
  total: number;
}

/** Every 4xx answer: a readable message, and field messages where a body failed validation. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

export interface UserAttributes {
  uid: string;
  email: string;
  name: string;
  role: Role;
  image: string | null;
}

export const signInBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1, 'Email is required.'), v.maxLength(320)),
  password: v.pipe(v.string(), v.minLength(1, 'Password is required.'), v.maxLength(1024)),
});
export type SignInBody = v.InferOutput<typeof signInBody>;

/** POST /api/auth/password_reset: where to send a reset link, and the locale of the page it opens. */
export const passwordResetRequestBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1, 'Email is required.'), v.maxLength(320)),
  locale: v.optional(v.picklist(LOCALES), 'en'),
});

export const NEW_PASSWORD_MIN_LENGTH = 10;

/** POST /api/auth/password_reset/{token}: the new password. */
export const passwordResetBody = v.object({
  password: v.pipe(
    v.string('Password is required.'),
    v.minLength(NEW_PASSWORD_MIN_LENGTH, `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`),
    v.maxLength(1024, 'Use at most 1024 characters.'),
  ),
});

/** PUT /api/auth/password (issue 32): the current password, and the new one under the reset's rules. */
export const passwordChangeBody = v.object({
  current_password: v.pipe(v.string('Password is required.'), v.minLength(1, 'Password is required.'), v.maxLength(1024)),
  password: passwordResetBody.entries.password,
});

export interface SignInResult {
  token: string;
  expires_at: string;
  user: Resource<UserAttributes, 'user'>;
}

/** Event details kept with event pages (spec 3.1 time-location, 3.6). */
export interface EventDetails {
  date: string;
  /** Null for an event given a day but no time (issue 28). */
  start_time: { hour: number; minute: number } | null;
  end_time: { hour: number; minute: number } | null;
  periods: Array<{ duration: number }>;
  place: { name: string };
  /** Where the times are read (an IANA zone, such as Asia/Hong_Kong); absent in older events: the site's zone. */
  time_zone?: string;
}

export interface PageAttributes {
  page_id: number;
  uid: string;
  slug: string;
  title: string;
  collection: Collection;
  system: System;
  locale: Locale;
  parent_id: number | null;
  owner: { uid: string; name: string } | null;
  version: number;
  published: boolean;
  published_at: string | null;
  /** When the page is to be published, or unpublished, by the server (ISO instants); null when nothing is scheduled. */
  publish_at: string | null;
  unpublish_at: string | null;
  trashed_at: string | null;
  updated_at: string;
  created_at: string;
  precis: string;
  /** For search engines and link previews; readers' pages use the stand first when it is empty. */
  seo_description: string;
  /** The image link previews show (OpenGraph, Twitter). */
  social_image: string | null;
  /** The same page on the other locale's site (site pages). */
  counterpart_page_id: number | null;
  /** Its public address, when the caller may read it (page answers only). */
  counterpart_route?: string | null;
  image_url: string | null;
  /** Readers' lists: the responsive derivatives of `image_url`, an upload, once they exist (issue 20). */
  picture?: PictureInfo;
  event: EventDetails | null;
  lexical_body: import('./document').SavedDocument;
  /** The page's direct subpages the caller may read (spec 3.3 lookup items); readers see only published ones. */
  subpages?: import('./subpages').SubpageAttributes[];
  public_route: string;
  edit_url: string;
  /** True when the current user may edit this page. */
  editable: boolean;
  /** True when the current user may also publish, schedule and unpublish it (not a contributor: contract/roles.ts). */
  publishable?: boolean;
  /** Set on the answer of a draft preview link: the page as it will read, not necessarily published. */
  preview?: boolean;
  /**
   * Editors' answers (GET /api/pages/{slug}, saves): true when the page is published and has saved changes readers do
   * not see yet (issue 33); the answer's title, stand first and document are then the draft's.
   */
  has_unpublished_changes?: boolean;
  /** Editors' answers: the version readers see (the page's version when its draft began); null when unpublished. */
  live_version?: number | null;
}

export type PageSummary = Omit<PageAttributes, 'lexical_body'>;

/** POST /api/pages/{id}/previews: how long the draft preview link stays open (7 days unless said). */
export const createPreviewBody = v.optional(
  v.object({ days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'At least one day.'), v.maxValue(30, 'At most 30 days.'))) }),
  {},
);

/** POST /api/pages/{id}/revisions/{revision_id}/restore: the version of the page the caller has (issue 19). */
export const restoreRevisionBody = v.object({ version: positiveInt32() });

/** `?page=` of the revision list: 1 to 100,000, 1 when absent. */
export const revisionListPage = v.pipe(
  v.optional(v.string(), '1'),
  v.regex(/^[1-9][0-9]{0,4}$/, 'page must be a whole number from 1.'),
  v.transform(Number),
);

export const savePageBody = v.object({
  page: v.object({
    version: positiveInt32(),
    title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required.'), v.maxLength(300))),
    precis: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
    lexical_body: v.optional(savedDocumentSchema),
    plain_text: v.optional(v.pipe(v.string(), v.maxLength(2_000_000))),
  }),
});
export type SavePageBody = v.InferOutput<typeof savePageBody>;

const pageTitle = v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required.'), v.maxLength(300));

/**
 * POST /api/pages. Accepts the projects body (`title`, `lexical_flag`) and the main-site body (`name`) of spec 3.3;
 * `lexical_body` is ours, for a new page saved with content.
 */
export const createPageBody = v.object({
  page: v.pipe(
    v.object({
      title: v.optional(pageTitle),
      name: v.optional(pageTitle),
      page_collection_slug: v.picklist(COLLECTIONS, 'Unknown page collection.'),
      subpage: v.optional(v.boolean()),
      parent_sub_page_id: v.optional(v.nullable(v.union([positiveInt32(), v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/))]))),
      lexical_flag: v.optional(v.boolean()),
      locale: v.optional(v.picklist(LOCALES)),
      /** The stand first, so a new page's first save keeps it. */
      precis: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
      lexical_body: v.optional(savedDocumentSchema),
    }),
    v.check((page) => Boolean(page.title ?? page.name), 'Title is required.'),
  ),
});
export type CreatePageBody = v.InferOutput<typeof createPageBody>;

export interface ConflictBody extends ErrorBody {
  current_version: number;
}

export const listPagesQuery = v.object({
  collection: v.optional(v.picklist(COLLECTIONS)),
  locale: v.optional(v.picklist(LOCALES)),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100))),
});
