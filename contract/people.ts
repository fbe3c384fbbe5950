import * as v from 'valibot';
import { LOCALES, ROLES, type Role } from './resources';

/** Issue 32: the People screen's answers and bodies (GET/POST/PUT /api/admin/people...). */
export type PersonStatus = 'active' | 'invited' | 'deactivated';

export interface PersonAttributes {
  uid: string;
  name: string;
  email: string;
  role: Role;
  status: PersonStatus;
  /** ISO instant of the last sign-in, or null when they never signed in. */
  last_sign_in_at: string | null;
}

export interface PersonResource {
  id: string;
  type: 'person';
  attributes: PersonAttributes;
}

/**
 * An invitation or a password reset made for someone else: `link` is the address to pass on, given only when the server
 * sends no e-mail (SMTP unset); otherwise `sent` is true and the link went by e-mail.
 */
export interface SetPasswordLink {
  sent: boolean;
  link: string | null;
}

const email = v.pipe(
  v.string('Email is required.'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(3, 'Email is required.'),
  v.maxLength(320),
  v.email('Enter an email address.'),
);
const role = v.picklist(ROLES, 'Choose a role.');

export const invitePersonBody = v.object({
  person: v.object({
    name: v.pipe(
      v.string('Name is required.'),
      v.trim(),
      v.minLength(1, 'Name is required.'),
      v.maxLength(200, 'Use at most 200 characters.'),
    ),
    email,
    role,
  }),
  locale: v.optional(v.picklist(LOCALES), 'en'),
});
export type InvitePersonBody = v.InferOutput<typeof invitePersonBody>;

export const changeRoleBody = v.object({ role });
export type ChangeRoleBody = v.InferOutput<typeof changeRoleBody>;

export const personLinkBody = v.object({ locale: v.optional(v.picklist(LOCALES), 'en') });
