-- Failed sign-ins now earn a growing delay instead of a lockout window; the old counts are only minutes of state.
DROP TABLE sign_in_failures;
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL
);
