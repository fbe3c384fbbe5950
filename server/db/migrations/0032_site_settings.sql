-- Issue 32: the site's settings as administrators save them (GET/PUT /api/admin/settings); while no row exists the
-- environment's settings (server/siteConfig.ts) are the site's. One row; `version` refuses a save made on an older one.
CREATE TABLE IF NOT EXISTS site_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version integer NOT NULL,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
