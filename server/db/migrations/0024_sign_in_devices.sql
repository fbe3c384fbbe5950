-- Issue 29: a browser that has signed in to an account before is trusted for it (a device cookie, OWASP's "device
-- cookies"): its sign-ins skip the network address's throttle and have a failure count of their own, so guesses from
-- an office's shared address never hold up its staff. Only the token's SHA-256 is kept.
CREATE TABLE trusted_devices (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id, last_used_at);
-- A page address of digits alone would be read as a page number by GET /api/pages/{id}: such addresses get "page-" in
-- front, and the old one keeps working as a renamed page's does.
INSERT INTO page_redirects (old_slug, page_id, created_at)
  SELECT slug, id, updated_at FROM pages WHERE slug ~ '^[0-9]+$'
  ON CONFLICT (old_slug) DO NOTHING;
UPDATE pages p SET slug = 'page-' || p.slug || CASE WHEN EXISTS (SELECT 1 FROM pages o WHERE o.slug = 'page-' || p.slug) THEN '-' || p.id ELSE '' END
  WHERE p.slug ~ '^[0-9]+$';
