import type { CurrencyCode, MarketCurrencyCode } from '@tsumiki/sdk';
import {
  AMOUNT_CEILING,
  convertCurrency,
  decimal,
  money,
  validateDeposit,
  validateExchange,
  validateWithdrawal,
} from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import type { Queryable } from '../db';
import type { Market } from '../ledger';
import { lockMarketAccount, MARKET_CURRENCY, postEntry } from '../ledger';
import { bankCardView } from './bank';
import type { Handler } from './context';
import {
  failOn,
  iso,
  marketOf,
  moneyCall,
  orderNoPrefix,
  orderNoSql,
  paging,
  refuse,
  signedIn,
} from './context';
import { moneyText } from './format';
import { resolveFundRecordRefs } from './fundRecordSubjects';
import { checkUpload, storeUpload, uploadRef } from './uploads';
import { withdrawalChecks } from './withdrawalChecks';

const REVIEW = { pending: 0, approved: 1, rejected: 2 } as const;
const CURRENCY_MARKET: Record<string, Market> = { JPY: 'jpy', USD: 'usd', CNY: 'cny' };

export const deposit: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = CURRENCY_MARKET[ctx.form.currency ?? 'JPY'] ?? 'jpy';
  const proof = ctx.files.proof;
  const [pending] = await ctx.db.query(
    "SELECT 1 FROM deposits WHERE account_id = $1 AND market = $2 AND status = 'pending'",
    [account.id, market],
  );
  failOn(
    validateDeposit({
      amount: ctx.form.amount ?? '',
      instant: ctx.now,
      verified: account.verification === 'verified',
      proof: proof ? { type: 'image/jpeg', size: proof.data.length } : null,
      pendingExists: !!pending && !ctx.form.requestId,
      maximum: ctx.config.limits[market].depositMaximum,
      maxProofBytes: ctx.config.uploadMaxBytes,
      market,
      calendar: ctx.market.calendars.current,
    }),
  );
  // Checked outside the money call: a refused image is not kept as the request id's answer, so a corrected
  // repeat under the same id may still run.
  const checked = await checkUpload(ctx, proof);
  return moneyCall(ctx, async (tx) => {
    await lockMarketAccount(tx, account.id, market);
    const [again] = await tx.query(
      "SELECT 1 FROM deposits WHERE account_id = $1 AND market = $2 AND status = 'pending'",
      [account.id, market],
    );
    if (again) refuse('deposit.pendingExists');
    const upload = await storeUpload(tx, ctx, account.id, checked, 'depositProof');
    const [row] = await tx.query<DepositRow>(
      `INSERT INTO deposits (order_no, account_id, market, amount, proof_upload_id, status, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, $5, 'pending', $6) RETURNING *, $7::text AS proof_name`,
      [orderNoPrefix('D', ctx.now), account.id, market, ctx.form.amount, upload.id, ctx.now, upload.ref],
    );
    return depositView(row as DepositRow);
  });
};

interface DepositRow {
  id: number;
  order_no: string;
  market: Market;
  amount: string;
  status: keyof typeof REVIEW;
  created_at: Date;
  decided_at: Date | null;
  proof_name?: string | null;
  stored_name?: string | null;
}

function depositView(r: DepositRow) {
  const proof = r.proof_name ?? (r.stored_name ? uploadRef(r.stored_name) : undefined);
  return {
    id: String(r.id),
    orderNo: r.order_no,
    money: moneyText(r.amount),
    currency: MARKET_CURRENCY[r.market],
    market: r.market,
    status: REVIEW[r.status],
    ...(proof ? { proof } : {}),
    createdAt: iso(r.created_at),
    ...(r.decided_at ? { reviewedAt: iso(r.decided_at) } : {}),
  };
}

export const listDeposits: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<DepositRow>(
    `SELECT d.*, u.stored_name FROM deposits d LEFT JOIN uploads u ON u.id = d.proof_upload_id
     WHERE d.account_id = $1 AND d.market = $2 ORDER BY d.id DESC`,
    [account.id, marketOf(ctx)],
  );
  return rows.map(depositView);
};

interface WithdrawalRow {
  id: number;
  order_no: string;
  market: Market;
  amount: string;
  fee: string;
  status: keyof typeof REVIEW;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  bank_card_id: number | null;
}

async function withdrawalView(q: Queryable, r: WithdrawalRow) {
  const [card] = r.bank_card_id
    ? await q.query('SELECT * FROM bank_cards WHERE id = $1', [r.bank_card_id])
    : [];
  return {
    id: String(r.id),
    orderNo: r.order_no,
    money: moneyText(r.amount),
    fee: moneyText(r.fee),
    currency: MARKET_CURRENCY[r.market],
    market: r.market,
    status: REVIEW[r.status],
    ...(card ? { bankCard: bankCardView(card as never) } : {}),
    createdAt: iso(r.created_at),
    ...(r.decided_at ? { reviewedAt: iso(r.decided_at) } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
  };
}

export const listWithdrawals: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE account_id = $1 AND market = $2 ORDER BY id DESC',
    [account.id, marketOf(ctx)],
  );
  return Promise.all(rows.map((r) => withdrawalView(ctx.db, r)));
};

export const withdraw: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = CURRENCY_MARKET[ctx.form.currency ?? 'JPY'] ?? 'jpy';
  if (account.verification !== 'verified') refuse('verification.required');
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    // The pending-withdrawal rule spans every market of the account, so the account row is the lock that
    // serialises its withdrawals (NO KEY UPDATE: inserts elsewhere that reference the account still go on); the
    // partial unique index withdrawals_one_pending is the constraint behind it.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [account.id]);
    const balance = await lockMarketAccount(tx, account.id, market);
    const [card] = await tx.query(
      'SELECT id FROM bank_cards WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL',
      [ctx.form.bankCardId, account.id],
    );
    if (!card) refuse('card.notFound');
    // Counted over every market of the account; getUserinfo answers the same counts (withdrawalChecks).
    const checks = await withdrawalChecks(tx, account.id);
    if (checks.pendingWithdrawal) refuse('funds.operationInProgress');
    failOn(
      validateWithdrawal({
        amount: ctx.form.amount ?? '',
        instant: ctx.now,
        available: decimal(balance.available),
        openPositions: checks.openPositions,
        unpaidLoan: checks.unpaidCredit > 0,
        creditScore: account.credit_score,
        minimumCreditScore: ctx.config.minCreditScore,
        verified: true,
        fundsPasswordSet: true,
        // The market's own limits, in its currency: never converted at the moment of the request.
        minimum: ctx.config.limits[market].withdrawalMinimum,
        maximum: ctx.config.limits[market].withdrawalMaximum,
        market,
        calendar: ctx.market.calendars.current,
      }),
    );
    const amount = decimal(ctx.form.amount ?? '0');
    const [w] = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (order_no, account_id, market, amount, bank_card_id, status, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, $5, 'pending', $6) RETURNING *`,
      [orderNoPrefix('W', ctx.now), account.id, market, amount, ctx.form.bankCardId, ctx.now],
    );
    if (!w) throw new Error('withdrawal insert failed');
    await postEntry(tx, {
      kind: 'withdrawal.hold',
      accountId: account.id,
      refTable: 'withdrawals',
      refId: Number(w.id),
      at: ctx.now,
      lines: [
        { accountId: account.id, market, bucket: 'available', amount: money.neg(amount), type: 'withdrawal' },
        { accountId: account.id, market, bucket: 'frozen', amount },
      ],
    });
    return withdrawalView(tx, w);
  });
};

/** The configured pair from `from` to `to`, or undefined when the broker does not exchange it. */
function pairOf(ctx: Parameters<Handler>[0], from: string, to: string) {
  return ctx.config.fx.pairs.find((p) => p.from === from && p.to === to);
}

export const exchange: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const from = ctx.form.from as CurrencyCode;
  const to = ctx.form.to as CurrencyCode;
  const pair = pairOf(ctx, from, to);
  const fromMarket = CURRENCY_MARKET[from];
  const toMarket = CURRENCY_MARKET[to];
  // The same rule as the app's exchange form: only a configured pair has a rate.
  failOn(
    validateExchange({
      from,
      to,
      amount: ctx.form.amount ?? '',
      rate: pair?.rate ?? null,
      available: AMOUNT_CEILING,
    }),
  );
  if (!pair || !fromMarket || !toMarket) return refuse('exchange.rateUnavailable');
  const amount = decimal(ctx.form.amount ?? '0');
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    const [first, second] = [fromMarket, toMarket].sort();
    const a = await lockMarketAccount(tx, account.id, first as Market);
    const b = await lockMarketAccount(tx, account.id, second as Market);
    const available = first === fromMarket ? a.available : b.available;
    if (money.gt(amount, decimal(available))) refuse('balance.insufficient');
    const r = pair.rate;
    const received = convertCurrency(amount, r);
    const [row] = await tx.query<{ id: number; order_no: string }>(
      `INSERT INTO exchanges (account_id, from_market, to_market, from_amount, to_amount, rate, created_at, order_no)
       VALUES ($1, $2, $3, $4, $5, $6, $7, ${orderNoSql('$8')}) RETURNING id, order_no`,
      [account.id, fromMarket, toMarket, amount, received, r, ctx.now, orderNoPrefix('X', ctx.now)],
    );
    await postEntry(tx, {
      kind: 'exchange',
      accountId: account.id,
      refTable: 'exchanges',
      refId: Number(row?.id),
      at: ctx.now,
      lines: [
        {
          accountId: account.id,
          market: fromMarket,
          bucket: 'available',
          amount: money.neg(amount),
          type: 'exchange',
        },
        { house: 'fx', currency: from, amount },
        { accountId: account.id, market: toMarket, bucket: 'available', amount: received, type: 'exchange' },
        { house: 'fx', currency: to, amount: money.neg(received) },
      ],
    });
    return {
      orderNo: row?.order_no,
      from,
      to,
      amount: moneyText(amount),
      rate: r,
      received: moneyText(received),
      time: ctx.now.toISOString(),
    };
  });
};

/** Exactly the pairs `exchange` takes, at its rates (the server's configuration is the one source). */
export const listExchangeRates: Handler = async (ctx) => {
  const base = ctx.form.base as MarketCurrencyCode | undefined;
  return ctx.config.fx.pairs
    .filter((p) => !base || p.from === base)
    .map((p) => ({
      pair: `${p.from}/${p.to}`,
      from: p.from,
      to: p.to,
      rate: p.rate,
      time: ctx.now.toISOString(),
    }));
};

export const listFundRecords: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  const { from, to, recordType } = ctx.form;
  if (from && to && from > to) refuse('request.invalid');
  const { page, pageSize, offset } = paging(ctx);
  const tz = market === 'usd' ? 'America/New_York' : market === 'cny' ? 'Asia/Shanghai' : 'Asia/Tokyo';
  const where = `l.account_id = $1 AND l.market = $2 AND l.bucket = 'available' AND l.record_type IS NOT NULL
    AND ($3::text IS NULL OR l.record_type = $3)
    AND ($4::date IS NULL OR (j.created_at AT TIME ZONE '${tz}')::date >= $4::date)
    AND ($5::date IS NULL OR (j.created_at AT TIME ZONE '${tz}')::date <= $5::date)`;
  const params = [account.id, market, recordType ?? null, from ?? null, to ?? null];
  const [{ n: total } = { n: 0 }] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_lines l JOIN journal j ON j.id = l.journal_id WHERE ${where}`,
    params,
  );
  const rows = await ctx.db.query<{
    id: number;
    record_type: string;
    amount: string;
    created_at: Date;
    after: string;
    ref_table: string | null;
    ref_id: number | null;
  }>(
    `SELECT * FROM (
       SELECT l.id, l.record_type, l.amount, j.created_at, j.ref_table, j.ref_id,
              sum(l.amount) OVER (ORDER BY l.id) AS after, l.record_type AS rt, j.created_at AS jt
       FROM ledger_lines l JOIN journal j ON j.id = l.journal_id
       WHERE l.account_id = $1 AND l.market = $2 AND l.bucket = 'available') x
     WHERE x.id IN (SELECT l.id FROM ledger_lines l JOIN journal j ON j.id = l.journal_id WHERE ${where})
     ORDER BY x.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
    params,
  );
  const refs = await resolveFundRecordRefs(
    ctx.db,
    account.id,
    rows.map((r) => ({ table: r.ref_table, id: r.ref_id })),
    ctx.lang,
  );
  return {
    list: rows.map((r) => {
      const ref = refs.get(`${r.ref_table}:${r.ref_id}`);
      return {
        id: String(r.id),
        // The operation's own number (a subscription's, a position's...); a row without one gets the record's.
        orderNo: ref?.orderNo ?? `R${String(r.id).padStart(10, '0')}`,
        type: r.record_type,
        amount: moneyText(r.amount),
        currency: MARKET_CURRENCY[market],
        market,
        balanceAfter: moneyText(r.after),
        ...(ref?.subject ? { subject: ref.subject } : {}),
        time: iso(r.created_at),
      };
    }),
    total: Number(total),
    page,
    pageSize,
  };
};
