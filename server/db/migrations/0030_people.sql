-- Issue 32, people: an administrator deactivates a person (every session ends, sign-in is refused, their pages and
-- their name on revisions stay) and sees when each last signed in. An invited person has no password until they set
-- one through their invitation link (a password_resets row valid seven days): `invited_at` says so.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
ALTER TABLE users ADD COLUMN invited_at timestamptz;
