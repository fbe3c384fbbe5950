import { and, eq, sql } from 'drizzle-orm';
import type { SsoError, StoredSsoSettings } from '../../contract/sso';
import type { AppDeps } from '../deps';
import { users, type User } from '../db/schema';
import { recordAudit } from './auditLog';
import { openSession } from './auth';
import { randomUid } from './tokens';

/** What an account made by single sign-on holds for a password hash: no password verifies against it. */
const NO_PASSWORD = 'sso';

/** Who the provider says signed in: its issuer, their `sub`, and a verified e-mail address. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  email: string;
  name: string;
}

/** A sign-in through the provider that is refused, with the reason the sign-in page words. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoError,
    readonly person: User | null = null,
  ) {
    super(code);
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * Signs in the person the provider vouched for, in one transaction: the account linked to their issuer and `sub`;
 * else the account with their verified e-mail address, which is then linked (an invited person's invitation is then
 * accepted); else a new account with the default role, when no invitation is required and their e-mail's domain is
 * allowed. A deactivated person, or an address already linked to another `sub`, is refused. Answers the session.
 */
export async function signInProviderPerson(deps: AppDeps, sso: StoredSsoSettings, person: ProviderPerson, userAgent?: string) {
  const now = deps.clock();
  const via = { via: { from: null, to: 'sso' } };
  return deps.database.db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, person.issuer), eq(users.oidcSubject, person.subject)))
      .limit(1);
    const [byEmail] = linked
      ? [linked]
      : await tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${person.email}`)
          .limit(1);
    let user = byEmail;
    if (user) {
      // Linked to another `sub` of this provider: someone else's account there. Another provider's link is replaced.
      if (!linked && user.oidcSubject !== null && user.oidcIssuer === person.issuer) throw new SsoRefusal('linked', user);
      if (user.deactivatedAt) throw new SsoRefusal('deactivated', user);
      if (!linked || user.invitedAt) {
        [user] = await tx
          .update(users)
          .set({ oidcIssuer: person.issuer, oidcSubject: person.subject, invitedAt: null })
          .where(eq(users.id, user.id))
          .returning();
      }
      const session = await openSession(deps, user, userAgent, linked ? via : { ...via, linked: { from: null, to: person.subject } }, tx);
      return { ...session, user };
    }
    if (sso.invitation_required) throw new SsoRefusal('invitation');
    if (!sso.allowed_domains.includes(domainOf(person.email))) throw new SsoRefusal('domain');
    [user] = await tx
      .insert(users)
      .values({
        uid: randomUid(),
        email: person.email,
        name: person.name,
        role: sso.default_role,
        passwordHash: NO_PASSWORD,
        createdAt: now,
        oidcIssuer: person.issuer,
        oidcSubject: person.subject,
      })
      .returning();
    const session = await openSession(deps, user, userAgent, { ...via, role: { from: null, to: user.role } }, tx);
    return { ...session, user };
  });
}

/** A refused or failed sign-in through the provider, for administrators: why, and who when known (never a token). */
export async function recordSsoFailure(deps: AppDeps, reason: string, person: User | null, email: string | null) {
  await recordAudit(deps.database.db, deps, {
    action: 'auth.sign_in_failed',
    actor: null,
    person,
    changes: {
      via: { from: null, to: 'sso' },
      reason: { from: null, to: reason },
      ...(email && !person ? { email: { from: null, to: email } } : {}),
    },
  });
}
