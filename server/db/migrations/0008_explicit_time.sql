-- Times come from the server's clock (deps.clock), never from the database's now(): every insert sets them.
ALTER TABLE users ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE pages ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE pages ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE page_invitations ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE favourites ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE programme_days ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE programme_days ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE section_pages ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE media ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE media_deletions ALTER COLUMN queued_at DROP DEFAULT;
