// What the access matrix files share: server/accessMatrix.api.test.ts (the routes about one page),
// accessMatrixMemo.api.test.ts (memos: reading, favourites, sharing, invitations) and accessMatrixSite.api.test.ts
// (the routes about no one page). Each asks every route as every role (tests/accessTargets.ts): a call succeeds
// exactly when the rules allow it (no unexpected 2xx, and no refusal of what is allowed), a refused write changes
// nothing, and no answer contains the title, slug or text of a page the caller may not read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../server/db/schema';
import { createTestApp, type TestApp } from './apiHarness';
import {
  buildAccessWorld,
  everyTableDigest,
  mayEdit,
  mayRead,
  type AccessWorld,
  type Role,
  type RoleName,
  type Target,
} from './accessTargets';

export interface PageRoute {
  name: string;
  writes?: boolean;
  /** The answer shows the memo to whoever holds its share link. */
  viaLink?: boolean;
  /** The call itself opens the page to whoever makes it (a draft preview link). */
  opensTarget?: boolean;
  call(role: Role, target: Target): Promise<Response>;
  allowed(role: RoleName, target: Target): boolean;
}

export interface SiteRoute {
  name: string;
  writes?: boolean;
  call(role: Role): Promise<Response>;
  allowed(role: RoleName): boolean;
}

/** The test app and its access world of this file, made before its tests (then `prepare`d), closed after them. */
export function matrixApp(prepare?: (t: TestApp, world: AccessWorld) => Promise<void>) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await prepare?.(app, await buildAccessWorld(app));
  });
  afterAll(() => app?.close());
}

export const signedIn = (role: RoleName) => role !== 'anonymous';
export const notTrashed = (target: Target) => target.state !== 'trashed';
export const memoReadable = (role: RoleName, target: Target) => target.memo && mayRead(role, target);
export const memoOwner = (role: RoleName, target: Target) => target.memo && mayEdit(role, target);
export const siteEditable = (role: RoleName, target: Target) => !target.memo && mayEdit(role, target);

/** A token of the right shape that nobody was given. */
export const FAKE_TOKEN = 'A'.repeat(32);

/** The target's page as stored now. */
export const currentRow = async (t: TestApp, target: Target) =>
  (await t.deps.database.db.select().from(pages).where(eq(pages.id, target.page.id)))[0];

const outcome = (status: number) =>
  status >= 500 ? `${status}` : status >= 400 ? '4xx' : status >= 200 && status < 300 ? '2xx' : `${status}`;

/** The markers in an answer of pages the caller may not read. */
function leaksIn(world: AccessWorld, text: string, role: RoleName, viaLinkTo?: Target, opened?: Target): string[] {
  const lower = text.toLowerCase();
  return world.targets
    .filter((target) => target !== opened && !mayRead(role, target, target === viaLinkTo) && lower.includes(target.marker))
    .map((target) => target.kind);
}

/**
 * Makes a call and, when it is a write the rules refuse, tells whether every table is as before. The digest taken
 * after the last refused write is kept only until the next check: a refused write that follows one compares with it
 * instead of taking the same digest again (anything else clears it, so a stale digest could only show a change that
 * was not made, never hide one).
 */
function refusalCheck(t: () => TestApp) {
  let lastDigest: string | null = null;
  return async (route: { writes?: boolean }, ok: boolean, request: () => Promise<Response>) => {
    const refusedWrite = route.writes && !ok;
    const before = refusedWrite ? (lastDigest ?? (await everyTableDigest(t()))) : null;
    lastDigest = null;
    const response = await request();
    const text = await response.text();
    const after = refusedWrite ? await everyTableDigest(t()) : null;
    lastDigest = after;
    return { status: response.status, text, unchanged: before === after };
  };
}

const line = (key: string, status: number, unchanged: boolean, leaks: string[]) =>
  `${key}: ${outcome(status)}${unchanged ? '' : ' changed data'}${leaks.length ? ` leaks ${leaks.join(', ')}` : ''}`;

/** Every page route asked by every role about a page in every state (a fresh page for a write that is allowed). */
export function pageMatrix(title: string, routes: PageRoute[], t: () => TestApp, world: () => AccessWorld) {
  const check = refusalCheck(t);
  describe(title, () => {
    it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      const actual: string[] = [];
      const expected: string[] = [];
      for (const role of world().roles) {
        for (const target of world().targets) {
          const ok = route.allowed(role.name, target);
          const subject = route.writes && ok ? await world().fresh(target.kind) : target;
          const { status, text, unchanged } = await check(route, ok, () => route.call(role, subject));
          const key = `${role.name} / ${target.kind}`;
          const leaks = leaksIn(world(), text, role.name, route.viaLink ? target : undefined, route.opensTarget ? target : undefined);
          actual.push(line(key, status, unchanged, leaks));
          expected.push(`${key}: ${ok ? '2xx' : '4xx'}`);
          if (status >= 400) expect(JSON.parse(text), key).toHaveProperty('error');
        }
      }
      expect(actual).toEqual(expected);
    });
  });
}

/** Every other route asked by every role. */
export function siteMatrix(title: string, routes: SiteRoute[], t: () => TestApp, world: () => AccessWorld) {
  const check = refusalCheck(t);
  describe(title, () => {
    it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      const actual: string[] = [];
      const expected: string[] = [];
      for (const role of world().roles) {
        const ok = route.allowed(role.name);
        const { status, text, unchanged } = await check(route, ok, () => route.call(role));
        actual.push(line(role.name, status, unchanged, leaksIn(world(), text, role.name)));
        expected.push(`${role.name}: ${ok ? '2xx' : '4xx'}`);
      }
      expect(actual).toEqual(expected);
    });
  });
}
