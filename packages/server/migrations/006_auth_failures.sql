-- Failed password checks, counted per key in one statement before any hash (src/auth/throttle.ts): the login
-- password per account number typed (known or not, so a lockout tells nothing), the funds password per account.
-- The columns 002 added for the same purpose were read, hashed over, then written, and lost counts under
-- parallel guesses; they go.
CREATE TABLE auth_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  window_start timestamptz NOT NULL
);
CREATE INDEX auth_failures_window ON auth_failures (window_start);
ALTER TABLE accounts DROP COLUMN funds_failed;
ALTER TABLE accounts DROP COLUMN funds_locked_until;
ALTER TABLE accounts DROP COLUMN login_failures;
