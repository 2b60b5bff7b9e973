import type { Queryable } from '../db';

/** What blocks a withdrawal, over every market of an account (the contract's WithdrawalChecks). */
export interface WithdrawalChecks {
  /** Orders holding, closing or pending. */
  openPositions: number;
  /** Loans approved and not repaid plus stock credits outstanding. */
  unpaidCredit: number;
  /** A withdrawal pending review. */
  pendingWithdrawal: boolean;
}

/**
 * The select-list of the three counts, for the account whose id is the SQL expression `account`:
 * {@link withdrawalChecks} reads it alone, and getUserinfo inside the statement that reads the balances, so the
 * SDK's withdrawal form shows exactly the reasons the server will give.
 */
export const withdrawalChecksSql = (account: string) => `
  (SELECT count(*)::int FROM orders WHERE account_id = ${account} AND status IN ('holding', 'pending', 'closing')) AS open,
  ((SELECT count(*) FROM loans WHERE account_id = ${account} AND status = 'approved')
    + (SELECT count(*) FROM credit_requests WHERE account_id = ${account} AND status = 'outstanding'))::int AS unpaid,
  EXISTS (SELECT 1 FROM withdrawals WHERE account_id = ${account} AND status = 'pending') AS pending`;

/** {@link withdrawalChecksSql} of the account `$1`. */
export const WITHDRAWAL_CHECKS_SQL = withdrawalChecksSql('$1');

/** The counts as {@link WITHDRAWAL_CHECKS_SQL} answers them. */
export interface WithdrawalChecksRow {
  open: number;
  unpaid: number;
  pending: boolean;
}

export function toWithdrawalChecks(row: WithdrawalChecksRow | undefined): WithdrawalChecks {
  return {
    openPositions: Number(row?.open ?? 0),
    unpaidCredit: Number(row?.unpaid ?? 0),
    pendingWithdrawal: row?.pending === true,
  };
}

/** The counts `withdraw` refuses on, read in one query. */
export async function withdrawalChecks(q: Queryable, accountId: number): Promise<WithdrawalChecks> {
  const [row] = await q.query<WithdrawalChecksRow>(`SELECT ${WITHDRAWAL_CHECKS_SQL}`, [accountId]);
  return toWithdrawalChecks(row);
}
