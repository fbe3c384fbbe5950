import * as v from 'valibot';
import { COLLECTIONS, LOCALES, type Collection, type Locale } from './resources';

/**
 * Access tokens (issue 36): what a token may do. A token acts only through the calls its scopes open
 * (server/policies/accessTokens.ts), never through the browser app's account, people, settings, token or webhook calls.
 */
export const ACCESS_SCOPES = ['content:read', 'drafts:read', 'pages:write', 'media:upload'] as const;
export type AccessScope = (typeof ACCESS_SCOPES)[number];

/** The sections a token may be limited to: the site's collections (memos are personal and never a token's). */
export const TOKEN_SECTIONS = COLLECTIONS.filter((collection) => collection !== 'memo') as Exclude<Collection, 'memo'>[];

/** Every token's secret begins so, so people and secret scanners recognise one (and the server tells it from a session). */
export const ACCESS_TOKEN_PREFIX = 'mhat_';

/** The expiries the create dialog offers, in days; null: never expires. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** POST /api/admin/tokens. Empty `sections` or `locales`: no limit. */
export const createTokenBody = v.object({
  name: v.pipe(
    v.string('Give the token a name.'),
    v.trim(),
    v.minLength(1, 'Give the token a name.'),
    v.maxLength(100, 'Keep the name under 100 characters.'),
  ),
  scopes: v.pipe(
    v.array(v.picklist(ACCESS_SCOPES, 'Unknown scope.')),
    v.minLength(1, 'Choose at least one scope.'),
    v.maxLength(ACCESS_SCOPES.length, 'Choose each scope once.'),
  ),
  sections: v.optional(v.pipe(v.array(v.picklist(TOKEN_SECTIONS, 'Unknown section.')), v.maxLength(TOKEN_SECTIONS.length)), []),
  locales: v.optional(v.pipe(v.array(v.picklist(LOCALES, 'Unknown locale.')), v.maxLength(LOCALES.length)), []),
  expires_in_days: v.nullable(
    v.pipe(
      v.number('Choose an expiry.'),
      v.integer('Choose an expiry.'),
      v.minValue(1, 'Choose an expiry.'),
      v.maxValue(3650, 'Choose an expiry within ten years.'),
    ),
  ),
});
export type CreateTokenBody = v.InferOutput<typeof createTokenBody>;

/** A token as GET /api/admin/tokens lists it: never its secret, only the last four characters. */
export interface AccessTokenResource {
  id: string;
  type: 'access_token';
  attributes: {
    name: string;
    last_four: string;
    scopes: AccessScope[];
    sections: Collection[];
    locales: Locale[];
    created_at: string;
    created_by: string | null;
    expires_at: string | null;
    last_used_at: string | null;
    revoked_at: string | null;
  };
}
