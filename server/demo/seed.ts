import { isNotNull, sql } from 'drizzle-orm';
import { recordRevision } from '../services/revisionRecording';
import { pageTextColumns } from '../services/pageText';
import type { Database } from '../db/database';
import { pageInvitations, pages, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { newShareToken, randomUid } from '../services/tokens';
import { demoAccounts } from './accounts';
import { demoPages } from './content';
import { daysSinceContent, movedDate, withMovedButtonDates } from './demoDates';
import { seedEventsDemo } from './seedEvents';

const DAY = 86_400_000;

/** Fills an empty database with the demo accounts and site; does nothing when any user exists. */
export async function seedDemo(database: Database, options: { now: Date; passwordIterations: number }) {
  const { db } = database;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password, options.passwordIterations)));
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        demoAccounts.map((account, index) => ({
          uid: randomUid(),
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash: hashes[index],
          createdAt: options.now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userIdOf = (key: string | null) => {
      const account = demoAccounts.find((candidate) => candidate.key === key);
      return account ? inserted.find((row) => row.email === account.email)!.id : null;
    };
    const ago = (days: number | null | undefined) => (days == null ? null : new Date(options.now.getTime() - days * DAY));
    const idBySlug = new Map<string, number>();
    const ordered = [...demoPages].sort((a, b) => Number(Boolean(a.parentSlug)) - Number(Boolean(b.parentSlug)));
    // The demo's events and scheduled buttons keep their distance from today, whenever it is seeded.
    const days = daysSinceContent(options.now);
    for (const page of ordered) {
      const [row] = await tx
        .insert(pages)
        .values({
          uid: randomUid(),
          slug: page.slug,
          title: page.title,
          collection: page.collection,
          system: page.system,
          locale: page.locale,
          ownerId: userIdOf(page.owner),
          parentId: page.parentSlug ? (idBySlug.get(page.parentSlug) ?? null) : null,
          published: page.published,
          publishedAt: ago(page.publishedDaysAgo),
          trashedAt: ago(page.trashedDaysAgo),
          isPublic: page.isPublic ?? false,
          shareToken: page.isPublic ? newShareToken() : null,
          body: withMovedButtonDates(page.body, days),
          ...pageTextColumns(page.body),
          precis: page.precis,
          imageUrl: page.imageUrl ?? null,
          event: page.event ? { ...page.event, date: movedDate(page.event.date, days) } : null,
          createdAt: ago((page.publishedDaysAgo ?? 1) + 1)!,
          updatedAt: ago(page.trashedDaysAgo ?? page.publishedDaysAgo ?? 0)!,
        })
        .returning({
          id: pages.id,
          title: pages.title,
          precis: pages.precis,
          body: pages.body,
          createdAt: pages.createdAt,
          publishedAt: pages.publishedAt,
          version: pages.version,
        });
      idBySlug.set(page.slug, row.id);
      // Demo pages start with a history: written when made, published when published (issue 19).
      const owner = userIdOf(page.owner);
      await recordRevision(tx, row.id, owner, 'save', row.createdAt, row);
      if (row.publishedAt) await recordRevision(tx, row.id, owner, 'publish', row.publishedAt, { ...row, version: undefined });
    }
    await tx
      .update(pages)
      .set({ trashRootId: sql`${pages.id}` })
      .where(isNotNull(pages.trashedAt));
    const invitations = demoPages.flatMap((page) =>
      (page.sharedWith ?? []).map((key) => ({
        pageId: idBySlug.get(page.slug)!,
        userId: userIdOf(key)!,
        email: demoAccounts.find((account) => account.key === key)!.email,
        permission: 'viewer' as const,
        createdAt: options.now,
      })),
    );
    if (invitations.length) await tx.insert(pageInvitations).values(invitations);
  });
  await seedEventsDemo(database, options.now);
  return true;
}
