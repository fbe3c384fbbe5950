import { boolean, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, index, unique } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SavedDocument } from '../../contract/document';
import type { EventDetails } from '../../contract/resources';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<'editor' | 'staff'>().notNull(),
  passwordHash: text('password_hash').notNull(),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    collection: text('collection').notNull(),
    system: text('system').$type<'csw' | 'projects' | 'data'>().notNull(),
    locale: text('locale').$type<'en' | 'hk'>().notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashRootId: integer('trash_root_id').references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
    /** When the job queue is to publish or unpublish the page; null when nothing is scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    isPublic: boolean('is_public').notNull().default(false),
    shareToken: text('share_token').unique(),
    body: json('body').$type<SavedDocument>().notNull(),
    plainText: text('plain_text').notNull().default(''),
    precis: text('precis').notNull().default(''),
    /** For search engines and link previews; the stand first stands in when empty. */
    seoDescription: text('seo_description').notNull().default(''),
    /** The image link previews (OpenGraph, Twitter) show: own media or an https address. */
    socialImage: text('social_image'),
    /** The same page on the other locale's site, for hreflang links and the language switch. */
    counterpartId: integer('counterpart_id').references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    event: jsonb('event').$type<EventDetails | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('pages_collection_idx').on(table.collection, table.published, table.publishedAt),
    index('pages_parent_idx').on(table.parentId),
    index('pages_owner_idx').on(table.ownerId),
  ],
);

export const pageInvitations = pgTable(
  'page_invitations',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    permission: text('permission').$type<'viewer' | 'owner'>().notNull().default('viewer'),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.pageId, table.userId), index('page_invitations_user_idx').on(table.userId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.pageId] })],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const pageRedirects = pgTable('page_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  pageId: integer('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const pagePreviews = pgTable('page_previews', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  pageId: integer('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const schema = { users, sessions, signInFailures, passwordResets, pages, pageInvitations, favourites, pageRedirects, pagePreviews };
export type User = typeof users.$inferSelect;
export type Page = typeof pages.$inferSelect;
export type PageInvitation = typeof pageInvitations.$inferSelect;
