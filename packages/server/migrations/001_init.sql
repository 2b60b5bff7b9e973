-- Tsumiki reference schema. Money is numeric(24,6), never a float. Market codes: jpy, usd, cny.

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile text NOT NULL UNIQUE CHECK (mobile ~ '^[0-9]{10}$'),
  password_hash text NOT NULL,
  funds_password_hash text,
  invite_code text NOT NULL UNIQUE,
  inviter_id bigint REFERENCES accounts(id),
  email text,
  banned boolean NOT NULL DEFAULT false,
  frozen boolean NOT NULL DEFAULT false,
  trading_barred boolean NOT NULL DEFAULT false,
  credit_score integer NOT NULL DEFAULT 80 CHECK (credit_score >= 0),
  credit_limit numeric(24,6) NOT NULL DEFAULT 0 CHECK (credit_limit >= 0),
  verification text NOT NULL DEFAULT 'none' CHECK (verification IN ('none', 'pending', 'verified', 'failed')),
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE market_accounts (
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL CHECK (market IN ('jpy', 'usd', 'cny')),
  currency text NOT NULL,
  available numeric(24,6) NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen numeric(24,6) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  debt numeric(24,6) NOT NULL DEFAULT 0 CHECK (debt >= 0),
  PRIMARY KEY (account_id, market)
);

-- Double entry: one journal row per business operation, ledger lines summing to zero per currency.
CREATE TABLE journal (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  account_id bigint REFERENCES accounts(id),
  ref_table text,
  ref_id bigint,
  memo text,
  created_at timestamptz NOT NULL
);
CREATE TABLE ledger_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES journal(id),
  account_id bigint REFERENCES accounts(id),
  market text,
  bucket text NOT NULL CHECK (bucket IN ('available', 'frozen', 'debt', 'house')),
  house text,
  currency text NOT NULL,
  amount numeric(24,6) NOT NULL,
  CHECK ((bucket = 'house') = (house IS NOT NULL AND account_id IS NULL))
);
CREATE INDEX ledger_lines_journal ON ledger_lines (journal_id);
CREATE INDEX ledger_lines_account ON ledger_lines (account_id, market);

CREATE FUNCTION forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER journal_append_only BEFORE UPDATE OR DELETE ON journal FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- A money call with a request id runs once; later calls with that id get the stored answer.
CREATE TABLE request_ids (
  account_id bigint NOT NULL REFERENCES accounts(id),
  request_id text NOT NULL,
  operation text NOT NULL,
  params_hash text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, request_id)
);

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  symbol text NOT NULL,
  direction text NOT NULL DEFAULT 'long' CHECK (direction IN ('long', 'short')),
  order_type text NOT NULL DEFAULT 'market' CHECK (order_type IN ('market', 'limit')),
  source text NOT NULL DEFAULT 'trade',
  quantity numeric(24,6) NOT NULL CHECK (quantity > 0),
  leverage integer NOT NULL DEFAULT 1 CHECK (leverage >= 1),
  limit_price numeric(24,6),
  buy_price numeric(24,6),
  margin numeric(24,6) NOT NULL DEFAULT 0,
  buy_fee numeric(24,6) NOT NULL DEFAULT 0,
  sell_price numeric(24,6),
  sell_fee numeric(24,6),
  profit numeric(24,6),
  status text NOT NULL CHECK (status IN ('pending', 'holding', 'closing', 'cancelled', 'closed')),
  trade_date date,
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX orders_account ON orders (account_id, market, status);

CREATE TABLE bank_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  holder_name text NOT NULL,
  card_number text NOT NULL,
  card_type text,
  bank_name text NOT NULL,
  branch_name text,
  branch_code text,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX bank_cards_live ON bank_cards (account_id, card_number) WHERE deleted_at IS NULL;

CREATE TABLE uploads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  stored_name text NOT NULL UNIQUE,
  mime text NOT NULL,
  size integer NOT NULL,
  purpose text NOT NULL DEFAULT 'general',
  created_at timestamptz NOT NULL
);

CREATE TABLE verifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  real_name text NOT NULL,
  id_number text NOT NULL,
  front_upload_id bigint NOT NULL REFERENCES uploads(id),
  back_upload_id bigint NOT NULL REFERENCES uploads(id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  amount numeric(24,6) NOT NULL CHECK (amount > 0),
  proof_upload_id bigint REFERENCES uploads(id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE UNIQUE INDEX deposits_one_pending ON deposits (account_id, market) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  amount numeric(24,6) NOT NULL CHECK (amount > 0),
  bank_card_id bigint REFERENCES bank_cards(id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);

CREATE TABLE loans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  amount numeric(24,6) NOT NULL CHECK (amount > 0),
  repaid numeric(24,6) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'repaid')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);

-- "Added credit" requests (the spec's stock credits, status 0 = pending).
CREATE TABLE credit_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  credit numeric(24,6) NOT NULL CHECK (credit > 0),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);

CREATE TABLE exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id),
  from_market text NOT NULL,
  to_market text NOT NULL,
  from_amount numeric(24,6) NOT NULL,
  to_amount numeric(24,6) NOT NULL,
  rate numeric(24,10) NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE ipos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market text NOT NULL,
  symbol text NOT NULL,
  name_ja text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  price numeric(24,6) NOT NULL,
  shares_offered numeric(24,6) NOT NULL,
  min_quantity numeric(24,6) NOT NULL,
  lead_broker text NOT NULL,
  subscribe_start timestamptz NOT NULL,
  subscribe_end timestamptz NOT NULL,
  draw_date timestamptz NOT NULL,
  listing_date timestamptz NOT NULL,
  drawn_at timestamptz,
  UNIQUE (market, symbol)
);

CREATE TABLE ipo_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  ipo_id bigint NOT NULL REFERENCES ipos(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  quantity numeric(24,6) NOT NULL CHECK (quantity > 0),
  amount numeric(24,6) NOT NULL,
  won_quantity numeric(24,6) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('subscribed', 'won', 'lost')),
  created_at timestamptz NOT NULL,
  UNIQUE (ipo_id, account_id)
);

CREATE TABLE block_products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market text NOT NULL,
  symbol text NOT NULL,
  price numeric(24,6) NOT NULL,
  quota numeric(24,6) NOT NULL,
  remaining numeric(24,6) NOT NULL CHECK (remaining >= 0),
  min_quantity numeric(24,6) NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL
);

CREATE TABLE block_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  product_id bigint NOT NULL REFERENCES block_products(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  quantity numeric(24,6) NOT NULL CHECK (quantity > 0),
  amount numeric(24,6) NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);

CREATE TABLE follow_products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market text NOT NULL,
  name_ja text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  originator text NOT NULL,
  min_amount numeric(24,6) NOT NULL,
  lock_days integer NOT NULL,
  daily_rate numeric(12,8) NOT NULL,
  closes_at timestamptz NOT NULL
);

CREATE TABLE follow_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  product_id bigint NOT NULL REFERENCES follow_products(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  amount numeric(24,6) NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('active', 'ended')),
  unlocks_at timestamptz NOT NULL,
  payout numeric(24,6),
  created_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE TABLE day_trade_programmes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market text NOT NULL,
  name_ja text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  min_amount numeric(24,6) NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL
);

CREATE TABLE day_trade_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  programme_id bigint NOT NULL REFERENCES day_trade_programmes(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  amount numeric(24,6) NOT NULL CHECK (amount > 0),
  profit numeric(24,6) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint REFERENCES accounts(id),
  title text NOT NULL,
  body_html text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE message_reads (
  message_id bigint NOT NULL REFERENCES messages(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, account_id)
);

CREATE TABLE news (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  body_html text NOT NULL,
  image text,
  published_at timestamptz NOT NULL
);

CREATE TABLE config_items (
  name text PRIMARY KEY,
  value text NOT NULL,
  public boolean NOT NULL DEFAULT true
);

CREATE TABLE watchlist (
  account_id bigint NOT NULL REFERENCES accounts(id),
  market text NOT NULL,
  symbol text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, market, symbol)
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  target_table text,
  target_id bigint,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION forbid_change();
