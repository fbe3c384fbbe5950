import type { One, Resource, SignInBody, SignInResult, UserAttributes } from '../../contract';
import { api, type RequestContext } from './client';

export type User = Resource<UserAttributes, 'user'>;

const keepSession: RequestContext = { keepSessionOnUnauthorized: true };

export function signIn(body: SignInBody): Promise<SignInResult> {
  return api.post('auth/sign_in', { json: body, context: keepSession }).json<SignInResult>();
}

export async function signOut(): Promise<void> {
  await api.delete('auth/sign_out', { context: keepSession });
}

export async function me(): Promise<User> {
  const body = await api.get('me', { context: keepSession }).json<One<UserAttributes, 'user'>>();
  return body.data;
}
