import { useSession } from './session';

/**
 * After a sign-in through the organisation's provider (issue 32): takes the session the server's callback made and
 * keeps it as a password sign-in's is kept. Loaded with the sign-in page only.
 */
export async function takeSsoSession(): Promise<void> {
  const result = await (await import('../api/auth')).ssoSession();
  useSession.setState({ token: result.token, expiresAt: result.expires_at, user: result.user });
}
