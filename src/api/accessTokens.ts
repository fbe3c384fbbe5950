import type { AccessTokenResource, CreateTokenBody } from '../../contract/accessTokens';
import { api } from './client';

/** The access tokens screen's calls (issue 36): docs/api.md, "Access tokens". Administrators only. */
export async function listTokens(): Promise<AccessTokenResource[]> {
  return (await api.get('admin/tokens').json<{ data: AccessTokenResource[] }>()).data;
}

/** A new token, with its secret: the only answer that ever carries it. */
export async function createToken(body: CreateTokenBody): Promise<{ token: AccessTokenResource; secret: string }> {
  const { data } = await api
    .post('admin/tokens', { json: body, retry: 0 })
    .json<{ data: AccessTokenResource & { meta: { secret: string } } }>();
  const { meta, ...token } = data;
  return { token, secret: meta.secret };
}

export async function revokeToken(id: string): Promise<void> {
  await api.delete(`admin/tokens/${encodeURIComponent(id)}`, { retry: 0 });
}
