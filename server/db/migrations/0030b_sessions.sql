-- Issue 32, sessions: each person sees their signed-in browsers (by a number of their own, never the token's hash) and
-- signs out of the others; the browser's name is its User-Agent as it signed in, cut to 300 characters.
ALTER TABLE sessions ADD COLUMN id serial UNIQUE;
ALTER TABLE sessions ADD COLUMN user_agent text;
