-- Fields the contract needs beyond the first schema.

ALTER TABLE accounts ADD COLUMN real_name text;
ALTER TABLE accounts ADD COLUMN funds_failed integer NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN funds_locked_until timestamptz;
ALTER TABLE accounts ADD COLUMN login_failures jsonb NOT NULL DEFAULT '[]';

-- The fund-record type of a customer line (deposit, buy, fee, ...); house lines leave it empty.
ALTER TABLE ledger_lines ADD COLUMN record_type text;

DROP TABLE watchlist;
CREATE TABLE watchlist (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  symbol text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  UNIQUE (account_id, market, symbol)
);

ALTER TABLE ipo_subscriptions DROP CONSTRAINT ipo_subscriptions_status_check;
-- 0 pendingPayment, 1 paid, 2 won, 3 needToPay, 4 notWon, 5 waived, 6 failed, 7 purchased (the contract's codes).
ALTER TABLE ipo_subscriptions ALTER COLUMN status TYPE integer USING 0;
ALTER TABLE ipo_subscriptions ADD CONSTRAINT ipo_subscriptions_status_check CHECK (status BETWEEN 0 AND 7);
ALTER TABLE ipo_subscriptions ADD COLUMN paid_amount numeric(24,6) NOT NULL DEFAULT 0;
ALTER TABLE ipo_subscriptions ADD COLUMN position_id bigint REFERENCES orders(id);
ALTER TABLE ipos ADD COLUMN exchange text NOT NULL DEFAULT '';
ALTER TABLE ipos ADD COLUMN max_quantity numeric(24,6);
ALTER TABLE ipos ADD COLUMN payment_deadline timestamptz;

ALTER TABLE block_applications ADD COLUMN position_id bigint REFERENCES orders(id);

ALTER TABLE day_trade_orders DROP CONSTRAINT day_trade_orders_status_check;
ALTER TABLE day_trade_orders ADD CONSTRAINT day_trade_orders_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'filled'));
ALTER TABLE day_trade_orders ADD COLUMN settled_at timestamptz;
ALTER TABLE day_trade_programmes ADD COLUMN max_amount numeric(24,6);

ALTER TABLE loans ADD COLUMN repaid_at timestamptz;
ALTER TABLE credit_requests DROP CONSTRAINT credit_requests_status_check;
ALTER TABLE credit_requests ADD CONSTRAINT credit_requests_status_check CHECK (status IN ('outstanding', 'settled'));

ALTER TABLE news ADD COLUMN source text NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN headline boolean NOT NULL DEFAULT false;

ALTER TABLE exchanges ADD COLUMN order_no text;
ALTER TABLE withdrawals ADD COLUMN fee numeric(24,6) NOT NULL DEFAULT 0;
