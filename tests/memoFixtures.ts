import { eq, sql } from 'drizzle-orm';
import { pageInvitations, pages, sessions, users, type Page, type User } from '../server/db/schema';
import { newShareToken, randomToken, randomUid, sha256Hex } from '../server/services/tokens';
import { TEST_NOW, type TestApp } from './apiHarness';

const YEAR = 365 * 86_400_000;
let counter = 0;

/** A session token for an existing user, made directly so tests skip the deliberately slow password hashing. */
export async function tokenFor(t: TestApp, user: User): Promise<string> {
  const token = randomToken();
  await t.deps.database.db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    createdAt: TEST_NOW,
    expiresAt: new Date(TEST_NOW.getTime() + 10 * YEAR),
  });
  return token;
}

export async function userByEmail(t: TestApp, email: string): Promise<User> {
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export async function addUser(t: TestApp, role: User['role']): Promise<User> {
  const key = `${role}-${++counter}-${Date.now()}`;
  const [user] = await t.deps.database.db
    .insert(users)
    .values({ uid: randomUid(), email: `${key}@example.org`, name: `Test ${key}`, role, passwordHash: 'not-a-hash', createdAt: TEST_NOW })
    .returning();
  return user;
}

export function documentWith(text: string) {
  const paragraph = { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] };
  return { root: { type: 'root' as const, version: 1, children: [paragraph] } };
}

export type MemoState = 'draft' | 'published' | 'trashed';

export interface MemoOptions {
  owner: User;
  state?: MemoState;
  invite?: User[];
  isPublic?: boolean;
  parent?: Page;
  title?: string;
  text?: string;
  trashedAt?: Date;
}

/** Inserts a memo in the given state; a trashed one is its own trash root, as if its owner had just moved it. */
export async function addMemo(t: TestApp, options: MemoOptions): Promise<Page> {
  const { db } = t.deps.database;
  const state = options.state ?? 'published';
  const slug = `test-memo-${++counter}-${Date.now().toString(36)}`;
  const text = options.text ?? `Body of ${slug}`;
  const trashedAt = state === 'trashed' ? (options.trashedAt ?? t.deps.clock()) : null;
  const [page] = await db
    .insert(pages)
    .values({
      uid: randomUid(),
      slug,
      title: options.title ?? `Memo ${slug}`,
      collection: 'memo',
      system: 'projects',
      locale: 'en',
      ownerId: options.owner.id,
      parentId: options.parent?.id ?? null,
      published: state !== 'draft',
      publishedAt: state === 'draft' ? null : TEST_NOW,
      trashedAt,
      isPublic: options.isPublic ?? false,
      shareToken: options.isPublic ? newShareToken() : null,
      body: documentWith(text),
      plainText: text,
      createdAt: t.deps.clock(),
      updatedAt: t.deps.clock(),
    })
    .returning();
  if (trashedAt)
    await db
      .update(pages)
      .set({ trashRootId: sql`${pages.id}` })
      .where(eq(pages.id, page.id));
  for (const user of options.invite ?? []) {
    await db
      .insert(pageInvitations)
      .values({ pageId: page.id, userId: user.id, email: user.email, permission: 'viewer', createdAt: TEST_NOW });
  }
  const [stored] = await db.select().from(pages).where(eq(pages.id, page.id));
  return stored;
}

export async function pageById(t: TestApp, id: number): Promise<Page | null> {
  const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.id, id));
  return page ?? null;
}

export async function pageBySlug(t: TestApp, slug: string): Promise<Page> {
  const [page] = await t.deps.database.db.select().from(pages).where(eq(pages.slug, slug));
  if (!page) throw new Error(`no page ${slug}`);
  return page;
}

/** A digest of every table a memo call may change, to show a refused call changed nothing. */
export async function databaseDigest(t: TestApp): Promise<string> {
  const result = await t.deps.database.db.execute(sql`select
    (select md5(coalesce(string_agg(p::text, '|' order by id), '')) from pages p) as pages,
    (select md5(coalesce(string_agg(i::text, '|' order by id), '')) from page_invitations i) as invitations,
    (select md5(coalesce(string_agg(f::text, '|' order by user_id, page_id), '')) from favourites f) as favourites`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}
