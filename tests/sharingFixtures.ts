import type { TestApp } from './apiHarness';
import { createTestApp } from './apiHarness';
import { tokenFor, userByEmail } from './memoFixtures';
import type { Page, User } from '../server/db/schema';

/** The sharing tests' world (server/routes/sharing*.api.test.ts): a memo's owner, a colleague and a staff reader, signed in. */
export interface SharingWorld {
  t: TestApp;
  owner: User;
  colleague: User;
  reader: User;
  tokens: Map<number, string>;
}

export async function sharingWorld(): Promise<SharingWorld> {
  const t = await createTestApp();
  const [owner, colleague, reader] = await Promise.all(
    ['editor@example.org', 'colleague@example.org', 'reader@example.org'].map((email) => userByEmail(t, email)),
  );
  const tokens = new Map<number, string>();
  for (const user of [owner, colleague, reader]) tokens.set(user.id, await tokenFor(t, user));
  return { t, owner, colleague, reader, tokens };
}

/** A request's options as `user`, with a body. */
export const asIn = (world: SharingWorld, user: User, body?: unknown) => ({ token: world.tokens.get(user.id) ?? null, body });

/** The status of reading the memo as `user` (null: signed out), by its slug or a share link's. */
export const readAsIn = async (world: SharingWorld, memo: Page, user: User | null, slug = memo.slug) =>
  (
    await world.t.json('GET', `/api/memo/${slug}`, {
      token: user ? (world.tokens.get(user.id) ?? (await tokenFor(world.t, user))) : null,
    })
  ).status;
