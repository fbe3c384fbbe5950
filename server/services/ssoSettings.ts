import { eq } from 'drizzle-orm';
import { SSO_ROLES, type SsoRole, type SsoSettingsAttributes, type StoredSsoSettings } from '../../contract/sso';
import { isIssuer, type SaveSsoBody } from '../../contract/ssoBody';
import type { AppDeps } from '../deps';
import { siteSettings } from '../db/settingsSchema';

/** Single sign-on off, password sign-in on: a site whose environment names no provider. */
export const noSso: StoredSsoSettings = {
  enabled: false,
  name: '',
  issuer: '',
  client_id: '',
  client_secret: '',
  allowed_domains: [],
  default_role: 'staff',
  invitation_required: false,
  password_sign_in: true,
};

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 1 or 0, not "${raw}".`);
  return raw === '1';
};

/**
 * The environment's single sign-on (the defaults administrators' settings replace): OIDC_ISSUER, OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET, OIDC_NAME, OIDC_ALLOWED_DOMAINS (comma-separated), OIDC_DEFAULT_ROLE, OIDC_INVITATION_REQUIRED
 * and PASSWORD_SIGN_IN (1 or 0). On when an issuer and a client id are given; a malformed value stops the start.
 */
export function ssoFromEnv(env: NodeJS.ProcessEnv): StoredSsoSettings {
  const issuer = env.OIDC_ISSUER?.trim() ?? '';
  if (issuer && !isIssuer(issuer)) throw new Error(`OIDC_ISSUER must be an https address, not "${issuer}".`);
  const role = env.OIDC_DEFAULT_ROLE?.trim() || noSso.default_role;
  if (!SSO_ROLES.includes(role as SsoRole)) throw new Error(`OIDC_DEFAULT_ROLE must be one of ${SSO_ROLES.join(', ')}, not "${role}".`);
  const clientId = env.OIDC_CLIENT_ID?.trim() ?? '';
  const enabled = Boolean(issuer && clientId);
  const settings: StoredSsoSettings = {
    enabled,
    name: env.OIDC_NAME?.trim() || (issuer ? new URL(issuer).hostname : ''),
    issuer,
    client_id: clientId,
    client_secret: env.OIDC_CLIENT_SECRET ?? '',
    allowed_domains: (env.OIDC_ALLOWED_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    default_role: role as SsoRole,
    invitation_required: flag(env, 'OIDC_INVITATION_REQUIRED', false),
    password_sign_in: flag(env, 'PASSWORD_SIGN_IN', true),
  };
  if (!settings.password_sign_in && !enabled)
    throw new Error('PASSWORD_SIGN_IN=0 needs single sign-on: set OIDC_ISSUER and OIDC_CLIENT_ID.');
  return settings;
}

/** Single sign-on as in force: as an administrator saved it, else the environment's. */
export async function ssoSettingsOf(deps: AppDeps): Promise<StoredSsoSettings> {
  const [row] = await deps.database.db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row?.settings.sso ?? deps.config.sso;
}

/** Whether the sign-in page offers the provider. */
export const ssoIsOn = (sso: StoredSsoSettings) => sso.enabled && sso.issuer !== '' && sso.client_id !== '';

/** Whether POST /api/auth/sign_in takes a password: the setting, or ADMIN_PASSWORD_SIGN_IN=1 (administrators only). */
export const passwordSignInOffered = (deps: AppDeps, sso: StoredSsoSettings) => sso.password_sign_in || deps.config.adminPasswordSignIn;

/** For a browser: the secret only as whether one is set. */
export function presentSso(sso: StoredSsoSettings): SsoSettingsAttributes {
  const { client_secret, ...shown } = sso;
  return { ...shown, client_secret_set: client_secret !== '' };
}

/** The settings an administrator saves: `client_secret` absent or '' keeps the saved one, null removes it. */
export function mergeSso(saved: StoredSsoSettings, body: SaveSsoBody): StoredSsoSettings {
  const { client_secret, ...rest } = body;
  return { ...rest, client_secret: client_secret === null ? '' : client_secret || saved.client_secret };
}
