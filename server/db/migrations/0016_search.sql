-- Search (issue 20): two stored generated columns, so every insert and update of a page recomputes them without a
-- trigger, and a GIN index on the whole page's vector. `search_title` is the title's alone (title matches come first);
-- `search_vector` holds the title, the precis and the text. English is stemmed ('english'); Chinese, which has no
-- spaces between words, is indexed as overlapping character pairs ('simple'), each run of ideographs ending with its
-- last character alone, so a one-character query can match by prefix and no pair phrase reaches across two runs.
-- The same functions run on PGlite and PostgreSQL; no extension is needed. server/services/searchQuery.ts builds
-- the queries for these vectors; the ideograph ranges there and here must agree.
-- Names are qualified: PostgreSQL 17 (PGlite) runs index and generated expressions in maintenance with a search_path
-- of pg_catalog only.

CREATE FUNCTION public.search_cjk_pairs(source text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(pair, ' ' ORDER BY run_no, char_no), '')
    FROM (
      SELECT runs.run_no, chars.char_no,
             chars.ch || coalesce(lead(chars.ch) OVER (PARTITION BY runs.run_no ORDER BY chars.char_no), '') AS pair
      FROM regexp_matches(source, E'[\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\U00020000-\\U0002FFFF]+', 'g')
             WITH ORDINALITY AS runs(run, run_no),
           unnest(regexp_split_to_array(runs.run[1], '')) WITH ORDINALITY AS chars(ch, char_no)
    ) pairs
  $$;

-- The text without its ideographs, for the English configuration.
CREATE FUNCTION public.search_latin(source text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(source, E'[\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\U00020000-\\U0002FFFF]+', ' ', 'g')
  $$;

-- One field's vector. Cut at 30,000 characters: a tsvector holds at most 1 MB, which enough distinct pairs would pass,
-- and a save must never fail for its search index.
CREATE FUNCTION public.search_field(source text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT pg_catalog.to_tsvector('pg_catalog.english'::regconfig, public.search_latin(left(source, 30000)))
        || CASE WHEN source ~ E'[\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\U00020000-\\U0002FFFF]'
             THEN pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, public.search_cjk_pairs(left(source, 30000)))
             ELSE ''::tsvector END
  $$;

-- A page's searchable text: the title (weight A), its precis (B) and its text, each its own span of positions.
CREATE FUNCTION public.search_document(title text, precis text, plain_text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT setweight(public.search_field(title), 'A') || setweight(public.search_field(precis), 'B') || public.search_field(plain_text)
  $$;

ALTER TABLE pages
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (public.search_field(title)) STORED,
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (public.search_document(title, precis, plain_text)) STORED;
CREATE INDEX pages_search_idx ON pages USING gin (search_vector);
