import { api } from '../api/client';

const PAGE_UID = /[0-9a-f]{32}/i;

/** The 32-hex page identifier inside a pasted link, if any (spec 7.1). */
export function pageUidIn(text: string): string | null {
  return PAGE_UID.exec(text)?.[0].toLowerCase() ?? null;
}

/** Spec 7.1: access is refused when `access` is false, the status is 400 or more, or the call fails. */
export async function hasLinkAccess(uid: string): Promise<boolean> {
  try {
    const response = await api.get(`link-access/${uid}`, { throwHttpErrors: false, retry: 0, context: { keepSessionOnUnauthorized: true } });
    const body = (await response.json().catch(() => null)) as { access?: unknown; status?: unknown } | null;
    const status = typeof body?.status === 'number' ? body.status : response.status;
    return response.ok && body?.access === true && status < 400;
  } catch {
    return false;
  }
}
