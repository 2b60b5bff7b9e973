import {
  AMOUNT_CEILING,
  creditQuota,
  decimal,
  money,
  validateAddedCredit,
  validateCreditRepayment,
  validateLoan,
  validateRepayment,
} from '@tsumiki/sdk';
import { verifyFundsPassword } from '../auth/fundsPassword';
import type { Queryable } from '../db';
import type { Market } from '../ledger';
import { lockMarketAccount, postEntry } from '../ledger';
import type { Ctx, Handler } from './context';
import { failOn, iso, marketOf, moneyCall, orderNoPrefix, orderNoSql, refuse, signedIn } from './context';
import { moneyText } from './format';

const LOAN_STATUS = { pending: 0, approved: 1, rejected: 2, repaid: 3 } as const;

/**
 * The credit quota of a market, in its currency: `limit` = credit score × the market's quota per point
 * (granted), `borrowed` = the part in use (loans pending or approved, outstanding stock credits),
 * `available` = limit − borrowed (never below zero), `loanAmount` = approved loans not repaid.
 */
async function quota(q: Queryable, ctx: Ctx, market: Market) {
  const account = signedIn(ctx);
  const limit = creditQuota(account.credit_score, ctx.config.limits[market]);
  const rows = await q.query<{ amount: string }>(
    `SELECT amount FROM loans WHERE account_id = $1 AND market = $2 AND status IN ('pending', 'approved')
     UNION ALL SELECT credit FROM credit_requests WHERE account_id = $1 AND market = $2 AND status = 'outstanding'`,
    [account.id, market],
  );
  const [loan] = await q.query<{ s: string | null }>(
    "SELECT sum(amount) AS s FROM loans WHERE account_id = $1 AND market = $2 AND status = 'approved'",
    [account.id, market],
  );
  const borrowed = money.sum(rows.map((r) => decimal(r.amount)));
  const available = money.gt(limit, borrowed) ? money.sub(limit, borrowed) : decimal('0');
  return { limit, borrowed, available, loanAmount: decimal(loan?.s ?? '0') };
}

export const getCredit: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  const q = await quota(ctx.db, ctx, market);
  return {
    market,
    creditScore: account.credit_score,
    minScore: ctx.config.minCreditScore,
    // The spec's "borrowed quota" (借款额度) is the loan quota granted; what is left of it is availableQuota.
    borrowedQuota: moneyText(q.limit),
    availableQuota: moneyText(q.available),
    loanAmount: moneyText(q.loanAmount),
  };
};

interface LoanRow {
  id: number;
  order_no: string;
  market: Market;
  amount: string;
  repaid: string;
  status: keyof typeof LOAN_STATUS;
  created_at: Date;
  decided_at: Date | null;
  repaid_at: Date | null;
}

function loanView(r: LoanRow, score: number) {
  return {
    id: String(r.id),
    orderNo: r.order_no,
    market: r.market,
    amount: moneyText(r.amount),
    repaid: moneyText(r.repaid),
    creditScore: score,
    status: LOAN_STATUS[r.status],
    createdAt: iso(r.created_at),
    ...(r.decided_at ? { reviewedAt: iso(r.decided_at) } : {}),
    ...(r.repaid_at ? { repaidAt: iso(r.repaid_at) } : {}),
  };
}

export const listLoans: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<LoanRow>(
    'SELECT * FROM loans WHERE account_id = $1 AND market = $2 ORDER BY id DESC',
    [account.id, marketOf(ctx)],
  );
  return rows.map((r) => loanView(r, account.credit_score));
};

export const applyLoan: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.verification !== 'verified') refuse('verification.required');
  if (account.credit_score < ctx.config.minCreditScore) refuse('credit.scoreTooLow');
  const market = marketOf(ctx);
  // The amount's own checks first (decimals, range); the quota is checked under the lock below.
  failOn(validateLoan(ctx.form.amount ?? '', AMOUNT_CEILING, decimal('0')));
  const amount = decimal(ctx.form.amount ?? '0');
  return moneyCall(ctx, async (tx) => {
    await lockMarketAccount(tx, account.id, market);
    const [unpaid] = await tx.query("SELECT 1 FROM loans WHERE account_id = $1 AND status = 'approved'", [
      account.id,
    ]);
    if (unpaid) refuse('loan.unpaid');
    const q = await quota(tx, ctx, market);
    failOn(validateLoan(ctx.form.amount ?? '', q.limit, q.borrowed));
    const [row] = await tx.query<LoanRow>(
      `INSERT INTO loans (order_no, account_id, market, amount, status, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, 'pending', $5) RETURNING *`,
      [orderNoPrefix('L', ctx.now), account.id, market, amount, ctx.now],
    );
    return loanView(row as LoanRow, account.credit_score);
  });
};

export const repayLoan: Handler = async (ctx) => {
  const account = signedIn(ctx);
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    const [loan] = await tx.query<LoanRow>(
      'SELECT * FROM loans WHERE id = $1 AND account_id = $2 FOR UPDATE',
      [ctx.form.id, account.id],
    );
    if (loan?.status !== 'approved') return refuse('loan.notFound');
    const due = decimal(loan.amount);
    const balance = await lockMarketAccount(tx, account.id, loan.market);
    // Only the loan is taken, so the balance must cover the loan, not a larger amount typed.
    failOn(validateRepayment(ctx.form.amount ?? '', due, money.max(due, decimal(balance.available))));
    if (money.gt(due, decimal(balance.available))) refuse('balance.insufficient');
    const [row] = await tx.query<LoanRow>(
      "UPDATE loans SET status = 'repaid', repaid = amount, repaid_at = $2 WHERE id = $1 RETURNING *",
      [loan.id, ctx.now],
    );
    await postEntry(tx, {
      kind: 'loan.repay',
      accountId: account.id,
      refTable: 'loans',
      refId: Number(loan.id),
      at: ctx.now,
      lines: [
        {
          accountId: account.id,
          market: loan.market,
          bucket: 'available',
          amount: money.neg(due),
          type: 'repayment',
        },
        { accountId: account.id, market: loan.market, bucket: 'debt', amount: due },
      ],
    });
    return loanView(row as LoanRow, account.credit_score);
  });
};

interface CreditRow {
  id: number;
  account_id: number;
  market: Market;
  credit: string;
  status: 'outstanding' | 'settled' | 'repaid';
  created_at: Date;
  ended_at: Date | null;
}

const CREDIT_STATUS = { outstanding: 0, settled: 1, repaid: 2 } as const;

export const creditView = (r: CreditRow) => ({
  id: String(r.id),
  market: r.market,
  credit: moneyText(r.credit),
  status: CREDIT_STATUS[r.status],
  createdAt: iso(r.created_at),
  ...(r.ended_at ? { endedAt: iso(r.ended_at) } : {}),
});

export const listStockCredits: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<CreditRow>(
    'SELECT * FROM credit_requests WHERE account_id = $1 AND market = $2 ORDER BY id DESC',
    [account.id, marketOf(ctx)],
  );
  return rows.map(creditView);
};

/**
 * Stock credit: the house lends `credit`, held in frozen funds and owed as debt, out of the market's credit
 * quota (shared with loans), until the customer repays it or the operator settles it.
 */
export const addCredit: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const market = marketOf(ctx);
  failOn(validateAddedCredit(ctx.form.credit ?? '', AMOUNT_CEILING));
  if (account.credit_score < ctx.config.minCreditScore) refuse('credit.scoreTooLow');
  const credit = decimal(ctx.form.credit ?? '0');
  return moneyCall(ctx, async (tx) => {
    await lockMarketAccount(tx, account.id, market);
    const q = await quota(tx, ctx, market);
    failOn(validateAddedCredit(ctx.form.credit ?? '', q.available));
    const [row] = await tx.query<CreditRow>(
      `INSERT INTO credit_requests (account_id, market, credit, status, created_at)
       VALUES ($1, $2, $3, 'outstanding', $4) RETURNING *`,
      [account.id, market, credit, ctx.now],
    );
    await postEntry(tx, {
      kind: 'credit',
      accountId: account.id,
      refTable: 'credit_requests',
      refId: Number(row?.id),
      at: ctx.now,
      lines: [
        { accountId: account.id, market, bucket: 'frozen', amount: credit },
        { accountId: account.id, market, bucket: 'debt', amount: money.neg(credit) },
      ],
    });
    return creditView(row as CreditRow);
  });
};

/**
 * Ends an outstanding stock credit (locked by the caller): its hold in frozen funds pays its debt (one
 * `credit.end` journal entry, fund-record type `credit`), and the credit is `repaid` by the customer or
 * `settled` by the operator. Nothing moves in the available balance: the credit never left the hold.
 */
export async function endStockCredit(
  tx: Queryable,
  credit: CreditRow,
  end: { status: 'repaid' | 'settled'; by: string; now: Date },
): Promise<CreditRow> {
  await lockMarketAccount(tx, credit.account_id, credit.market);
  const amount = decimal(credit.credit);
  const [row] = await tx.query<CreditRow>(
    'UPDATE credit_requests SET status = $2, ended_at = $3, ended_by = $4 WHERE id = $1 RETURNING *',
    [credit.id, end.status, end.now, end.by],
  );
  await postEntry(tx, {
    kind: 'credit.end',
    accountId: credit.account_id,
    refTable: 'credit_requests',
    refId: Number(credit.id),
    at: end.now,
    memo: end.status,
    lines: [
      {
        accountId: credit.account_id,
        market: credit.market,
        bucket: 'frozen',
        amount: money.neg(amount),
        type: 'credit',
      },
      { accountId: credit.account_id, market: credit.market, bucket: 'debt', amount },
    ],
  });
  return row as CreditRow;
}

/**
 * The customer repays an outstanding stock credit in full: not below the credit (spec section 5, "repayment
 * must not be below the loan"), paid by its own hold. Another's, an unknown or an ended credit is
 * `credit.notFound`.
 */
export const repayCredit: Handler = async (ctx) => {
  const account = signedIn(ctx);
  await verifyFundsPassword(ctx);
  return moneyCall(ctx, async (tx) => {
    const [credit] = await tx.query<CreditRow>(
      'SELECT * FROM credit_requests WHERE id = $1 AND account_id = $2 FOR UPDATE',
      [ctx.form.id, account.id],
    );
    if (!credit) return refuse('credit.notFound');
    failOn(validateCreditRepayment(ctx.form.amount ?? '', decimal(credit.credit), credit.status));
    return creditView(await endStockCredit(tx, credit, { status: 'repaid', by: 'customer', now: ctx.now }));
  });
};
