-- A page's card picture (issue 20): its lead image, the document's first block when that is a lead image with a
-- picture (not a video), as Ghost's and WordPress's feature images are their cards'. A stored generated column, so
-- every save, restore and import keeps it without code of its own; lists show it before `image_url` (which only the
-- demo's seed and data brought over set), so a page made in the editor gets a card picture.
ALTER TABLE pages
  ADD COLUMN lead_image_url text GENERATED ALWAYS AS (
    CASE
      WHEN (body -> 'root' -> 'children' -> 0 ->> 'type') = 'lead-image'
        AND coalesce(body -> 'root' -> 'children' -> 0 ->> 'isVideo', 'false') <> 'true'
      THEN nullif(left(body -> 'root' -> 'children' -> 0 ->> 'image', 2048), '')
    END
  ) STORED;
