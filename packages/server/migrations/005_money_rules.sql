-- Issue 15: one pending withdrawal per account as a constraint, the stock credit's whole life, and exchange
-- closures loaded at run time.

-- At most one withdrawal pending review per account, whatever the concurrency (withdraw also takes the account
-- row's lock first, so a second request is refused with a message instead of failing on this index).
DO $$
BEGIN
  IF EXISTS (SELECT account_id FROM withdrawals WHERE status = 'pending' GROUP BY account_id HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'an account has two withdrawals pending review: approve or reject one (operator list withdrawals) before this upgrade';
  END IF;
END;
$$;
CREATE UNIQUE INDEX withdrawals_one_pending ON withdrawals (account_id) WHERE status = 'pending';

-- A stock credit ends repaid by the customer or settled by the broker's operator.
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_status_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_status_check
  CHECK (status IN ('outstanding', 'settled', 'repaid'));
ALTER TABLE credit_requests ADD COLUMN ended_at timestamptz;
ALTER TABLE credit_requests ADD COLUMN ended_by text;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_ended CHECK ((status = 'outstanding') = (ended_at IS NULL));

-- A year of an exchange's closures as its notice gives them, loaded by the operator; it replaces the built-in
-- table of that market and year. `closures` is a JSON array of [first, last, code].
CREATE TABLE calendar_years (
  market text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  year integer NOT NULL CHECK (year BETWEEN 1970 AND 9999),
  closures jsonb NOT NULL,
  loaded_at timestamptz NOT NULL,
  loaded_by text NOT NULL,
  PRIMARY KEY (market, year)
);
