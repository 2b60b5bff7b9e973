-- The margin rule (margin call and stop-out per market account), limit orders filled at the first price that
-- reaches them, and T+1 counted from the fill.

-- When the order filled (a limit order may fill days after it was placed); T+1 counts from it.
ALTER TABLE orders ADD COLUMN filled_at timestamptz;
UPDATE orders SET filled_at = created_at WHERE buy_price IS NOT NULL AND status IN ('holding', 'closing', 'closed');
-- Who closed it: the customer, or the server at the stop-out.
ALTER TABLE orders ADD COLUMN close_reason text CHECK (close_reason IN ('customer', 'stopOut'));
-- Why the server cancelled a pending order (a msg key), when it did.
ALTER TABLE orders ADD COLUMN cancel_reason text;
-- What a close left owed beyond the market's available balance (a gap through the stop-out), and how much of it
-- has been repaid since from money arriving in that market account.
ALTER TABLE orders ADD COLUMN shortfall numeric(24,6) NOT NULL DEFAULT 0 CHECK (shortfall >= 0);
ALTER TABLE orders ADD COLUMN shortfall_repaid numeric(24,6) NOT NULL DEFAULT 0
  CHECK (shortfall_repaid >= 0 AND shortfall_repaid <= shortfall);
CREATE INDEX orders_open ON orders (account_id, market) WHERE status IN ('pending', 'holding');

-- The book of a market account: up to when the margin rule has walked its prices, and since when a margin call
-- is out (NULL: none; a new one goes out on the next crossing).
ALTER TABLE market_accounts ADD COLUMN risk_checked_at timestamptz;
ALTER TABLE market_accounts ADD COLUMN margin_called_at timestamptz;
