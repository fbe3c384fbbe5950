import { eq, sql } from 'drizzle-orm';
import { favourites, pageInvitations, pages, type Page, type User } from '../server/db/schema';
import { programmeDays, sectionPages } from '../server/db/eventsSchema';
import { newShareToken, randomUid } from '../server/services/tokens';
import { TEST_NOW, type TestApp } from './apiHarness';
import { addUser, tokenFor, userByEmail } from './memoFixtures';

/**
 * Who asks: the access matrix's roles. The invitee is a staff member invited to the memos that are shared. The owner
 * is an editor; the administrator, author and contributor (issue 32) own none of the targets.
 */
export type RoleName = 'anonymous' | 'staff reader' | 'other editor' | 'owner' | 'invitee' | 'administrator' | 'author' | 'contributor';
export interface Role {
  name: RoleName;
  user: User | null;
  token: string | null;
}

export const TARGET_KINDS = [
  'memo draft',
  'memo published',
  'memo shared',
  'memo link-public',
  'memo trashed',
  'site draft',
  'site published',
  'site trashed',
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** A page in one state, named with a marker that no answer to a caller who may not read it may contain. */
export interface Target {
  kind: TargetKind;
  page: Page;
  marker: string;
  memo: boolean;
  state: 'draft' | 'published' | 'trashed';
  invited: boolean;
  isPublic: boolean;
}

/**
 * The access rules, written down here independently of the server's code (docs/security.md, "Who may do what"): site pages are
 * read by everyone once published and not in the trash, and edited (so also read in every state) by editors; a memo is
 * read and edited in every state by its owner, read by its invitees in any state but the trash, and by anyone holding
 * its share link once published, while it is anyone-with-link and not in the trash.
 */
export function mayRead(role: RoleName, target: Target, viaLink = false): boolean {
  if (mayEdit(role, target)) return true;
  const visible = target.state === 'published';
  if (!target.memo) return visible;
  return (role === 'invitee' && target.invited && target.state !== 'trashed') || (visible && viaLink && target.isPublic);
}

export function mayEdit(role: RoleName, target: Target): boolean {
  if (!target.memo) return isEditor(role);
  return role === 'owner';
}

/** Editors and administrators edit every site page; authors and contributors only their own (they own no target). */
export const isEditor = (role: RoleName) => role === 'owner' || role === 'other editor' || role === 'administrator';

/** Who writes pages of their own and uploads media: editors, administrators, authors and contributors. */
export const mayWrite = (role: RoleName) => isEditor(role) || role === 'author' || role === 'contributor';

let counter = 0;

/** The matrix's world: its roles, a published hub page holding every target as a subpage (and in its document). */
export interface AccessWorld {
  roles: Role[];
  owner: User;
  invitee: User;
  hub: Page;
  targets: Target[];
  /** A fresh page of this kind, for a call that is allowed to change it. */
  fresh(kind: TargetKind): Promise<Target>;
}

async function addTarget(t: TestApp, world: { owner: User; invitee: User; hubId: number }, kind: TargetKind): Promise<Target> {
  const marker = `zq${(++counter).toString(36)}${randomUid().slice(0, 4)}x`;
  const memo = kind.startsWith('memo');
  const state = kind.endsWith('draft') ? 'draft' : kind.endsWith('trashed') ? 'trashed' : 'published';
  const invited = memo && ['memo draft', 'memo shared', 'memo trashed'].includes(kind);
  const isPublic = kind === 'memo link-public';
  const body = {
    root: {
      type: 'root' as const,
      version: 1,
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: `Text of ${marker}`, format: 0 }] }],
    },
  };
  const [page] = await t.deps.database.db
    .insert(pages)
    .values({
      uid: randomUid(),
      slug: `${marker}-page`,
      title: `Title ${marker}`,
      collection: memo ? 'memo' : 'events',
      system: memo ? 'projects' : 'csw',
      locale: 'en',
      ownerId: world.owner.id,
      parentId: world.hubId,
      published: state !== 'draft',
      publishedAt: state === 'draft' ? null : TEST_NOW,
      trashedAt: state === 'trashed' ? TEST_NOW : null,
      isPublic,
      shareToken: isPublic ? newShareToken() : null,
      body,
      plainText: `Text of ${marker}`,
      precis: `Precis ${marker}`,
      event: memo
        ? null
        : { date: '2027-03-04', start_time: { hour: 9, minute: 0 }, end_time: null, periods: [], place: { name: `Hall ${marker}` } },
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  if (state === 'trashed')
    await t.deps.database.db
      .update(pages)
      .set({ trashRootId: sql`${pages.id}` })
      .where(eq(pages.id, page.id));
  if (!memo) {
    await t.deps.database.db.insert(programmeDays).values({
      eventPageId: page.id,
      slug: 'day-one',
      title: `Day of ${marker}`,
      date: '2027-03-04',
      startMinutes: 540,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
  }
  if (invited) {
    await t.deps.database.db
      .insert(pageInvitations)
      .values({ pageId: page.id, userId: world.invitee.id, email: world.invitee.email, permission: 'viewer', createdAt: TEST_NOW });
  }
  const [stored] = await t.deps.database.db.select().from(pages).where(eq(pages.id, page.id));
  return { kind, page: stored, marker, memo, state, invited, isPublic };
}

const subpageBlock = (target: Target) => ({
  type: 'subpage',
  version: 1,
  title: target.page.title,
  unique_slug: target.page.slug,
  system: target.page.system,
  editor_unique_slug: target.page.slug,
  public_route: `/en/${target.page.collection}/${target.page.slug}`,
  editor_route: `/en/page-templates/${target.page.collection}/${target.page.slug}`,
  page_id: target.page.id,
});

/** Builds the world: one target of each kind under a published hub, favourites of every role on every target. */
export async function buildAccessWorld(t: TestApp): Promise<AccessWorld> {
  const owner = await userByEmail(t, 'editor@example.org');
  const invitee = await addUser(t, 'staff');
  const named: Array<[RoleName, User | null]> = [
    ['anonymous', null],
    ['staff reader', await userByEmail(t, 'reader@example.org')],
    ['other editor', await userByEmail(t, 'colleague@example.org')],
    ['owner', owner],
    ['invitee', invitee],
    ['administrator', await userByEmail(t, 'admin@example.org')],
    ['author', await addUser(t, 'author')],
    ['contributor', await addUser(t, 'contributor')],
  ];
  const roles: Role[] = [];
  for (const [name, user] of named) roles.push({ name, user, token: user ? await tokenFor(t, user) : null });

  const [hub] = await t.deps.database.db
    .insert(pages)
    .values({
      uid: randomUid(),
      slug: 'access-matrix-hub',
      title: 'Access matrix hub',
      collection: 'stories',
      system: 'csw',
      locale: 'en',
      ownerId: owner.id,
      published: true,
      publishedAt: TEST_NOW,
      body: { root: { type: 'root', version: 1, children: [] } },
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  const context = { owner, invitee, hubId: hub.id };
  const targets: Target[] = [];
  for (const kind of TARGET_KINDS) targets.push(await addTarget(t, context, kind));

  const { db } = t.deps.database;
  const hubBody = { root: { type: 'root' as const, version: 1, children: targets.map(subpageBlock) } };
  await db.update(pages).set({ body: hubBody }).where(eq(pages.id, hub.id));
  const rows = roles.flatMap((role) =>
    role.user ? targets.map((target) => ({ userId: role.user!.id, pageId: target.page.id, createdAt: TEST_NOW })) : [],
  );
  await db.insert(favourites).values(rows);
  const events = targets.filter((target) => !target.memo).map((target) => target.page.id);
  await db.update(sectionPages).set({ featuredEventIds: events }).where(eq(sectionPages.slug, 'what-s-on'));
  const [storedHub] = await db.select().from(pages).where(eq(pages.id, hub.id));
  return { roles, owner, invitee, hub: storedHub, targets, fresh: (kind) => addTarget(t, context, kind) };
}

/** A digest of every table a call could change, to show a refused call changed nothing. */
export async function everyTableDigest(t: TestApp): Promise<string> {
  const tables = [
    'pages',
    'page_invitations',
    'favourites',
    'media',
    'media_deletions',
    'programme_days',
    'section_pages',
    'users',
    'sessions',
    'comment_threads',
    'comments',
    'comment_edits',
  ];
  const parts = tables.map(
    (table) => sql`(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${sql.identifier(table)} r)`,
  );
  const result = await t.deps.database.db.execute(sql`select ${sql.join(parts, sql`, `)}`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}
