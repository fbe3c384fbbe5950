import type { PersonResource, SetPasswordLink } from '../../contract/people';
import type { Locale, Role } from '../../contract/resources';
import { api } from './client';

/** The People API (issue 32), for administrators: docs/api.md, "People". */
export async function listPeople(): Promise<PersonResource[]> {
  return (await api.get('admin/people').json<{ data: PersonResource[] }>()).data;
}

export async function invitePerson(
  person: { name: string; email: string; role: Role },
  locale: Locale,
): Promise<{ person: PersonResource; delivery: SetPasswordLink }> {
  const body = await api
    .post('admin/people', { json: { person, locale }, retry: 0 })
    .json<{ data: PersonResource; meta: SetPasswordLink }>();
  return { person: body.data, delivery: body.meta };
}

export async function changeRole(uid: string, role: Role): Promise<PersonResource> {
  return (await api.put(`admin/people/${encodeURIComponent(uid)}/role`, { json: { role }, retry: 0 }).json<{ data: PersonResource }>())
    .data;
}

export async function setActive(uid: string, active: boolean): Promise<PersonResource> {
  const action = active ? 'reactivate' : 'deactivate';
  return (await api.put(`admin/people/${encodeURIComponent(uid)}/${action}`, { retry: 0 }).json<{ data: PersonResource }>()).data;
}

export async function sendPasswordReset(uid: string, locale: Locale): Promise<SetPasswordLink> {
  return (
    await api
      .post(`admin/people/${encodeURIComponent(uid)}/password_reset`, { json: { locale }, retry: 0 })
      .json<{ meta: SetPasswordLink }>()
  ).meta;
}
