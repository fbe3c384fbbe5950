CREATE TABLE users (
  id serial PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'staff')),
  password_hash text NOT NULL,
  image text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_start timestamptz NOT NULL
);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  uid text NOT NULL UNIQUE CHECK (uid ~ '^[0-9a-f]{32}$'),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  collection text NOT NULL,
  system text NOT NULL CHECK (system IN ('csw', 'projects', 'data')),
  locale text NOT NULL CHECK (locale IN ('en', 'hk')),
  owner_id integer REFERENCES users(id) ON DELETE SET NULL,
  parent_id integer REFERENCES pages(id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  trashed_at timestamptz,
  is_public boolean NOT NULL DEFAULT false,
  share_token text UNIQUE,
  body json NOT NULL,
  plain_text text NOT NULL DEFAULT '',
  precis text NOT NULL DEFAULT '',
  image_url text,
  event jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pages_collection_idx ON pages (collection, published, published_at);
CREATE INDEX pages_parent_idx ON pages (parent_id);
CREATE INDEX pages_owner_idx ON pages (owner_id);
