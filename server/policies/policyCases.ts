/**
 * The callers, states and actions of the policies' table (policies.test.ts): who asks, about what, and which rule
 * answers. Split from the table so each stays short; nothing here is a test.
 */
import type { User } from '../db/schema';
import { canEditProgramme, canEditSectionPage } from './events';
import { canDeleteMedia, canManageMedia } from './media';
import { canChangeInvitation, canFavouriteMemo, canReadTrashedMemo, canRemovePerson } from './memos';
import {
  canChangePage,
  canCreatePage,
  canEditPage,
  canPublishPage,
  canReadSitePage,
  pageGrantOf,
  type Actor,
  type MemoGrant,
  type MemoState,
} from './pages';
import { canReadThroughPreview } from './previews';

const NOW = new Date('2026-05-04T09:00:00Z');
const LATER = new Date('2026-05-05T09:00:00Z');

const person = (id: number, role: User['role']): User => ({
  id,
  uid: `${id}`.padStart(32, '0'),
  email: `person${id}@example.org`,
  name: `Person ${id}`,
  role,
  passwordHash: '',
  image: null,
  createdAt: NOW,
  deactivatedAt: null,
  lastSignInAt: null,
  invitedAt: null,
  oidcIssuer: null,
  oidcSubject: null,
});
export const OWNER = person(1, 'editor');
/**
 * Issue 32's roles: an administrator, an author and a contributor who do not own the page, and the owner (person 1)
 * as an author, a contributor, or a staff reader (an editor demoted after writing).
 */
export const CALLERS = {
  'signed out': null,
  staff: person(2, 'staff'),
  editor: person(3, 'editor'),
  owner: OWNER,
  'the server': 'server',
  administrator: person(4, 'admin'),
  author: person(5, 'author'),
  contributor: person(6, 'contributor'),
  'owning author': person(OWNER.id, 'author'),
  'owning contributor': person(OWNER.id, 'contributor'),
  'owning staff reader': person(OWNER.id, 'staff'),
} as const;
export type Role = keyof typeof CALLERS;
type Caller = User | null | 'server';

type PageFixture = MemoState & { publishAt: Date | null };
interface State {
  page?: PageFixture;
  grant?: MemoGrant;
  image?: { ownerId: number | null };
  invitation?: { permission: 'viewer' | 'owner'; accountId: number | null };
  personUid?: string;
  preview?: { revokedAt: Date | null; expiresAt: Date };
}

const site = (change: Partial<PageFixture> = {}): PageFixture => ({
  collection: 'events',
  ownerId: OWNER.id,
  published: false,
  trashedAt: null,
  isPublic: false,
  publishAt: null,
  ...change,
});
const memo = (change: Partial<PageFixture> = {}) => site({ collection: 'memo', ...change });
const published = { published: true };
const trashed = { published: true, trashedAt: NOW };
const linkPublic = { isPublic: true };
const shared = { invited: true, viaLink: false };
const byLink = { invited: false, viaLink: true };
const viewer = (accountId: number | null) => ({ permission: 'viewer' as const, accountId });

export const STATES: Record<string, State> = {
  '-': {},
  'site draft': { page: site() },
  'site scheduled to publish': { page: site({ publishAt: LATER }) },
  'site published': { page: site(published) },
  'site trashed': { page: site(trashed) },
  'memo draft': { page: memo() },
  'memo scheduled to publish': { page: memo({ publishAt: LATER }) },
  'memo published': { page: memo(published) },
  'memo trashed': { page: memo(trashed) },
  'memo draft shared with the caller': { page: memo(), grant: shared },
  'memo published shared with the caller': { page: memo(published), grant: shared },
  'memo trashed shared with the caller': { page: memo(trashed), grant: shared },
  'memo anyone-with-link, by its link': { page: memo({ ...published, ...linkPublic }), grant: byLink },
  'memo anyone-with-link, without its link': { page: memo({ ...published, ...linkPublic }) },
  'memo anyone-with-link draft, by its link': { page: memo(linkPublic), grant: byLink },
  'memo anyone-with-link trashed, by its link': { page: memo({ ...trashed, ...linkPublic }), grant: byLink },
  'image uploaded by the owner': { image: { ownerId: OWNER.id } },
  'image whose uploader left': { image: { ownerId: null } },
  'a viewer invitation': { page: memo(), invitation: viewer(2) },
  'a viewer invitation by address': { page: memo(), invitation: viewer(null) },
  "the owner's own invitation": { page: memo(), invitation: viewer(OWNER.id) },
  'an invitation with the owner permission': { page: memo(), invitation: { permission: 'owner', accountId: 3 } },
  'a viewer invitation on a memo whose owner left': { page: memo({ ownerId: null }), invitation: viewer(2) },
  'a viewer named by uid': { personUid: CALLERS.staff.uid },
  'the owner named by uid': { personUid: OWNER.uid },
  'an open link to a draft': { page: site(), preview: { revokedAt: null, expiresAt: LATER } },
  'an open link to a published page': { page: site(published), preview: { revokedAt: null, expiresAt: LATER } },
  'an open link to a trashed page': { page: site(trashed), preview: { revokedAt: null, expiresAt: LATER } },
  'a revoked link': { page: site(), preview: { revokedAt: NOW, expiresAt: LATER } },
  'a link at the instant it expires': { page: site(), preview: { revokedAt: null, expiresAt: NOW } },
  'an expired link': { page: site(), preview: { revokedAt: null, expiresAt: new Date(NOW.getTime() - 1) } },
};

export function given<K extends keyof State>(state: State, key: K): NonNullable<State[K]> {
  if (state[key] === undefined) throw new Error(`This state has no ${key}.`);
  return state[key]!;
}
/** The server is a caller only of tree changes; every other rule is asked about people. */
export function user(caller: Caller): User | null {
  if (caller === 'server') throw new Error('The server asks only about tree changes.');
  return caller;
}
function actor(caller: Caller): Actor {
  if (caller === null) throw new Error('Signed-out callers change no tree.');
  return caller;
}
export const grantOf = (state: State): MemoGrant => state.grant ?? { invited: false, viaLink: false };

export const ACTIONS: Record<string, (caller: Caller, state: State) => boolean> = {
  read: (caller, state) => pageGrantOf(user(caller), given(state, 'page'), grantOf(state)).read,
  edit: (caller, state) => canEditPage(user(caller), given(state, 'page')),
  'read on the reader site': (caller, state) => canReadSitePage(user(caller), given(state, 'page')),
  favourite: (caller, state) => canFavouriteMemo(user(caller), given(state, 'page'), grantOf(state)),
  'open the trash view': (caller, state) => canReadTrashedMemo(user(caller), given(state, 'page')),
  'publish, schedule or unpublish': (caller, state) => canPublishPage(user(caller), given(state, 'page')),
  'create a page': (caller) => canCreatePage(user(caller)),
  'change in a tree': (caller, state) => canChangePage(actor(caller), given(state, 'page')),
  'change the programme': (caller, state) => canEditProgramme(user(caller), given(state, 'page')),
  'change a section page': (caller) => canEditSectionPage(user(caller)),
  'upload media': (caller) => canManageMedia(user(caller)),
  'delete the image': (caller, state) => canDeleteMedia(user(caller), given(state, 'image')),
  'change the invitation': (_caller, state) => canChangeInvitation(given(state, 'page'), given(state, 'invitation')),
  'remove the person': (_caller, state) => canRemovePerson({ ownerUid: OWNER.uid }, given(state, 'personUid')),
  'read through the preview link': (_caller, state) => canReadThroughPreview(given(state, 'preview'), given(state, 'page'), NOW),
};
