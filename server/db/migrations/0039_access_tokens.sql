-- Issue 36: access tokens for other systems (a mobile app, a build service). Only the secret's SHA-256 is kept, with
-- its last four characters for people to tell tokens apart. `scopes`, `sections` and `locales` are text arrays;
-- empty `sections`/`locales` mean no limit. `last_used_at` is written at most once a minute (services/accessTokens.ts).
-- A revoked token keeps its row (revoked_at set) so the list shows it was revoked and when.
CREATE TABLE IF NOT EXISTS access_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  last_four text NOT NULL,
  scopes text[] NOT NULL,
  sections text[] NOT NULL DEFAULT '{}',
  locales text[] NOT NULL DEFAULT '{}',
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
