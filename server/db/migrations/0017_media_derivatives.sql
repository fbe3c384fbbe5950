-- Responsive images (issue 20): per stored file (equal bytes are stored once, so per hash), the picture's intrinsic
-- size, the widths made in AVIF and WebP (files media/{hash}-{width}.avif and .webp), their sizes in bytes, and a tiny
-- placeholder; or why none could be made (a corrupt image, too many pixels).
CREATE TABLE media_derivatives (
  hash text PRIMARY KEY,
  width integer,
  height integer,
  widths integer[] NOT NULL DEFAULT '{}',
  file_sizes jsonb NOT NULL DEFAULT '{}',
  placeholder text,
  error text,
  made_at timestamptz NOT NULL
);
