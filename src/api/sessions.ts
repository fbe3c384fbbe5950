import { api } from './client';

/** The caller's own signed-in browsers (issue 32): docs/api.md, "Signing in". */
export interface SessionRow {
  id: string;
  attributes: { user_agent: string | null; signed_in_at: string; last_used_at: string; current: boolean };
}

export async function listSessions(): Promise<SessionRow[]> {
  return (await api.get('auth/sessions').json<{ data: SessionRow[] }>()).data;
}

export async function endSession(id: string): Promise<void> {
  await api.delete(`auth/sessions/${encodeURIComponent(id)}`, { retry: 0 });
}

export async function endOtherSessions(): Promise<void> {
  await api.delete('auth/sessions/others', { retry: 0 });
}

export async function changePassword(currentPassword: string, password: string): Promise<void> {
  await api.put('auth/password', { json: { current_password: currentPassword, password }, retry: 0 });
}
