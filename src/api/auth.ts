import type { One, Resource, SignInBody, SignInResult, UserAttributes } from '../../contract';
import { getJson, staffApi, type RequestContext } from './readClient';

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
