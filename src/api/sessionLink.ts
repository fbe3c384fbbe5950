import { localeOfPath } from '../routes/paths';

/*
 * What both HTTP clients (readClient.ts, client.ts) send and hear of the session. The session store hands itself over
 * (connectSession, from src/store/session.ts), so src/api imports no store; and client.ts needs nothing of
 * readClient.ts, which loads it on first use (staffApi) with no import loop.
 */

export interface RequestContext extends Record<string, unknown> {
  keepSessionOnUnauthorized?: boolean;
}

/** What the clients need of the session: its token, and whom to tell when the server answers 401. */
export interface SessionLink {
  token(): string | null;
  signedOut(): void;
}

let session: SessionLink = { token: () => null, signedOut: () => undefined };

/** The session store hands itself over here when it loads (src/store/session.ts): src/api imports no store. */
export function connectSession(link: SessionLink): void {
  session = link;
}

export function authorizationOf(): string | null {
  const token = session.token();
  return token ? `Bearer ${token}` : null;
}

/** A 401 ends the session and asks to sign in again, unless the call's `context` keeps the session. */
export function answeredUnauthorized(context: RequestContext): void {
  if (!context.keepSessionOnUnauthorized) session.signedOut();
}

/** On /hk screens the server words its error messages in Chinese (server/messagesZhHK.ts). */
export function setLanguageOf(headers: Headers): void {
  if (localeOfPath(globalThis.location?.pathname ?? '') === 'hk') headers.set('Accept-Language', 'zh-HK, en;q=0.5');
}
