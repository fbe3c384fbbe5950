import type { InviteBody, Many, SharePermission, UserSuggestion } from '../../contract';
import { api } from './client';
import type { RequestContext } from './sessionLink';

/** A person with access as the dialog shows it, whichever of the spec 3.5 field names the server used. */
export interface SharedUser {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
  userUid: string | null;
  permission: SharePermission;
}

export interface Suggestion {
  uid: string;
  name: string;
  emails: string;
  image: string | null;
}

/** The page share settings (spec 3.4): `isPublic` is null when the answer did not say. */
export interface ShareSettings {
  isPublic: boolean | null;
  shareToken: string | null;
}

interface RequestOptions {
  signal?: AbortSignal;
}

type Loose = Record<string, unknown>;

const keepSession: RequestContext = { keepSessionOnUnauthorized: true };

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstText(sources: Loose[], keys: string[]): string | null {
  for (const source of sources) {
    for (const key of keys) {
      const value = source[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return null;
}

/** One shared user: flat, as a resource with attributes, or as an invitation with a `user`. */
export function sharedUserOf(raw: unknown): SharedUser | null {
  if (!isObject(raw)) return null;
  const fields: Loose = isObject(raw.attributes) ? { ...raw.attributes, id: raw.id } : raw;
  const sources = isObject(fields.user) ? [fields, fields.user] : [fields];
  const id = fields.id ?? (isObject(fields.user) ? fields.user.id : undefined);
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return {
    id: String(id),
    email: firstText(sources, ['email', 'emails']),
    name: firstText(sources, ['user_name', 'name']),
    image: firstText(sources, ['profile_image', 'avatar', 'image']),
    userUid: firstText(sources, ['user_uid', 'uid']),
    permission: fields.permission === 'owner' || fields.permission === 'commenter' ? fields.permission : 'viewer',
  };
}

/** The shared users answer: `{data:[...]}`, a bare list, or `{invitations:[...]}`. */
export function sharedUsersOf(body: unknown): SharedUser[] {
  const list = Array.isArray(body) ? body : isObject(body) ? ([body.data, body.invitations].find(Array.isArray) ?? []) : [];
  return list.map(sharedUserOf).filter((user): user is SharedUser => user !== null);
}

export function shareSettingsOf(body: unknown): ShareSettings {
  const candidates = isObject(body) ? [body, isObject(body.data) ? body.data.attributes : null, body.page].filter(isObject) : [];
  const settings = candidates.find((candidate) => typeof candidate.is_public === 'boolean');
  const token = settings?.share_token;
  return { isPublic: settings ? (settings.is_public as boolean) : null, shareToken: typeof token === 'string' && token ? token : null };
}

/** GET /api/ex/users/suggest?q=: the client sends the data room's X-Api-Key (see client.ts). */
export async function suggestUsers(query: string, { signal }: RequestOptions = {}): Promise<Suggestion[]> {
  const body = await api.get('ex/users/suggest', { searchParams: { q: query }, signal }).json<Many<UserSuggestion, 'user'>>();
  return body.data.map(({ attributes }) => ({
    uid: attributes.uid,
    name: attributes.name,
    emails: attributes.emails,
    image: attributes.image,
  }));
}

/** GET /api/page-invitations?page_id=; the share store retries and caches it. */
export async function sharedUsers(pageId: number, { signal }: RequestOptions = {}): Promise<SharedUser[]> {
  return sharedUsersOf(await api.get('page-invitations', { searchParams: { page_id: pageId }, signal, retry: 0 }).json());
}

/** POST /api/page-invitations; whether the server sent the invitations by e-mail (it has no SMTP server configured otherwise). */
export async function sendInvitations(body: InviteBody): Promise<{ emailed: boolean }> {
  const answer = await api
    .post('page-invitations', { json: body, retry: 0, context: keepSession })
    .json<{ meta?: { emailed?: unknown; email_configured?: unknown } }>();
  return { emailed: answer.meta?.email_configured === true };
}

export async function removeSharedUser(invitationId: string, pageId: number, userUid: string | null): Promise<void> {
  const searchParams = { page_id: pageId, user_uid: userUid ?? '' };
  await api.delete(`page-invitations/${encodeURIComponent(invitationId)}`, { searchParams, retry: 0 });
}

export async function updatePermission(invitationId: string, permission: SharePermission, pageId: number): Promise<SharedUser | null> {
  const body = await api
    .put(`page-invitations/${encodeURIComponent(invitationId)}`, { searchParams: { page_id: pageId }, json: { permission }, retry: 0 })
    .json<{ data: unknown }>();
  return sharedUserOf(body.data);
}

export async function shareSettings(pageId: number, { signal }: RequestOptions = {}): Promise<ShareSettings> {
  return shareSettingsOf(await api.get(`pages/${pageId}/share`, { signal }).json());
}

export async function updateShareSettings(pageId: number, isPublic: boolean): Promise<ShareSettings> {
  return shareSettingsOf(await api.put(`pages/${pageId}/share`, { json: { page: { is_public: isPublic } }, retry: 0 }).json());
}

/**
 * POST /api/publications/{id}/toggle_share_access?public=: the call made the moment general access changes; `restore`
 * opens again with the memo's last link (undoing a switch to restricted).
 */
export async function toggleShareAccess(pageId: number, isPublic: boolean, { restore = false } = {}): Promise<ShareSettings> {
  const searchParams = restore ? { public: isPublic, restore: true } : { public: isPublic };
  return shareSettingsOf(await api.post(`publications/${pageId}/toggle_share_access`, { searchParams, retry: 0 }).json());
}

/** Records a link copy with GET api/memo/{slug} or api/memo/{slug}-{share_token}; the answer itself is not needed. */
export async function recordLinkCopy(linkSlug: string): Promise<void> {
  await api.get(`memo/${encodeURIComponent(linkSlug)}`, { retry: 0, context: keepSession });
}
