import { and, desc, eq, isNull } from 'drizzle-orm';
import { ACCESS_TOKEN_PREFIX, type AccessTokenResource, type CreateTokenBody } from '../../contract/accessTokens';
import type { AppDeps } from '../deps';
import { accessTokens, type AccessTokenRow } from '../db/accessTokensSchema';
import { users, type User } from '../db/schema';
import { notFound } from '../errors';
import { recordAudit } from './auditLog';
import { LAST_USED_STEP_MS } from './auth';
import { randomToken, sha256Hex } from './tokens';

/**
 * Access tokens (issue 36). The secret is `mhat_` and 43 URL-safe characters (256 random bits), shown once when made;
 * the database keeps its SHA-256 (a fast hash suits a secret this long: nothing can be guessed from it) and its last
 * four characters. A token is valid while neither revoked nor expired and while the administrator who made it is active.
 */

/** The SHA-256 of a secret, as hex (Web Crypto: the app runs in the browser's mock mode too). */
const hashOf = sha256Hex;

/** Whether a bearer token is an access token's secret rather than a session's (sessions never carry the prefix). */
export const isAccessTokenSecret = (bearer: string) => bearer.startsWith(ACCESS_TOKEN_PREFIX);

/** A valid token with the account it acts for. */
export interface AccessGrant {
  token: AccessTokenRow;
  creator: User;
}

/**
 * The token a secret names, when valid; null for an unknown, revoked or expired one, or one whose maker was deactivated.
 * Marks it used at most once a minute, from the server's clock.
 */
export async function grantForSecret(deps: AppDeps, secret: string): Promise<AccessGrant | null> {
  const now = deps.clock();
  const hash = await hashOf(secret);
  const [row] = await deps.database.db
    .select({ token: accessTokens, creator: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.createdBy))
    .where(and(eq(accessTokens.secretHash, hash), isNull(accessTokens.revokedAt), isNull(users.deactivatedAt)))
    .limit(1);
  // Found by the hash's index: timing tells nothing of the secret, whose hash an attacker cannot aim at.
  if (!row) return null;
  if (row.token.expiresAt && row.token.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    await deps.database.db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.token.id));
    row.token.lastUsedAt = now;
  }
  return row;
}

function present(row: AccessTokenRow, creatorName: string | null): AccessTokenResource {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: String(row.id),
    type: 'access_token',
    attributes: {
      name: row.name,
      last_four: row.lastFour,
      scopes: row.scopes,
      sections: row.sections,
      locales: row.locales,
      created_at: row.createdAt.toISOString(),
      created_by: creatorName,
      expires_at: iso(row.expiresAt),
      last_used_at: iso(row.lastUsedAt),
      revoked_at: iso(row.revokedAt),
    },
  };
}

/** GET /api/admin/tokens: every token, newest first, never a secret. */
export async function listTokens(deps: AppDeps) {
  const rows = await deps.database.db
    .select({ token: accessTokens, creatorName: users.name })
    .from(accessTokens)
    .leftJoin(users, eq(users.id, accessTokens.createdBy))
    .orderBy(desc(accessTokens.id));
  return { data: rows.map((row) => present(row.token, row.creatorName)) };
}

/** POST /api/admin/tokens: a new token; the answer carries its secret, the only time anyone sees it. */
export async function createToken(deps: AppDeps, user: User, body: CreateTokenBody) {
  const now = deps.clock();
  const secret = ACCESS_TOKEN_PREFIX + randomToken(32);
  const unique = <T>(list: T[]) => [...new Set(list)];
  const secretHash = await hashOf(secret);
  const row = await deps.database.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(accessTokens)
      .values({
        name: body.name,
        secretHash,
        lastFour: secret.slice(-4),
        scopes: unique(body.scopes),
        sections: unique(body.sections),
        locales: unique(body.locales),
        createdBy: user.id,
        createdAt: now,
        expiresAt: body.expires_in_days === null ? null : new Date(now.getTime() + body.expires_in_days * 86_400_000),
      })
      .returning();
    await recordAudit(tx, deps, {
      action: 'token.create',
      actor: user,
      changes: { name: { from: null, to: made.name }, scopes: { from: null, to: made.scopes.join(' ') } },
    });
    return made;
  });
  return { data: { ...present(row, user.name), meta: { secret } } };
}

/** DELETE /api/admin/tokens/{id}: revoked at once (the next request with it is refused); revoking twice is a 404. */
export async function revokeToken(deps: AppDeps, user: User, idText: string) {
  const id = /^[1-9]\d{0,8}$/.test(idText) ? Number(idText) : null;
  await deps.database.db.transaction(async (tx) => {
    const [revoked] = id
      ? await tx
          .update(accessTokens)
          .set({ revokedAt: deps.clock() })
          .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)))
          .returning()
      : [];
    if (!revoked) throw notFound('This token does not exist or is already revoked.');
    await recordAudit(tx, deps, { action: 'token.revoke', actor: user, changes: { name: { from: revoked.name, to: null } } });
  });
}
