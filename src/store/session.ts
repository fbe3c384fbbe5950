import { create } from 'zustand';
import type { SignInBody } from '../../contract';
import { roleMay, type Permission } from '../../contract/roles';
import type * as auth from '../api/auth';
import { SignedOutError } from '../api/errors';
import { connectSession } from '../api/sessionLink';
import { localeOfPath, signInPathOf } from '../routes/paths';

export const SESSION_STORAGE_KEY = 'masthead.session';

interface SessionState {
  token: string | null;
  expiresAt: string | null;
  user: auth.User | null;
  signIn: (credentials: SignInBody) => Promise<auth.User>;
  signOut: () => Promise<void>;
  refresh: () => Promise<void>;
  clear: () => void;
}

const signedOut = { token: null, expiresAt: null, user: null };

/** The account calls, loaded when first made: a reader who never signs in does not download them. */
const authApi = () => import('../api/auth');

function hasExpired(expiresAt: string | null): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= Date.now();
}

type StoredSession = Pick<SessionState, 'token' | 'expiresAt' | 'user'>;

/**
 * The session kept in localStorage as zustand's persist middleware kept it (`{state, version: 0}`), so browsers stay
 * signed in across this change; by hand because the middleware's 0.7 kB gzip is more than the reader's budget has
 * for reading one key and writing it on change.
 */
function storedSession(): StoredSession | null {
  try {
    const state = (JSON.parse(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state?: StoredSession } | null)?.state;
    return state ? { token: state.token ?? null, expiresAt: state.expiresAt ?? null, user: state.user ?? null } : null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>()((set, get) => ({
  ...signedOut,
  ...storedSession(),
  signIn: async (credentials) => {
    const result = await (await authApi()).signIn(credentials);
    set({ token: result.token, expiresAt: result.expires_at, user: result.user });
    return result.user;
  },
  signOut: async () => {
    if (get().token)
      await authApi()
        .then((api) => api.signOut())
        .catch(() => undefined);
    set(signedOut);
  },
  refresh: async () => {
    const { token, expiresAt } = get();
    if (!token) return;
    if (hasExpired(expiresAt)) {
      set(signedOut);
      return;
    }
    try {
      const user = await (await authApi()).me();
      if (get().token === token) set({ user });
    } catch (error) {
      if (error instanceof SignedOutError && get().token === token) set(signedOut);
    }
  },
  clear: () => set(signedOut),
}));

useSession.subscribe(({ token, expiresAt, user }, before) => {
  if (token === before.token && expiresAt === before.expiresAt && user === before.user) return;
  try {
    globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token, expiresAt, user }, version: 0 }));
  } catch {
    // A full or blocked storage: the session lasts as long as the page.
  }
});

type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** How the app goes to sign-in when the server answers 401 (App.tsx gives the router's navigate). */
export function setNavigate(next: Navigate): void {
  navigate = next;
}

/** A call answered 401: the session is over, and the person signs in again, coming back here after. */
function redirectToSignIn(): void {
  useSession.getState().clear();
  const { pathname, search, hash } = window.location;
  const locale = localeOfPath(pathname) ?? 'en';
  if (pathname === signInPathOf(locale)) return;
  navigate(signInPathOf(locale, `${pathname}${search}${hash}`));
}

// The HTTP clients take the token from here and tell us of a 401; they import no store (no import loop).
connectSession({ token: () => useSession.getState().token, signedOut: redirectToSignIn });

export function selectSignedIn(state: SessionState): boolean {
  return state.token !== null && state.user !== null;
}

/**
 * Whether the signed-in person's role may do this (contract/roles.ts), to offer controls only: the server decides.
 * `createPages`: editors, authors and contributors write pages; `administer`: the People screen (issue 32).
 */
export const selectMay =
  (permission: Permission) =>
  (state: SessionState): boolean =>
    selectSignedIn(state) && roleMay(state.user!.attributes.role, permission);
export const selectMayWrite = selectMay('createPages');
