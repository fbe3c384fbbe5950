import * as v from 'valibot';
import { SSO_ROLES } from './sso';

/*
 * PUT /api/admin/settings' single sign-on part (contract/sso.ts), apart from the sign-in page's constants so that the
 * page loads no schema of it.
 */

/** A host name as a browser would compare it (same rule as the site's domains). */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An issuer the server may talk to: https, or http to a provider on this machine (development and tests). */
export function isIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash || url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

/** The `sso` part of PUT /api/admin/settings; absent keeps the saved settings. `client_secret`: absent or '' keeps it, null removes it. */
export const saveSsoBody = v.pipe(
  v.object({
    enabled: v.boolean(),
    name: v.pipe(v.string(), v.trim(), v.maxLength(80, 'The single sign-on name: use at most 80 characters.')),
    issuer: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000),
      v.check((issuer) => issuer === '' || isIssuer(issuer), 'The issuer must be an https address such as https://login.example.org.'),
    ),
    client_id: v.pipe(v.string(), v.trim(), v.maxLength(500, 'The client ID: use at most 500 characters.')),
    client_secret: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'The client secret: use at most 2000 characters.')))),
    allowed_domains: v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.trim(),
          v.toLowerCase(),
          v.check((domain) => DOMAIN.test(domain), 'Each allowed domain must be a domain such as example.org.'),
        ),
      ),
      v.maxLength(50, 'List at most 50 allowed domains.'),
      v.transform((domains) => [...new Set(domains)]),
    ),
    default_role: v.picklist(SSO_ROLES, 'The default role must be editor, author, contributor or staff.'),
    invitation_required: v.boolean(),
    password_sign_in: v.boolean(),
  }),
  v.check(
    (sso) => !sso.enabled || (sso.issuer !== '' && sso.client_id !== '' && sso.name !== ''),
    'To switch single sign-on on, give its name, issuer and client ID.',
  ),
  v.check((sso) => sso.password_sign_in || sso.enabled, 'Password sign-in can be switched off only while single sign-on is on.'),
);
export type SaveSsoBody = v.InferOutput<typeof saveSsoBody>;
