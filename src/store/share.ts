import { create } from 'zustand';
import { MAX_INT32, USER_SEARCH_MIN_LENGTH, type Locale, type SharePermission } from '../../contract';
import { ApiError, NotFoundError, SignedOutError } from '../api/errors';
import * as memoApi from '../api/memo';
import * as shareApi from '../api/share';
import type { SharedUser, ShareSettings, Suggestion } from '../api/share';

export type { SharedUser, ShareSettings, Suggestion };
import { memoMessages } from '../i18n/memo';
import type { MemoKey } from '../i18n/memo.en';
import { translatorOf } from '../i18n/translate';
import { memoPathOf } from '../routes/paths';
import { inviteIdentifierOf } from '../share/inviteIdentifier';
import { PageIdError, resolvePageId } from '../share/pageIdOfLink';
import { showToast } from './toasts';

/** Spec 9.1 timings. */
export const SHARED_USERS_STALE_MS = 60_000;
export const SHARE_ERROR_MS = 8_000;

/** Spec 8: the sharing and invitation messages, as keys of the memo catalogue (`shareError.*`). */
export type ShareErrorKey = Extract<MemoKey, `shareError.${string}`>;

/** A share error the dialog shows in the route's locale: a catalogue key and the values of its placeholders. */
export interface ShareError {
  key: ShareErrorKey;
  values?: Readonly<Record<string, string>>;
}

/** The text of a share error in a locale. */
export function shareErrorText({ key, values }: ShareError, locale: Locale): string {
  return translatorOf(memoMessages, locale)(key, values);
}

/** What an invitee may do: read (`viewer`) or read and comment (`commenter`, issue 35). */
export type InvitedAs = 'viewer' | 'commenter';

/** Someone chosen in "Add people": a suggested user (with uid) or an email address. */
export interface Invitee {
  uid: string | null;
  email: string;
  name: string | null;
  image: string | null;
}

export type ListStatus = 'loading' | 'updating' | 'ready' | 'error';
export type SearchStatus = 'idle' | 'searching' | 'ready' | 'error';

export interface GeneralAccess {
  anyone: boolean;
  shareToken: string | null;
  pending: boolean;
}

/** What the memo itself says about general access (spec 3.4). */
export interface MemoShareFields {
  is_public_access?: unknown;
  public?: unknown;
  share_token?: string | null;
}

interface ShareState {
  sharedUsers: Record<number, { users: SharedUser[]; fetchedAt: number }>;
  listStatus: Record<number, ListStatus>;
  access: Record<number, GeneralAccess>;
  search: { query: string; status: SearchStatus; results: Suggestion[] };
  sending: boolean;
  removing: Record<string, boolean>;
  error: ShareError | null;
  /** Uses the cached list while it is under 60 s old unless forced; a failed fetch is tried once more. */
  loadSharedUsers: (pageId: number, options?: { force?: boolean }) => Promise<void>;
  /** Starts from the memo's attributes, then takes the page share settings when they arrive. */
  startAccess: (pageId: number, memo: MemoShareFields) => Promise<void>;
  /** Changes general access at once with toggle_share_access; on failure puts the old value back. */
  setGeneralAccess: (pageId: number, anyone: boolean, options?: { restore?: boolean }) => Promise<void>;
  /** The share dialog's Cancel: general access goes back to what it was when the dialog opened, with the same link. */
  undoAccessChange: (pageId: number) => Promise<boolean>;
  searchUsers: (query: string) => Promise<void>;
  /** Sends the invitations; the toast that confirms them is in `locale`. */
  /** Invites people to the page a memo's link names, or to the page with this id (a site page's Commenters, issue 35). */
  invite: (link: string | number, people: Invitee[], message: string, locale: Locale, permission?: InvitedAs) => Promise<boolean>;
  /** Changes what someone already invited may do (issue 35): Viewer reads, Commenter reads and comments. */
  changePermission: (pageId: number, user: SharedUser, permission: InvitedAs) => Promise<void>;
  remove: (pageId: number, user: SharedUser) => Promise<void>;
  /** Copies the memo's link and records the copy; false when the clipboard refused. */
  copyLink: (target: { pageId: number; locale: Locale; slug: string }) => Promise<boolean>;
  showError: (error: ShareError | ShareErrorKey) => void;
  clearError: () => void;
}

class InvitationError extends Error {
  constructor(readonly key: ShareErrorKey) {
    super(key);
  }
}

/** `true` and `anyone` mean anyone-with-link; `false` and `restricted` mean restricted; anything else says nothing. */
function generalAccessOfValue(value: unknown): boolean | null {
  if (value === true || value === 'anyone' || value === 'anyone_with_link') return true;
  if (value === false || value === 'restricted') return false;
  return null;
}

/** Spec 4.6: the page share settings, else the memo attributes, else restricted. */
export function initialGeneralAccess(settings: ShareSettings | null, memo: MemoShareFields): boolean {
  return settings?.isPublic ?? generalAccessOfValue(memo.is_public_access) ?? generalAccessOfValue(memo.public) ?? false;
}

export function invitationError(error: unknown): ShareError {
  if (error instanceof PageIdError) return { key: 'shareError.invitePageId' };
  if (error instanceof InvitationError) return { key: error.key };
  if (error instanceof ApiError) {
    if (error instanceof SignedOutError) return { key: 'shareError.inviteUnauthorized' };
    if (error instanceof NotFoundError) return { key: 'shareError.inviteUnavailable' };
    const message = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof message === 'string' && message) return { key: 'shareError.inviteFailedWith', values: { error: message } };
  }
  return { key: 'shareError.inviteFailed' };
}

const isPageId = (value: number) => Number.isInteger(value) && value > 0 && value <= MAX_INT32;

const listRuns = new Map<number, number>();
/** General access as it was before the open dialog first changed it, and the change under way, by page. */
const accessBeforeChange = new Map<number, boolean>();
const accessChanges = new Map<number, Promise<void>>();
let searchRun = 0;
let searchAbort: AbortController | null = null;
let errorTimer: ReturnType<typeof setTimeout> | undefined;

export const useShare = create<ShareState>()((set, get) => {
  const setStatus = (pageId: number, status: ListStatus) => set((state) => ({ listStatus: { ...state.listStatus, [pageId]: status } }));
  const putAccess = (pageId: number, access: GeneralAccess) => set((state) => ({ access: { ...state.access, [pageId]: access } }));

  return {
    sharedUsers: {},
    listStatus: {},
    access: {},
    search: { query: '', status: 'idle', results: [] },
    sending: false,
    removing: {},
    error: null,

    loadSharedUsers: async (pageId, { force = false } = {}) => {
      const cached = get().sharedUsers[pageId];
      const status = get().listStatus[pageId];
      if (!force && (status === 'loading' || status === 'updating')) return;
      if (!force && cached && Date.now() - cached.fetchedAt < SHARED_USERS_STALE_MS) return;
      const run = (listRuns.get(pageId) ?? 0) + 1;
      listRuns.set(pageId, run);
      setStatus(pageId, cached ? 'updating' : 'loading');
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const users = await shareApi.sharedUsers(pageId);
          if (listRuns.get(pageId) !== run) return;
          set((state) => ({
            sharedUsers: { ...state.sharedUsers, [pageId]: { users, fetchedAt: Date.now() } },
            listStatus: { ...state.listStatus, [pageId]: 'ready' },
          }));
          return;
        } catch {
          if (attempt === 2 && listRuns.get(pageId) === run) setStatus(pageId, 'error');
        }
      }
    },

    startAccess: async (pageId, memo) => {
      accessBeforeChange.delete(pageId);
      if (!get().access[pageId]) {
        putAccess(pageId, { anyone: initialGeneralAccess(null, memo), shareToken: memo.share_token ?? null, pending: false });
      }
      const settings = await shareApi.shareSettings(pageId).catch(() => null);
      if (!settings || settings.isPublic === null || get().access[pageId]?.pending) return;
      putAccess(pageId, { anyone: settings.isPublic, shareToken: settings.shareToken, pending: false });
    },

    setGeneralAccess: async (pageId, anyone, { restore = false } = {}) => {
      const before = get().access[pageId] ?? { anyone: false, shareToken: null, pending: false };
      if (before.pending || before.anyone === anyone) return;
      if (!accessBeforeChange.has(pageId)) accessBeforeChange.set(pageId, before.anyone);
      putAccess(pageId, { ...before, anyone, pending: true });
      const change = (async () => {
        try {
          const settings = await shareApi.toggleShareAccess(pageId, anyone, { restore });
          putAccess(pageId, { anyone: settings.isPublic ?? anyone, shareToken: settings.shareToken, pending: false });
        } catch {
          putAccess(pageId, { ...before, pending: false });
          get().showError('shareError.accessFailed');
        }
      })();
      accessChanges.set(pageId, change);
      await change;
    },

    undoAccessChange: async (pageId) => {
      await accessChanges.get(pageId);
      const was = accessBeforeChange.get(pageId);
      accessBeforeChange.delete(pageId);
      if (was === undefined || get().access[pageId]?.anyone === was) return true;
      // Back to anyone-with-link means the link people already have, not a new one.
      await get().setGeneralAccess(pageId, was, { restore: was });
      accessBeforeChange.delete(pageId);
      return get().access[pageId]?.anyone === was;
    },

    searchUsers: async (query) => {
      const text = query.trim();
      const run = ++searchRun;
      searchAbort?.abort();
      searchAbort = null;
      if (text.length < USER_SEARCH_MIN_LENGTH) {
        set({ search: { query: text, status: 'idle', results: [] } });
        return;
      }
      const abort = new AbortController();
      searchAbort = abort;
      set({ search: { query: text, status: 'searching', results: [] } });
      try {
        const results = await shareApi.suggestUsers(text, { signal: abort.signal });
        if (run === searchRun) set({ search: { query: text, status: 'ready', results } });
      } catch {
        if (run === searchRun) set({ search: { query: text, status: 'error', results: [] } });
      }
    },

    invite: async (link, people, message, locale, permission = 'viewer') => {
      if (get().sending) return false;
      try {
        if (typeof link === 'string' && !link.trim()) throw new InvitationError('shareError.noLink');
        if (people.length === 0) throw new InvitationError('shareError.noUsers');
        set({ sending: true });
        const pageId =
          typeof link === 'number'
            ? link
            : await resolvePageId(link, { lookupMemo: async (slug) => (await memoApi.memo(slug)).attributes });
        const { emailed } = await shareApi.sendInvitations({
          page_invitation: { page_id: pageId, message },
          user_identifiers: people.map(inviteIdentifierOf),
          permission,
        });
        set({ sending: false });
        // Without an e-mail server the people are added but not told: say so, and that the link is to be sent by hand.
        const t = translatorOf(memoMessages, locale);
        const one = people.length === 1;
        if (emailed) showToast(t(one ? 'share.invitationSent' : 'share.invitationsSent'));
        else showToast(t(one ? 'share.addedNoEmail' : 'share.addedNoEmails'));
        void get().loadSharedUsers(pageId, { force: true });
        return true;
      } catch (error) {
        set({ sending: false });
        get().showError(invitationError(error));
        return false;
      }
    },

    changePermission: async (pageId, user, permission) => {
      if (user.permission === 'owner' || user.permission === permission || get().removing[user.id]) return;
      const put = (changed: SharePermission) =>
        set((state) => {
          const cached = state.sharedUsers[pageId];
          if (!cached) return {};
          const users = cached.users.map((each) => (each.id === user.id ? { ...each, permission: changed } : each));
          return { sharedUsers: { ...state.sharedUsers, [pageId]: { ...cached, users } } };
        });
      // Shown at once; put back if the server refuses.
      put(permission);
      set((state) => ({ removing: { ...state.removing, [user.id]: true } }));
      try {
        await shareApi.updatePermission(user.id, permission, pageId);
      } catch {
        put(user.permission);
        get().showError('shareError.permissionFailed');
      } finally {
        set((state) => ({ removing: { ...state.removing, [user.id]: false } }));
      }
    },

    remove: async (pageId, user) => {
      if (user.permission === 'owner' || get().removing[user.id]) return;
      if (!isPageId(pageId)) {
        get().showError('shareError.removeBadPageId');
        return;
      }
      const mark = (busy: boolean) => set((state) => ({ removing: { ...state.removing, [user.id]: busy } }));
      mark(true);
      try {
        await shareApi.removeSharedUser(user.id, pageId, user.userUid);
        set((state) => {
          const cached = state.sharedUsers[pageId];
          if (!cached) return {};
          const users = cached.users.filter((candidate) => candidate.id !== user.id);
          return { sharedUsers: { ...state.sharedUsers, [pageId]: { ...cached, users } } };
        });
        void get().loadSharedUsers(pageId, { force: true });
      } catch (error) {
        const badPage = error instanceof ApiError && error.status === 400 && 'page_id' in error.fields;
        get().showError(badPage ? 'shareError.removeBadPageId' : 'shareError.removeFailed');
      } finally {
        mark(false);
      }
    },

    copyLink: async ({ pageId, locale, slug }) => {
      // A click on Copy link straight after choosing "Anyone with the link" copies the link that choice makes.
      await accessChanges.get(pageId);
      const access = get().access[pageId];
      const token = access?.anyone ? access.shareToken : null;
      const linkSlug = token ? `${slug}-${token}` : slug;
      try {
        await navigator.clipboard.writeText(`${window.location.origin}${memoPathOf(locale, linkSlug)}`);
      } catch {
        get().showError('shareError.copyFailed');
        return false;
      }
      void shareApi.recordLinkCopy(linkSlug).catch(() => undefined);
      return true;
    },

    showError: (error) => {
      clearTimeout(errorTimer);
      set({ error: typeof error === 'string' ? { key: error } : error });
      errorTimer = setTimeout(() => set({ error: null }), SHARE_ERROR_MS);
    },

    clearError: () => {
      clearTimeout(errorTimer);
      set({ error: null });
    },
  };
});
