import type { User } from '../db/schema';

/** The signed-in person as sign-in and /me answer: never the password hash. */
export function presentUser(user: User) {
  return {
    id: user.uid,
    type: 'user' as const,
    attributes: { uid: user.uid, email: user.email, name: user.name, role: user.role, image: user.image },
  };
}

/** The answers of the password reset calls, which say nothing of the account. */
export function presentPasswordReset(attributes: { sent_if_known: true } | { reset: true }) {
  return { id: 'password_reset', type: 'password_reset' as const, attributes };
}
