-- Page settings: an editable slug whose old addresses keep working, an SEO description and a social image, and the
-- page's counterpart on the other locale's site.
ALTER TABLE pages ADD COLUMN seo_description text NOT NULL DEFAULT '';
ALTER TABLE pages ADD COLUMN social_image text;
ALTER TABLE pages ADD COLUMN counterpart_id integer REFERENCES pages(id) ON DELETE SET NULL;

-- A slug a page had before: its address answers 301 to the page's current one, however many changes ago it was.
CREATE TABLE page_redirects (
  old_slug text PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX page_redirects_page_idx ON page_redirects (page_id);

-- Draft preview links: a token (stored as its SHA-256) that shows a page's current draft to whoever holds it.
CREATE TABLE page_previews (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX page_previews_page_idx ON page_previews (page_id);
