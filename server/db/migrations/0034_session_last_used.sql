-- Issue 32 leftovers: the Sessions screen shows when each browser was last used, not only when it signed in. The
-- server writes it at most once a minute per session (server/services/auth.ts, userForToken); null means not since
-- its sign-in (created_at), so code that makes sessions need not know of it.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_used_at timestamptz;
