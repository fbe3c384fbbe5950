-- Issue 29: who sent each invitation, so a person's invitations can be counted per hour (INVITATIONS_PER_HOUR).
ALTER TABLE page_invitations ADD COLUMN invited_by integer REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX page_invitations_sender_idx ON page_invitations (invited_by, created_at);
