-- Issue 32, single sign-on (OpenID Connect). A person who signed in through the provider is linked to its account by
-- the provider's issuer and `sub`, so a later sign-in finds them even when their e-mail address changed there.
ALTER TABLE users ADD COLUMN oidc_issuer text;
ALTER TABLE users ADD COLUMN oidc_subject text;
CREATE UNIQUE INDEX IF NOT EXISTS users_oidc_link ON users (oidc_issuer, oidc_subject) WHERE oidc_subject IS NOT NULL;

-- A sign-in under way at the provider: found by the SHA-256 of the long random id in the browser's short-lived
-- httpOnly cookie, used once (deleted by the callback that reads it) and refused after `expires_at`.
CREATE TABLE IF NOT EXISTS sso_requests (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  locale text NOT NULL,
  next_path text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sso_requests_expiry ON sso_requests (expires_at);
