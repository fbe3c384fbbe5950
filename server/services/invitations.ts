import { commentingPathOf, pagePathOf } from '../../contract/pagePaths';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isValidEmail } from '../../contract/sharing';
import type { AppDeps } from '../deps';
import { pageInvitations, users, type User } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { canChangeInvitation, canRemovePerson } from '../policies/memos';
import type { SummaryRow } from '../presenters/pages';
import { presentSharedUser } from '../presenters/sharing';
import { parsePageId } from './pages';
import { pageToShare, refuseViewerOfSitePage } from './sharing';
import { siteConfigOf } from './siteSettings';
import { enqueueMail } from '../mail/mailQueue';
import { notify } from './notifications';
import type { MailMessage } from '../mail/mailer';
import type { AuditChanges } from '../../contract/audit';
import { changesOf, recordAudit } from './auditLog';

const UID = /^[0-9a-f]{32}$/;
const HOUR = 3_600_000;
const NO_INVITATION = 'Invitation not found.';
const OWNER_STAYS = 'The owner of a page cannot be removed.';
const NO_ACCOUNT = 'Only colleagues with an account can be invited to comment on a site page.';

/** The account an invitation belongs to: its linked user, or the account that now has the invited address. */
const invitedAccount = or(
  eq(users.id, pageInvitations.userId),
  and(isNull(pageInvitations.userId), sql`lower(${users.email}) = lower(${pageInvitations.email})`),
);

const sharedColumns = {
  id: pageInvitations.id,
  pageId: pageInvitations.pageId,
  email: pageInvitations.email,
  permission: pageInvitations.permission,
  accountId: users.id,
  uid: users.uid,
  name: users.name,
  image: users.image,
};

function sharedRows(deps: AppDeps, condition: SQL | undefined) {
  return deps.database.db.select(sharedColumns).from(pageInvitations).leftJoin(users, invitedAccount).where(condition);
}

/** Owners are never listed: neither the page's owner nor rows with the owner permission. */
function listedOn(page: SummaryRow): SQL {
  return and(
    eq(pageInvitations.pageId, page.id),
    ne(pageInvitations.permission, 'owner'),
    page.ownerId ? or(isNull(users.id), ne(users.id, page.ownerId)) : undefined,
  )!;
}

async function sharedUsersOf(deps: AppDeps, page: SummaryRow) {
  const rows = await sharedRows(deps, listedOn(page)).orderBy(asc(pageInvitations.createdAt), asc(pageInvitations.id));
  return { data: rows.map(presentSharedUser), meta: { total: rows.length } };
}

/** GET /api/page-invitations?page_id=: the people with access, without owners. */
export async function listSharedUsers(deps: AppDeps, user: User, pageId: number) {
  return sharedUsersOf(deps, await pageToShare(deps, user, pageId, { invitations: true }));
}

interface Invitee {
  userId: number | null;
  email: string;
}

/** Each identifier is a uid or an email; an address without an account is kept by address and becomes that account's. */
async function inviteesOf(deps: AppDeps, identifiers: string[]): Promise<Invitee[]> {
  const wanted = [...new Set(identifiers.map((identifier) => (UID.test(identifier) ? identifier : identifier.toLowerCase())))];
  const neither = wanted.find((identifier) => !UID.test(identifier) && !isValidEmail(identifier));
  if (neither !== undefined) throw badRequest(`"${neither}" is neither a user nor an email address.`);
  const uids = wanted.filter((identifier) => UID.test(identifier));
  const emails = wanted.filter((identifier) => !UID.test(identifier));
  const accounts = await deps.database.db
    .select({ id: users.id, uid: users.uid, email: users.email })
    .from(users)
    .where(or(uids.length ? inArray(users.uid, uids) : undefined, emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined));
  return wanted.map((identifier) => {
    const account = accounts.find((candidate) => candidate.uid === identifier || candidate.email.toLowerCase() === identifier);
    if (account) return { userId: account.id, email: account.email };
    if (UID.test(identifier)) throw badRequest('One of the people to invite no longer has an account.');
    return { userId: null, email: identifier };
  });
}

export interface InviteInput {
  page_invitation: { page_id: number; message?: string | null };
  user_identifiers: string[];
  permission?: 'viewer' | 'commenter';
}

/**
 * Whether an address is the organisation's own: its domain is one of the site's (its settings), a `www.` taken off,
 * or under one.
 */
export function isOrganisationAddress(domains: string[], email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((host) => {
    const own = host.replace(/^www\./, '');
    return domain === own || domain.endsWith(`.${own}`);
  });
}

/**
 * The e-mail that tells an invitee about a memo: who shared it, their message, and the memo's address. To an address
 * outside the organisation it goes without the message (issue 29): our server never carries a person's own words to
 * strangers, so it cannot be used to send them anything but the invitation itself.
 */
export function invitationMail(deps: AppDeps, domains: string[], sender: User, page: SummaryRow, to: string, message: string): MailMessage {
  // A site page's Commenter (issue 35) opens its draft in the commenting view, never its public address.
  const memo = page.collection === 'memo';
  const link = `${deps.config.publicUrl}${memo ? pagePathOf(page) : commentingPathOf(page)}`;
  const note = message.trim() && isOrganisationAddress(domains, to) ? `\n\n${sender.name} wrote:\n${message.trim()}\n` : '';
  return {
    to,
    subject: memo ? `${sender.name} shared "${page.title}" with you` : `${sender.name} invited you to comment on "${page.title}"`,
    text: `${sender.name} (${sender.email}) invited you to ${memo ? 'read' : 'comment on the draft of'} "${page.title}".${note}\n\nOpen it here (sign in with this e-mail address): ${link}\n`,
  };
}

/**
 * POST /api/page-invitations: viewers only; inviting someone again, or the owner, changes nothing. Each person newly
 * invited gets an e-mail with the memo's address when a mail server is configured; `meta.emailed` says how many.
 */
export async function invite(deps: AppDeps, user: User, input: InviteInput) {
  const page = await pageToShare(deps, user, input.page_invitation.page_id, { invitations: true });
  const permission = input.permission ?? (page.collection === 'memo' ? 'viewer' : 'commenter');
  refuseViewerOfSitePage(page, permission);
  const invitees = (await inviteesOf(deps, input.user_identifiers)).filter((invitee) => invitee.userId !== page.ownerId);
  // A site page's draft is for colleagues signed in with their account: an address without one is not invited.
  if (page.collection !== 'memo' && invitees.some((invitee) => invitee.userId === null)) throw badRequest(NO_ACCOUNT);
  let emailed = 0;
  if (invitees.length) {
    const createdAt = deps.clock();
    const message = input.page_invitation.message ?? '';
    const { domains } = await siteConfigOf(deps);
    await deps.database.db.transaction(async (tx) => {
      // Counted under a lock of the sender's row, so invitations sent at once cannot pass the limit together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [{ sent }] = await tx
        .select({ sent: sql<number>`count(*)::int` })
        .from(pageInvitations)
        .where(and(eq(pageInvitations.invitedBy, user.id), gt(pageInvitations.createdAt, new Date(createdAt.getTime() - HOUR))));
      // Only people not invited to this page yet count: inviting someone again sends nothing.
      const already = await tx
        .select({ userId: pageInvitations.userId, email: pageInvitations.email })
        .from(pageInvitations)
        .where(eq(pageInvitations.pageId, page.id));
      const isNew = (invitee: Invitee) =>
        !already.some(
          (row) => (invitee.userId !== null && row.userId === invitee.userId) || row.email.toLowerCase() === invitee.email.toLowerCase(),
        );
      if (sent + invitees.filter(isNew).length > deps.config.invitationsPerHour) {
        throw new ApiError(429, `You can invite at most ${deps.config.invitationsPerHour} people an hour. Please try again later.`);
      }
      const added = await tx
        .insert(pageInvitations)
        .values(
          invitees.map((invitee) => ({
            ...invitee,
            pageId: page.id,
            permission,
            message,
            invitedBy: user.id,
            createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ email: pageInvitations.email, userId: pageInvitations.userId });
      // Those with an account see it in their notification centre too (issue 33).
      await notify(
        tx,
        added.map((row) => row.userId),
        { kind: 'shared', pageId: page.id, actorId: user.id, note: message },
        createdAt,
      );
      for (const { email } of added)
        if (await enqueueMail(deps, tx, invitationMail(deps, domains, user, page, email, message), createdAt)) emailed++;
      // One entry for the call, naming the addresses newly invited (the message stays out: it is the sender's words).
      if (added.length)
        await recordAudit(tx, deps, {
          action: 'page.invite',
          actor: user,
          page,
          changes: { invited: { from: null, to: added.map((row) => row.email) } },
        });
    });
  }
  const shared = await sharedUsersOf(deps, page);
  return { ...shared, meta: { ...shared.meta, emailed, email_configured: Boolean(deps.mailer) } };
}

/** An invitation's person in an audit entry: their account, or the address invited when it has none yet. */
function invitee(row: { accountId: number | null; name: string | null; email: string }, changes: AuditChanges | null = null) {
  if (row.accountId !== null && row.name !== null) return { person: { id: row.accountId, name: row.name }, changes };
  return { person: null, changes: { ...changes, email: { from: null, to: row.email } } };
}

async function invitationOn(deps: AppDeps, page: SummaryRow, idText: string) {
  const id = parsePageId(idText);
  const [row] = id ? await sharedRows(deps, and(eq(pageInvitations.id, id), eq(pageInvitations.pageId, page.id))).limit(1) : [];
  if (!row) throw notFound(NO_INVITATION);
  if (!canChangeInvitation(page, row)) throw forbidden(OWNER_STAYS);
  return row;
}

/** DELETE /api/page-invitations/{id}?page_id=&user_uid=: the invitation must belong to that page (and that person). */
export async function removeInvitation(deps: AppDeps, user: User, idText: string, query: { page_id: number; user_uid?: string }) {
  const page = await pageToShare(deps, user, query.page_id, { invitations: true });
  if (query.user_uid && !canRemovePerson(page, query.user_uid)) throw forbidden(OWNER_STAYS);
  const row = await invitationOn(deps, page, idText);
  if (query.user_uid && row.uid !== query.user_uid) throw notFound(NO_INVITATION);
  await deps.database.db.transaction(async (tx) => {
    const gone = await tx
      .delete(pageInvitations)
      .where(and(eq(pageInvitations.id, row.id), eq(pageInvitations.pageId, page.id)))
      .returning({ id: pageInvitations.id });
    if (gone.length) await recordAudit(tx, deps, { action: 'page.invitation_remove', actor: user, page, ...invitee(row) });
  });
}

/** PUT /api/page-invitations/{id} {permission}: `id` is the invitation id the list gives; `?page_id=` pins its page. */
export async function updatePermission(
  deps: AppDeps,
  user: User,
  idText: string,
  pageId: number | undefined,
  permission: 'viewer' | 'commenter',
) {
  let pageOfInvitation = pageId;
  if (pageOfInvitation === undefined) {
    const id = parsePageId(idText);
    const [row] = id
      ? await deps.database.db.select({ pageId: pageInvitations.pageId }).from(pageInvitations).where(eq(pageInvitations.id, id))
      : [];
    if (!row) throw notFound(NO_INVITATION);
    pageOfInvitation = row.pageId;
  }
  const page = await pageToShare(deps, user, pageOfInvitation, { invitations: true });
  refuseViewerOfSitePage(page, permission);
  const row = await invitationOn(deps, page, idText);
  await deps.database.db.transaction(async (tx) => {
    await tx.update(pageInvitations).set({ permission }).where(eq(pageInvitations.id, row.id));
    await recordAudit(tx, deps, {
      action: 'page.invitation_change',
      actor: user,
      page,
      ...invitee(row, changesOf({ permission: row.permission }, { permission })),
    });
  });
  return presentSharedUser({ ...row, permission });
}
