CREATE TABLE page_invitations (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  permission text NOT NULL DEFAULT 'viewer' CHECK (permission IN ('viewer', 'owner')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (page_id, user_id)
);
CREATE INDEX page_invitations_user_idx ON page_invitations (user_id);
CREATE INDEX page_invitations_email_idx ON page_invitations (page_id, lower(email));

CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, page_id)
);
CREATE INDEX favourites_page_idx ON favourites (page_id);

-- The page whose move to trash took this one along (itself for the page trashed), so a restore undoes exactly that move.
ALTER TABLE pages ADD COLUMN trash_root_id integer REFERENCES pages(id) ON DELETE SET NULL;
UPDATE pages SET trash_root_id = id WHERE trashed_at IS NOT NULL;
CREATE INDEX pages_trashed_idx ON pages (trashed_at) WHERE trashed_at IS NOT NULL;
CREATE INDEX pages_trash_root_idx ON pages (trash_root_id) WHERE trash_root_id IS NOT NULL;
