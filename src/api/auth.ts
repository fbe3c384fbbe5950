import type { One, Resource, SignInBody, SignInResult, UserAttributes } from '../../contract';
import { getJson, staffApi } from './readClient';
import type { RequestContext } from './sessionLink';

export type User = Resource<UserAttributes, 'user'>;

const keepSession: RequestContext = { keepSessionOnUnauthorized: true };

export async function signIn(body: SignInBody): Promise<SignInResult> {
  return (await staffApi()).post('auth/sign_in', { json: body, context: keepSession }).json<SignInResult>();
}

export async function signOut(): Promise<void> {
  await (await staffApi()).delete('auth/sign_out', { context: keepSession });
}

export async function me(): Promise<User> {
  const body = await getJson<One<UserAttributes, 'user'>>('me', { context: keepSession });
  return body.data;
}

/** POST /api/auth/password_reset: asks for a reset link by e-mail; the answer never says whether the account exists. */
export async function requestPasswordReset(email: string, locale: 'en' | 'hk'): Promise<void> {
  await (await staffApi()).post('auth/password_reset', { json: { email, locale }, context: keepSession, retry: 0 });
}

/** POST /api/auth/password_reset/{token}: sets the new password with the link's token (single use, one hour). */
export async function resetPassword(token: string, password: string): Promise<void> {
  await (await staffApi()).post(`auth/password_reset/${encodeURIComponent(token)}`, { json: { password }, context: keepSession, retry: 0 });
}

/** POST /api/auth/sso/session: the session a sign-in through the organisation's provider made (its cookie, once). */
export async function ssoSession(): Promise<SignInResult> {
  return (await staffApi()).post('auth/sso/session', { context: keepSession, retry: 0 }).json<SignInResult>();
}
