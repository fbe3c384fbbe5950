-- One invitation per person and page whatever the address's case, so repeated or concurrent invites cannot duplicate it.
DELETE FROM page_invitations a USING page_invitations b
  WHERE a.page_id = b.page_id AND lower(a.email) = lower(b.email) AND a.id > b.id;
DROP INDEX page_invitations_email_idx;
CREATE UNIQUE INDEX page_invitations_page_email_key ON page_invitations (page_id, lower(email));

ALTER TABLE page_invitations ADD COLUMN message text NOT NULL DEFAULT '';
