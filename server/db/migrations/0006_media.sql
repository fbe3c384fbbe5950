-- Uploaded files; the bytes live in the media storage under media/{hash}.{extension}, shared by uploads of equal bytes.
CREATE TABLE media (
  id serial PRIMARY KEY,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  kind text NOT NULL CHECK (kind IN ('image', 'video')),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  original_name text NOT NULL DEFAULT '',
  caption text NOT NULL DEFAULT '',
  owner_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_hash_idx ON media (hash);

-- Stored files to remove once no upload row needs them: written in the transaction that deleted their rows.
CREATE TABLE media_deletions (
  key text PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now()
);
