-- Issue 32: the roles of an organisation (contract/roles.ts): administrator, editor, author, contributor and staff
-- reader ('staff', as before).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'editor', 'author', 'contributor', 'staff'));
