import { describe, expect, it } from 'vitest';
import type { User } from '../db/schema';
import { canEditProgramme, canEditSectionPage } from './events';
import { canDeleteMedia, canManageMedia } from './media';
import { canChangeInvitation, canFavouriteMemo, canReadTrashedMemo, canRemovePerson } from './memos';
import { canChangePage, canCreatePage, canEditPage, canPublishPage, canReadSitePage, pageGrantOf, type Actor, type MemoGrant, type MemoState } from './pages';
import { canReadThroughPreview } from './previews';

/**
 * Who may do what, as one literal table of role x action x state: each row is a test of its own, so a changed rule
 * fails on exactly the rows it changes. The roles are those of the access matrix (accessMatrix.api.test.ts), which
 * checks that the routes ask these rules: signed out, a staff member, an editor, and the editor who owns the page or
 * image. Sharing with the caller, and a share link they came with, are part of the state.
 */

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
});
const OWNER = person(1, 'editor');
/**
 * Issue 32's roles: an administrator, an author and a contributor who do not own the page, and the owner (person 1)
 * as an author, a contributor, or a staff reader (an editor demoted after writing).
 */
const CALLERS = {
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
type Role = keyof typeof CALLERS;
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

const site = (change: Partial<PageFixture> = {}): PageFixture => ({ collection: 'events', ownerId: OWNER.id, published: false, trashedAt: null, isPublic: false, publishAt: null, ...change });
const memo = (change: Partial<PageFixture> = {}) => site({ collection: 'memo', ...change });
const published = { published: true };
const trashed = { published: true, trashedAt: NOW };
const linkPublic = { isPublic: true };
const shared = { invited: true, viaLink: false };
const byLink = { invited: false, viaLink: true };
const viewer = (accountId: number | null) => ({ permission: 'viewer' as const, accountId });

const STATES: Record<string, State> = {
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

function given<K extends keyof State>(state: State, key: K): NonNullable<State[K]> {
  if (state[key] === undefined) throw new Error(`This state has no ${key}.`);
  return state[key]!;
}
/** The server is a caller only of tree changes; every other rule is asked about people. */
function user(caller: Caller): User | null {
  if (caller === 'server') throw new Error('The server asks only about tree changes.');
  return caller;
}
function actor(caller: Caller): Actor {
  if (caller === null) throw new Error('Signed-out callers change no tree.');
  return caller;
}
const grantOf = (state: State): MemoGrant => state.grant ?? { invited: false, viaLink: false };

const ACTIONS: Record<string, (caller: Caller, state: State) => boolean> = {
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

const TABLE: Array<[Role, string, string, boolean]> = [
  ['signed out', 'read', 'site draft', false],
  ['staff', 'read', 'site draft', false],
  ['editor', 'read', 'site draft', true],
  ['owner', 'read', 'site draft', true],
  ['signed out', 'read', 'site scheduled to publish', false],
  ['staff', 'read', 'site scheduled to publish', false],
  ['editor', 'read', 'site scheduled to publish', true],
  ['owner', 'read', 'site scheduled to publish', true],
  ['signed out', 'read', 'site published', true],
  ['staff', 'read', 'site published', true],
  ['editor', 'read', 'site published', true],
  ['owner', 'read', 'site published', true],
  ['signed out', 'read', 'site trashed', false],
  ['staff', 'read', 'site trashed', false],
  ['editor', 'read', 'site trashed', true],
  ['owner', 'read', 'site trashed', true],
  ['signed out', 'read', 'memo draft', false],
  ['staff', 'read', 'memo draft', false],
  ['editor', 'read', 'memo draft', false],
  ['owner', 'read', 'memo draft', true],
  ['signed out', 'read', 'memo scheduled to publish', false],
  ['staff', 'read', 'memo scheduled to publish', false],
  ['editor', 'read', 'memo scheduled to publish', false],
  ['owner', 'read', 'memo scheduled to publish', true],
  ['signed out', 'read', 'memo published', false],
  ['staff', 'read', 'memo published', false],
  ['editor', 'read', 'memo published', false],
  ['owner', 'read', 'memo published', true],
  ['signed out', 'read', 'memo trashed', false],
  ['staff', 'read', 'memo trashed', false],
  ['editor', 'read', 'memo trashed', false],
  ['owner', 'read', 'memo trashed', true],
  ['signed out', 'read', 'memo draft shared with the caller', false],
  ['staff', 'read', 'memo draft shared with the caller', true],
  ['editor', 'read', 'memo draft shared with the caller', true],
  ['owner', 'read', 'memo draft shared with the caller', true],
  ['signed out', 'read', 'memo published shared with the caller', false],
  ['staff', 'read', 'memo published shared with the caller', true],
  ['editor', 'read', 'memo published shared with the caller', true],
  ['owner', 'read', 'memo published shared with the caller', true],
  ['signed out', 'read', 'memo trashed shared with the caller', false],
  ['staff', 'read', 'memo trashed shared with the caller', false],
  ['editor', 'read', 'memo trashed shared with the caller', false],
  ['owner', 'read', 'memo trashed shared with the caller', true],
  ['signed out', 'read', 'memo anyone-with-link, by its link', true],
  ['staff', 'read', 'memo anyone-with-link, by its link', true],
  ['editor', 'read', 'memo anyone-with-link, by its link', true],
  ['owner', 'read', 'memo anyone-with-link, by its link', true],
  ['signed out', 'read', 'memo anyone-with-link, without its link', false],
  ['staff', 'read', 'memo anyone-with-link, without its link', false],
  ['editor', 'read', 'memo anyone-with-link, without its link', false],
  ['owner', 'read', 'memo anyone-with-link, without its link', true],
  ['signed out', 'read', 'memo anyone-with-link draft, by its link', false],
  ['staff', 'read', 'memo anyone-with-link draft, by its link', false],
  ['editor', 'read', 'memo anyone-with-link draft, by its link', false],
  ['owner', 'read', 'memo anyone-with-link draft, by its link', true],
  ['signed out', 'read', 'memo anyone-with-link trashed, by its link', false],
  ['staff', 'read', 'memo anyone-with-link trashed, by its link', false],
  ['editor', 'read', 'memo anyone-with-link trashed, by its link', false],
  ['owner', 'read', 'memo anyone-with-link trashed, by its link', true],
  ['signed out', 'edit', 'site draft', false],
  ['staff', 'edit', 'site draft', false],
  ['editor', 'edit', 'site draft', true],
  ['owner', 'edit', 'site draft', true],
  ['signed out', 'edit', 'site published', false],
  ['staff', 'edit', 'site published', false],
  ['editor', 'edit', 'site published', true],
  ['owner', 'edit', 'site published', true],
  ['signed out', 'edit', 'site trashed', false],
  ['staff', 'edit', 'site trashed', false],
  ['editor', 'edit', 'site trashed', true],
  ['owner', 'edit', 'site trashed', true],
  ['signed out', 'edit', 'memo draft', false],
  ['staff', 'edit', 'memo draft', false],
  ['editor', 'edit', 'memo draft', false],
  ['owner', 'edit', 'memo draft', true],
  ['signed out', 'edit', 'memo published', false],
  ['staff', 'edit', 'memo published', false],
  ['editor', 'edit', 'memo published', false],
  ['owner', 'edit', 'memo published', true],
  ['signed out', 'edit', 'memo trashed', false],
  ['staff', 'edit', 'memo trashed', false],
  ['editor', 'edit', 'memo trashed', false],
  ['owner', 'edit', 'memo trashed', true],
  ['signed out', 'edit', 'memo draft shared with the caller', false],
  ['staff', 'edit', 'memo draft shared with the caller', false],
  ['editor', 'edit', 'memo draft shared with the caller', false],
  ['owner', 'edit', 'memo draft shared with the caller', true],
  ['signed out', 'edit', 'memo anyone-with-link, by its link', false],
  ['staff', 'edit', 'memo anyone-with-link, by its link', false],
  ['editor', 'edit', 'memo anyone-with-link, by its link', false],
  ['owner', 'edit', 'memo anyone-with-link, by its link', true],
  ['signed out', 'edit', 'memo anyone-with-link trashed, by its link', false],
  ['staff', 'edit', 'memo anyone-with-link trashed, by its link', false],
  ['editor', 'edit', 'memo anyone-with-link trashed, by its link', false],
  ['owner', 'edit', 'memo anyone-with-link trashed, by its link', true],
  ['signed out', 'read on the reader site', 'memo draft shared with the caller', false],
  ['staff', 'read on the reader site', 'memo draft shared with the caller', false],
  ['editor', 'read on the reader site', 'memo draft shared with the caller', false],
  ['owner', 'read on the reader site', 'memo draft shared with the caller', true],
  ['signed out', 'read on the reader site', 'memo anyone-with-link, by its link', false],
  ['staff', 'read on the reader site', 'memo anyone-with-link, by its link', false],
  ['editor', 'read on the reader site', 'memo anyone-with-link, by its link', false],
  ['owner', 'read on the reader site', 'memo anyone-with-link, by its link', true],
  ['signed out', 'read on the reader site', 'site published', true],
  ['staff', 'read on the reader site', 'site published', true],
  ['editor', 'read on the reader site', 'site published', true],
  ['owner', 'read on the reader site', 'site published', true],
  ['signed out', 'favourite', 'site published', false],
  ['staff', 'favourite', 'site published', false],
  ['editor', 'favourite', 'site published', false],
  ['owner', 'favourite', 'site published', false],
  ['signed out', 'favourite', 'memo draft', false],
  ['staff', 'favourite', 'memo draft', false],
  ['editor', 'favourite', 'memo draft', false],
  ['owner', 'favourite', 'memo draft', true],
  ['signed out', 'favourite', 'memo trashed', false],
  ['staff', 'favourite', 'memo trashed', false],
  ['editor', 'favourite', 'memo trashed', false],
  ['owner', 'favourite', 'memo trashed', true],
  ['signed out', 'favourite', 'memo draft shared with the caller', false],
  ['staff', 'favourite', 'memo draft shared with the caller', true],
  ['editor', 'favourite', 'memo draft shared with the caller', true],
  ['owner', 'favourite', 'memo draft shared with the caller', true],
  ['signed out', 'favourite', 'memo trashed shared with the caller', false],
  ['staff', 'favourite', 'memo trashed shared with the caller', false],
  ['editor', 'favourite', 'memo trashed shared with the caller', false],
  ['owner', 'favourite', 'memo trashed shared with the caller', true],
  ['signed out', 'favourite', 'memo anyone-with-link, by its link', false],
  ['staff', 'favourite', 'memo anyone-with-link, by its link', false],
  ['editor', 'favourite', 'memo anyone-with-link, by its link', false],
  ['owner', 'favourite', 'memo anyone-with-link, by its link', true],
  ['signed out', 'open the trash view', 'memo trashed', false],
  ['staff', 'open the trash view', 'memo trashed', false],
  ['editor', 'open the trash view', 'memo trashed', false],
  ['owner', 'open the trash view', 'memo trashed', true],
  ['signed out', 'open the trash view', 'memo published', false],
  ['staff', 'open the trash view', 'memo published', false],
  ['editor', 'open the trash view', 'memo published', false],
  ['owner', 'open the trash view', 'memo published', false],
  ['signed out', 'open the trash view', 'site trashed', false],
  ['staff', 'open the trash view', 'site trashed', false],
  ['editor', 'open the trash view', 'site trashed', false],
  ['owner', 'open the trash view', 'site trashed', false],
  ['signed out', 'create a page', '-', false],
  ['staff', 'create a page', '-', false],
  ['editor', 'create a page', '-', true],
  ['owner', 'create a page', '-', true],
  ['staff', 'change in a tree', 'site draft', false],
  ['editor', 'change in a tree', 'site draft', true],
  ['owner', 'change in a tree', 'site draft', true],
  ['the server', 'change in a tree', 'site draft', true],
  ['staff', 'change in a tree', 'memo draft', false],
  ['editor', 'change in a tree', 'memo draft', false],
  ['owner', 'change in a tree', 'memo draft', true],
  ['the server', 'change in a tree', 'memo draft', true],
  ['staff', 'change in a tree', 'memo draft shared with the caller', false],
  ['editor', 'change in a tree', 'memo draft shared with the caller', false],
  ['owner', 'change in a tree', 'memo draft shared with the caller', true],
  ['the server', 'change in a tree', 'memo draft shared with the caller', true],
  ['signed out', 'change the programme', 'site draft', false],
  ['staff', 'change the programme', 'site draft', false],
  ['editor', 'change the programme', 'site draft', true],
  ['owner', 'change the programme', 'site draft', true],
  ['signed out', 'change the programme', 'site published', false],
  ['staff', 'change the programme', 'site published', false],
  ['editor', 'change the programme', 'site published', true],
  ['owner', 'change the programme', 'site published', true],
  ['signed out', 'change the programme', 'site trashed', false],
  ['staff', 'change the programme', 'site trashed', false],
  ['editor', 'change the programme', 'site trashed', true],
  ['owner', 'change the programme', 'site trashed', true],
  ['signed out', 'change a section page', '-', false],
  ['staff', 'change a section page', '-', false],
  ['editor', 'change a section page', '-', true],
  ['owner', 'change a section page', '-', true],
  ['signed out', 'upload media', '-', false],
  ['staff', 'upload media', '-', false],
  ['editor', 'upload media', '-', true],
  ['owner', 'upload media', '-', true],
  ['signed out', 'delete the image', 'image uploaded by the owner', false],
  ['staff', 'delete the image', 'image uploaded by the owner', false],
  ['editor', 'delete the image', 'image uploaded by the owner', false],
  ['owner', 'delete the image', 'image uploaded by the owner', true],
  ['signed out', 'delete the image', 'image whose uploader left', false],
  ['staff', 'delete the image', 'image whose uploader left', false],
  ['editor', 'delete the image', 'image whose uploader left', false],
  ['owner', 'delete the image', 'image whose uploader left', false],
  ['owner', 'change the invitation', 'a viewer invitation', true],
  ['owner', 'change the invitation', 'a viewer invitation by address', true],
  ['owner', 'change the invitation', "the owner's own invitation", false],
  ['owner', 'change the invitation', 'an invitation with the owner permission', false],
  ['owner', 'change the invitation', 'a viewer invitation on a memo whose owner left', true],
  ['owner', 'remove the person', 'a viewer named by uid', true],
  ['owner', 'remove the person', 'the owner named by uid', false],
  ['signed out', 'read through the preview link', 'an open link to a draft', true],
  ['signed out', 'read through the preview link', 'an open link to a published page', true],
  ['signed out', 'read through the preview link', 'an open link to a trashed page', false],
  ['signed out', 'read through the preview link', 'a revoked link', false],
  ['signed out', 'read through the preview link', 'a link at the instant it expires', false],
  ['signed out', 'read through the preview link', 'an expired link', false],
  // Issue 32: administrators as editors; authors their own pages, published or not; contributors their own drafts,
  // never publishing; nobody else's site page; staff readers edit nothing, even what they once wrote.
  ['administrator', 'read', 'site draft', true],
  ['administrator', 'edit', 'site published', true],
  ['administrator', 'publish, schedule or unpublish', 'site draft', true],
  ['administrator', 'edit', 'memo draft', false],
  ['administrator', 'create a page', '-', true],
  ['administrator', 'change a section page', '-', true],
  ['signed out', 'publish, schedule or unpublish', 'site draft', false],
  ['staff', 'publish, schedule or unpublish', 'site draft', false],
  ['editor', 'publish, schedule or unpublish', 'site draft', true],
  ['editor', 'publish, schedule or unpublish', 'site published', true],
  ['editor', 'publish, schedule or unpublish', 'memo draft', false],
  ['owner', 'publish, schedule or unpublish', 'memo draft', true],
  ['author', 'read', 'site draft', false],
  ['author', 'read', 'site published', true],
  ['author', 'edit', 'site draft', false],
  ['author', 'edit', 'site published', false],
  ['author', 'publish, schedule or unpublish', 'site draft', false],
  ['author', 'change the programme', 'site published', false],
  ['author', 'change in a tree', 'site draft', false],
  ['author', 'create a page', '-', true],
  ['author', 'upload media', '-', true],
  ['author', 'change a section page', '-', false],
  ['author', 'read', 'memo draft', false],
  ['author', 'read', 'memo draft shared with the caller', true],
  ['author', 'read', 'memo anyone-with-link, by its link', true],
  ['owning author', 'read', 'site draft', true],
  ['owning author', 'edit', 'site draft', true],
  ['owning author', 'edit', 'site published', true],
  ['owning author', 'edit', 'site trashed', true],
  ['owning author', 'publish, schedule or unpublish', 'site draft', true],
  ['owning author', 'publish, schedule or unpublish', 'site published', true],
  ['owning author', 'change the programme', 'site published', true],
  ['owning author', 'change in a tree', 'site draft', true],
  ['owning author', 'edit', 'memo draft', true],
  ['owning author', 'publish, schedule or unpublish', 'memo draft', true],
  ['owning author', 'delete the image', 'image uploaded by the owner', true],
  ['contributor', 'read', 'site draft', false],
  ['contributor', 'edit', 'site draft', false],
  ['contributor', 'publish, schedule or unpublish', 'site draft', false],
  ['contributor', 'create a page', '-', true],
  ['contributor', 'upload media', '-', true],
  ['contributor', 'change a section page', '-', false],
  ['contributor', 'read', 'memo draft shared with the caller', true],
  ['contributor', 'favourite', 'memo draft shared with the caller', true],
  ['contributor', 'edit', 'memo draft shared with the caller', false],
  ['contributor', 'read', 'memo anyone-with-link, by its link', true],
  ['owning contributor', 'read', 'site draft', true],
  ['owning contributor', 'edit', 'site draft', true],
  ['owning contributor', 'edit', 'site scheduled to publish', true],
  ['owning contributor', 'change in a tree', 'site draft', true],
  ['owning contributor', 'publish, schedule or unpublish', 'site draft', false],
  ['owning contributor', 'read', 'site published', true],
  ['owning contributor', 'edit', 'site published', false],
  ['owning contributor', 'change in a tree', 'site published', false],
  ['owning contributor', 'change the programme', 'site published', false],
  ['owning contributor', 'publish, schedule or unpublish', 'site published', false],
  ['owning contributor', 'edit', 'memo draft', true],
  ['owning contributor', 'publish, schedule or unpublish', 'memo draft', true],
  ['owning contributor', 'open the trash view', 'memo trashed', true],
  ['owning contributor', 'delete the image', 'image uploaded by the owner', true],
  ['owning staff reader', 'edit', 'site draft', false],
  ['owning staff reader', 'edit', 'memo draft', false],
  ['owning staff reader', 'publish, schedule or unpublish', 'site draft', false],
  ['owning staff reader', 'delete the image', 'image uploaded by the owner', false],
];

/** How a memo is read, which the memo's answer reports: owner before invitee before link; site pages have none. */
const ACCESS_TABLE: Array<[Role, string, 'owner' | 'invitee' | 'link' | null]> = [
  ['owner', 'memo draft', 'owner'],
  ['owner', 'memo anyone-with-link, by its link', 'owner'],
  ['staff', 'memo draft shared with the caller', 'invitee'],
  ['editor', 'memo published shared with the caller', 'invitee'],
  ['staff', 'memo anyone-with-link, by its link', 'link'],
  ['signed out', 'memo anyone-with-link, by its link', 'link'],
  ['staff', 'memo draft', null],
  ['editor', 'site published', null],
  ['owning contributor', 'memo draft', 'owner'],
  ['contributor', 'memo draft shared with the caller', 'invitee'],
  ['author', 'memo anyone-with-link, by its link', 'link'],
];

describe('policies: role x action x state', () => {
  it.each(TABLE)('%s: %s, %s -> %s', (role, action, state, expected) => {
    expect(ACTIONS[action](CALLERS[role], STATES[state])).toBe(expected);
  });

  it.each(ACCESS_TABLE)('%s reads a %s as %s', (role, state, expected) => {
    expect(pageGrantOf(user(CALLERS[role]), given(STATES[state], 'page'), grantOf(STATES[state])).access).toBe(expected);
  });
});
