-- Issue 32: the audit log. One row per state-changing call, written in the call's own transaction
-- (server/services/auditLog.ts). Who, the page and the person are copied with their names at the time, without
-- foreign keys: an entry outlives a deleted page or person. `at` comes from the server's clock, never now().
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  action text NOT NULL,
  actor_id integer,
  actor_name text,
  page_id integer,
  page_title text,
  person_id integer,
  person_name text,
  address text,
  changes jsonb
);
CREATE INDEX IF NOT EXISTS audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_action_idx ON audit_log (action, at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_page_idx ON audit_log (page_id, at DESC, id DESC);

-- Entries are never changed; they are deleted only by the retention (the hourly maintenance job), which says so with
-- the transaction-local setting masthead.audit_retention = 'on'.
CREATE OR REPLACE FUNCTION public.audit_log_guard() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      RAISE EXCEPTION 'Audit log entries cannot be changed.';
    END IF;
    IF current_setting('masthead.audit_retention', true) IS DISTINCT FROM 'on' THEN
      RAISE EXCEPTION 'Audit log entries are deleted only by their retention.';
    END IF;
    RETURN OLD;
  END;
  $$;
DROP TRIGGER IF EXISTS audit_log_guard ON audit_log;
CREATE TRIGGER audit_log_guard BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION public.audit_log_guard();
