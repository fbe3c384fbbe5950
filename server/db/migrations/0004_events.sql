CREATE TABLE period_types (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]*$'),
  name text NOT NULL,
  position integer NOT NULL
);
INSERT INTO period_types (slug, name, position) VALUES
  ('keynote', 'Keynote', 1),
  ('talk', 'Talk', 2),
  ('panel', 'Panel discussion', 3),
  ('workshop', 'Workshop', 4),
  ('screening', 'Screening', 5),
  ('break', 'Break', 6),
  ('meal', 'Meal', 7),
  ('reception', 'Reception', 8);

CREATE TABLE programme_days (
  id serial PRIMARY KEY,
  event_page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]*$'),
  title text NOT NULL DEFAULT '',
  date date NOT NULL,
  start_minutes integer NOT NULL CHECK (start_minutes BETWEEN 0 AND 1439),
  periods jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_page_id, slug),
  UNIQUE (event_page_id, date)
);

CREATE TABLE section_pages (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  intro json NOT NULL,
  featured_event_ids integer[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO section_pages (slug, title, intro) VALUES
  ('what-s-on', 'What''s on', '{"root":{"type":"root","version":1,"direction":"ltr","format":"","indent":0,"children":[]}}');

CREATE INDEX pages_event_date_idx ON pages ((event->>'date')) WHERE collection = 'events';
