import { ROLES } from './resources';

/**
 * Single sign-on with OpenID Connect (issue 32). The settings live with the site settings (PUT /api/admin/settings,
 * field `sso`); the environment's OIDC_* variables are their defaults (docs/operations.md).
 */
export interface SsoSettings {
  /** Whether the sign-in page offers "Sign in with {name}" (also needs an issuer and a client id). */
  enabled: boolean;
  /** The organisation's name on the button: "Sign in with {name}". */
  name: string;
  /** The provider's issuer identifier, an https address (http only for a provider on this machine). */
  issuer: string;
  client_id: string;
  /** E-mail domains whose first sign-in makes an account; none: only people who already have one sign in. */
  allowed_domains: string[];
  /** The role of an account made by a first sign-in. */
  default_role: SsoRole;
  /** True: nobody gets an account by signing in; an administrator invites them first (People screen). */
  invitation_required: boolean;
  /** False: the password form is not offered and POST /api/auth/sign_in is refused (see ADMIN_PASSWORD_SIGN_IN). */
  password_sign_in: boolean;
}

/** As stored: with the client secret, which is never sent back to a browser. */
export interface StoredSsoSettings extends SsoSettings {
  client_secret: string;
}

/** As GET /api/admin/settings answers it: whether a secret is set, never the secret. */
export interface SsoSettingsAttributes extends SsoSettings {
  client_secret_set: boolean;
}

/** Roles a first sign-in may make: anything but administrator, which only an administrator gives. */
export const SSO_ROLES = ROLES.filter((role) => role !== 'admin') as Array<Exclude<(typeof ROLES)[number], 'admin'>>;
export type SsoRole = (typeof SSO_ROLES)[number];

/** GET: the browser goes here (a full navigation) to sign in at the provider; ?locale=en|hk&next=/en/... */
export const SSO_START_PATH = '/api/auth/sso/start';
/** The redirect URI to register at the provider: PUBLIC_URL followed by this. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
/** POST: the sign-in page takes the session the callback made (`?sso=done`), like POST /api/auth/sign_in answers. */
export const SSO_SESSION_PATH = '/api/auth/sso/session';

/**
 * Why a sign-in through the provider did not happen: the callback sends the browser to the sign-in page with
 * `?sso_error=` one of these, which the page words in its locale.
 */
export const SSO_ERRORS = ['failed', 'expired', 'cancelled', 'off', 'unverified', 'domain', 'invitation', 'deactivated', 'linked'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export const PASSWORD_SIGN_IN_OFF = 'Password sign-in is switched off: sign in with your organisation account.';
