import { boolean, index, integer, json, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedDocument } from '../../contract/document';
import type { ReviewStep } from '../../contract/reviews';
import { pages, users } from './schema';

/** What made a revision (issue 19); 'review' a step of the page's review other than publishing (issue 33). */
export const REVISION_EVENTS = ['save', 'publish', 'unpublish', 'trash', 'restore', 'restore_revision', 'review'] as const;
export type RevisionEvent = (typeof REVISION_EVENTS)[number];

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').$type<RevisionEvent>().notNull(),
    title: text('title').notNull(),
    precis: text('precis').notNull(),
    /** The whole document, for revisions made before block storage (0014) only; null since. */
    body: json('body').$type<SavedDocument>(),
    /** The document without its blocks (`root.children` empty), as JSON text; its blocks are `blockHashes`. */
    bodyRoot: text('body_root'),
    /** The blocks' prints, for revisions made before block storage (0014) only; null since. */
    blockPrints: json('block_prints').$type<string[]>(),
    /** The blocks' prints packed (revisionDocuments.ts): their hashes one after another, and their types in runs. */
    blockHashes: text('block_hashes'),
    blockTypes: text('block_types'),
    /** How the prints were made (server/prints/blockPrints.ts): 1 before migration 0022, 2 since. */
    printVersion: smallint('print_version').notNull().default(2),
    /** Set by the upgrade of 0022 when a stored block does not reprint to its print: the document may not be as saved. */
    damaged: boolean('damaged').notNull().default(false),
    /** Made on a published page's draft (0035_page_drafts.sql): only those who may edit the page see it until it is published. */
    draft: boolean('draft').notNull().default(false),
    blocksAdded: integer('blocks_added').notNull().default(0),
    blocksRemoved: integer('blocks_removed').notNull().default(0),
    blocksChanged: integer('blocks_changed').notNull().default(0),
    /** A step of the page's review (migration 0036, issue 33), and its note or reason; null for other revisions. */
    reviewStep: text('review_step').$type<ReviewStep>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('page_revisions_page_idx').on(table.pageId, table.id),
    index('page_revisions_page_time_idx').on(table.pageId, table.createdAt),
  ],
);
export type PageRevision = typeof pageRevisions.$inferSelect;

/** Each block of a page's revisions once, under the hash of its print (contract/revisionCompare.ts), as its saved JSON. */
export const pageRevisionBlocks = pgTable(
  'page_revision_blocks',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    block: text('block').notNull(),
    firstRevisionId: integer('first_revision_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.hash] })],
);

/** The title, stand first and block prints of each version of a page that changed them: what saves merge against. */
export const pageVersions = pgTable(
  'page_versions',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    precis: text('precis').notNull(),
    blockHashes: text('block_hashes').notNull(),
    blockTypes: text('block_types').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.version] })],
);
