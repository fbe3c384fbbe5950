import { count, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Locale } from '../../contract/resources';
import { SSO_CALLBACK_PATH, type SsoError, type StoredSsoSettings } from '../../contract/sso';
import { homePathOf, safeNextPath, signInPathOf } from '../../src/routes/paths';
import type { AppDeps } from '../deps';
import { ssoRequests } from '../db/ssoSchema';
import { recordSsoFailure, signInProviderPerson, SsoRefusal } from './ssoAccounts';
import { ssoIsOn, ssoSettingsOf } from './ssoSettings';
import { randomToken, sha256Hex } from './tokens';

/** How long a browser has to sign in at the provider and come back (the request row and its cookie). */
export const SSO_REQUEST_SECONDS = 600;
/** How long the provider's discovered metadata is reused before it is fetched again. */
const METADATA_MS = 3_600_000;

const configurations = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

/**
 * The provider's configuration from its discovery document (openid-client), kept an hour per issuer, client and
 * secret. An http issuer is accepted only on this machine (contract/sso.ts isIssuer: development and the tests).
 */
function configurationOf(deps: AppDeps, sso: StoredSsoSettings): Promise<client.Configuration> {
  const key = JSON.stringify([sso.issuer, sso.client_id, sso.client_secret]);
  const now = deps.clock().getTime();
  const kept = configurations.get(key);
  if (kept && now - kept.at < METADATA_MS) return kept.configuration;
  const configuration = client.discovery(
    new URL(sso.issuer),
    sso.client_id,
    sso.client_secret || undefined,
    sso.client_secret ? undefined : client.None(),
    new URL(sso.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  configurations.set(key, { at: now, configuration });
  configuration.catch(() => configurations.delete(key));
  return configuration;
}

export const callbackUrlOf = (deps: AppDeps) => `${deps.config.publicUrl}${SSO_CALLBACK_PATH}`;

/** Where the browser goes: the provider, with a new request's cookie id, or the sign-in page with the reason it cannot. */
export type SsoStart = { location: string; requestId: string } | { location: string; requestId: null };

/**
 * GET /api/auth/sso/start: a new sign-in at the provider, authorization code flow with PKCE, `state` and `nonce`,
 * each fresh and random. They are kept server-side under the SHA-256 of a long random id that only this browser's
 * cookie holds; `next` is kept only when it is a path on this site.
 */
export async function startSsoSignIn(deps: AppDeps, locale: Locale, next: string | undefined): Promise<SsoStart> {
  const sso = await ssoSettingsOf(deps);
  if (!ssoIsOn(sso)) return { location: errorPathOf(locale, 'off'), requestId: null };
  let configuration: client.Configuration;
  try {
    configuration = await configurationOf(deps, sso);
  } catch {
    return { location: errorPathOf(locale, 'failed'), requestId: null };
  }
  const now = deps.clock();
  const requestId = randomToken(32);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const { db } = deps.database;
  await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, now));
  // Anyone may start a sign-in, so the requests under way are bounded: past the cap, a start is refused until some
  // expire (10 minutes), and the table cannot be filled by a flood of starts.
  const [{ pending }] = await db.select({ pending: count() }).from(ssoRequests);
  if (pending >= MAX_PENDING_REQUESTS) return { location: errorPathOf(locale, 'failed'), requestId: null };
  await db.insert(ssoRequests).values({
    idHash: await sha256Hex(requestId),
    state,
    nonce,
    codeVerifier,
    locale,
    nextPath: safeNextPath(next) ?? null,
    expiresAt: new Date(now.getTime() + SSO_REQUEST_SECONDS * 1000),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrlOf(deps),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: url.href, requestId };
}

/** The sign-in page, saying why the sign-in through the provider did not happen. */
/** How many sign-ins may be under way at once (each a row for SSO_REQUEST_SECONDS). */
export const MAX_PENDING_REQUESTS = 10_000;

export const errorPathOf = (locale: Locale, error: SsoError) => `/${locale}/login?sso_error=${error}`;

export type SsoFinish = { ok: true; token: string; locale: Locale; next: string | null } | { ok: false; location: string };

/** The request this browser started (its cookie's), taken once: a second callback with the same cookie finds nothing. */
async function takeRequest(deps: AppDeps, requestId: string | undefined) {
  if (!requestId || requestId.length > 100) return null;
  const [row] = await deps.database.db
    .delete(ssoRequests)
    .where(eq(ssoRequests.idHash, await sha256Hex(requestId)))
    .returning();
  return row && row.expiresAt > deps.clock() ? row : null;
}

/**
 * GET /api/auth/sso/callback: openid-client exchanges the code with the PKCE verifier and checks the answer's
 * `state`, its issuer, and the ID token (signature, issuer, audience, times and `nonce`). The person must have a
 * verified e-mail address; then services/ssoAccounts.ts signs them in. Never throws: a refusal or failure is an
 * audit entry and the sign-in page with its reason.
 */
export async function finishSsoSignIn(
  deps: AppDeps,
  requestId: string | undefined,
  query: URLSearchParams,
  userAgent?: string,
): Promise<SsoFinish> {
  const request = await takeRequest(deps, requestId);
  const locale: Locale = request?.locale === 'hk' ? 'hk' : 'en';
  const refuse = async (error: SsoError, reason: string, email: string | null = null, person: SsoRefusal['person'] = null) => {
    await recordSsoFailure(deps, reason, person, email);
    return { ok: false as const, location: errorPathOf(locale, error) };
  };
  if (!request) return refuse('expired', 'no sign-in under way in this browser, or it expired');
  if (query.get('state') !== request.state) return refuse('failed', 'state mismatch');
  if (query.get('error')) return refuse(query.get('error') === 'access_denied' ? 'cancelled' : 'failed', `provider: ${query.get('error')}`);
  const sso = await ssoSettingsOf(deps);
  if (!ssoIsOn(sso)) return refuse('off', 'single sign-on is off');
  let claims: Record<string, unknown>;
  try {
    const configuration = await configurationOf(deps, sso);
    const tokens = await client.authorizationCodeGrant(configuration, new URL(`${callbackUrlOf(deps)}?${query}`), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    // Providers that keep the e-mail out of the ID token give it at the UserInfo endpoint, checked to be the same `sub`.
    claims =
      typeof idToken.email === 'string'
        ? idToken
        : { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
  } catch (error) {
    return refuse('failed', reasonOf(error));
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) return refuse('unverified', 'no verified e-mail address', email || null);
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.slice(0, email.indexOf('@'));
  try {
    const session = await signInProviderPerson(deps, sso, { issuer: sso.issuer, subject: String(claims.sub), email, name }, userAgent);
    return { ok: true, token: session.token, locale, next: request.nextPath };
  } catch (error) {
    if (error instanceof SsoRefusal) return refuse(error.code, error.code, email, error.person);
    throw error;
  }
}

/** openid-client's error in words for the audit log: its message and its cause's (which names the claim, such as the nonce). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'the provider did not answer';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 200);
}

/** Where a signed-in browser lands: the sign-in page takes its session from the cookie, then goes on to `next`. */
export function landingPathOf(locale: Locale, next: string | null): string {
  const path = signInPathOf(locale, next ?? homePathOf(locale));
  return `${path}${path.includes('?') ? '&' : '?'}sso=done`;
}
