import { recordAudit } from './auditLog';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ChangeRoleBody, InvitePersonBody, PersonResource, SetPasswordLink } from '../../contract/people';
import type { Locale, Role } from '../../contract/resources';
import type { AppDeps } from '../deps';
import type { Db } from '../db/database';
import { siteConfigOf } from './siteSettings';
import { passwordResets, sessions, users, type User } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { enqueueMail } from '../mail/mailQueue';
import { newPasswordLink } from './passwordReset';
import { forgetDevices } from './signInDevices';
import { randomUid } from './tokens';

/**
 * The People screen's calls (issue 32), made by administrators only (the routes ask canAdminister first). People are
 * named by uid. Nobody deactivates or demotes the last active administrator: the check and the change are one
 * transaction that first locks the active administrators' rows, so two administrators demoting each other at once
 * cannot both succeed.
 */

const DAY = 86_400_000;
/** An invitation's link is open seven days; an administrator's reset, like a person's own, an hour. */
export const INVITATION_DAYS = 7;
const RESET_MS = 3_600_000;
/** What an invited person's password hash holds until they choose one: no password verifies against it. */
const NO_PASSWORD = 'invited';
export const LAST_ADMINISTRATOR = 'This is the last active administrator: make someone else an administrator first.';

export function presentPerson(user: User): PersonResource {
  const status = user.deactivatedAt ? 'deactivated' : user.invitedAt ? 'invited' : 'active';
  return {
    id: user.uid,
    type: 'person',
    attributes: {
      uid: user.uid,
      name: user.name,
      email: user.email,
      role: user.role,
      status,
      last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    },
  };
}

/** GET /api/admin/people: everyone with an account, by name. */
export async function listPeople(deps: AppDeps) {
  const rows = await deps.database.db.select().from(users).orderBy(asc(users.name), asc(users.id));
  return { data: rows.map(presentPerson), meta: { total: rows.length } };
}

async function personByUid(db: Db, uid: string): Promise<User> {
  const [user] = /^[0-9a-f]{32}$/.test(uid) ? await db.select().from(users).where(eq(users.uid, uid)).limit(1) : [];
  if (!user) throw notFound('This person does not exist.');
  return user;
}

/** Locks the active administrators' rows and refuses when `uid` is the only one. */
async function refuseLastAdministrator(tx: Db, uid: string) {
  const active = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
    .for('update');
  if (active.length === 1 && active[0].uid === uid) throw conflict(LAST_ADMINISTRATOR);
}

/** Ends every session of the person at once, and forgets the browsers trusted for them and their open links. */
async function endEverySession(tx: Db, userId: number, now: Date) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await forgetDevices(tx, [userId]);
}

/** The link, by e-mail when the server sends mail, else in the answer for the administrator to pass on. */
async function deliver(
  deps: AppDeps,
  tx: Db,
  user: User,
  link: string,
  mail: { subject: string; text: string },
  now: Date,
): Promise<SetPasswordLink> {
  const sent = await enqueueMail(deps, tx, { to: user.email, subject: mail.subject, text: mail.text }, now);
  return { sent, link: sent ? null : link };
}

/** POST /api/admin/people: an account without a password, and a link valid seven days to choose one. */
export async function invitePerson(deps: AppDeps, admin: User, body: InvitePersonBody) {
  const now = deps.clock();
  const { name, email, role } = body.person;
  return deps.database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (existing) throw conflict('Someone with this email address already has an account.');
    const [user] = await tx
      .insert(users)
      .values({ uid: randomUid(), email, name, role, passwordHash: NO_PASSWORD, createdAt: now, invitedAt: now })
      .returning();
    const link = await newPasswordLink(deps, tx, user.id, body.locale, now, INVITATION_DAYS * DAY);
    const site = (await siteConfigOf(deps, tx)).siteName.en;
    await recordAudit(tx, deps, { action: 'person.invite', actor: admin, person: user, changes: { role: { from: null, to: role } } });
    const delivery = await deliver(
      deps,
      tx,
      user,
      link,
      {
        subject: `You are invited to ${site}`,
        text: `${admin.name} invited you to ${site} as ${roleName(role)}.\n\nTo choose your password and sign in, open this link within ${INVITATION_DAYS} days:\n${link}\n\nYour email address is ${user.email}.\n`,
      },
      now,
    );
    return { data: presentPerson(user), meta: delivery };
  });
}

const ROLE_NAMES: Record<Role, string> = {
  admin: 'an administrator',
  editor: 'an editor',
  author: 'an author',
  contributor: 'a contributor',
  staff: 'a staff reader',
};
const roleName = (role: Role) => ROLE_NAMES[role];

/** PUT /api/admin/people/{uid}/role */
export async function changeRole(deps: AppDeps, admin: User, uid: string, body: ChangeRoleBody) {
  return deps.database.db.transaction(async (tx) => {
    const person = await personByUid(tx, uid);
    if (person.role === 'admin' && body.role !== 'admin') await refuseLastAdministrator(tx, person.uid);
    const [changed] = await tx.update(users).set({ role: body.role }).where(eq(users.id, person.id)).returning();
    if (person.role !== body.role)
      await recordAudit(tx, deps, { action: 'person.role', actor: admin, person, changes: { role: { from: person.role, to: body.role } } });
    return { data: presentPerson(changed) };
  });
}

/** PUT /api/admin/people/{uid}/deactivate: their next request is refused; their pages and revisions stay theirs. */
export async function deactivatePerson(deps: AppDeps, admin: User, uid: string) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const person = await personByUid(tx, uid);
    if (person.id === admin.id) throw badRequest('You cannot deactivate yourself.');
    if (person.role === 'admin') await refuseLastAdministrator(tx, person.uid);
    const [changed] = await tx
      .update(users)
      .set({ deactivatedAt: person.deactivatedAt ?? now })
      .where(eq(users.id, person.id))
      .returning();
    await endEverySession(tx, person.id, now);
    if (!person.deactivatedAt) await recordAudit(tx, deps, { action: 'person.deactivate', actor: admin, person });
    return { data: presentPerson(changed) };
  });
}

/** PUT /api/admin/people/{uid}/reactivate: they sign in again with their password (or ask for a reset). */
export async function reactivatePerson(deps: AppDeps, admin: User, uid: string) {
  return deps.database.db.transaction(async (tx) => {
    const person = await personByUid(tx, uid);
    const [changed] = await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, person.id)).returning();
    if (person.deactivatedAt) await recordAudit(tx, deps, { action: 'person.reactivate', actor: admin, person });
    return { data: presentPerson(changed) };
  });
}

/**
 * POST /api/admin/people/{uid}/password_reset: the "forgot password" link of the person (an hour; for someone still
 * invited, a new invitation of seven days), by e-mail or, without mail, to pass on.
 */
export async function sendPasswordReset(deps: AppDeps, admin: User, uid: string, locale: Locale) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const person = await personByUid(tx, uid);
    if (person.deactivatedAt) throw conflict('This person is deactivated: reactivate them first.');
    const invited = person.invitedAt !== null;
    const link = await newPasswordLink(deps, tx, person.id, locale, now, invited ? INVITATION_DAYS * DAY : RESET_MS);
    const site = (await siteConfigOf(deps, tx)).siteName.en;
    const text = invited
      ? `${admin.name} invited you to ${site} as ${roleName(person.role)}.\n\nTo choose your password and sign in, open this link within ${INVITATION_DAYS} days:\n${link}\n`
      : `${admin.name} sent you a link to choose a new password for your ${site} account (${person.email}).\n\nOpen it within an hour:\n${link}\n\nIf you did not expect it, ignore this e-mail: your password stays as it is.\n`;
    const subject = invited ? `You are invited to ${site}` : `Reset your ${site} password`;
    await recordAudit(tx, deps, { action: 'person.password_link', actor: admin, person });
    return { data: presentPerson(person), meta: await deliver(deps, tx, person, link, { subject, text }, now) };
  });
}
