import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import type { SettleState } from '../risk/settleState';
import { settleStateSql } from '../risk/settleState';

/** The stored form of a token: only its SHA-256 is kept, so a database dump holds no usable session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session: a 256-bit random token (base64url), stored hashed, idle and absolute expiry. */
export async function openSession(
  tx: Queryable,
  accountId: number,
  now: Date,
  maxHours: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [tokenHash(token), accountId, now, new Date(now.getTime() + maxHours * 3600_000)],
  );
  return token;
}

export interface AccountRow {
  id: number;
  mobile: string;
  banned: boolean;
  frozen: boolean;
  trading_barred: boolean;
  credit_score: number;
  verification: 'none' | 'pending' | 'verified' | 'failed';
  real_name: string | null;
  funds_password_hash: string | null;
  invite_code: string;
  /** Read with the session when asked (`withSettleState`): what `settleAccount` needs to know first. */
  settle_state?: readonly SettleState[];
  /**
   * Read with the session when asked (`withFundsLock`): the funds password's failure count (its `auth_failures`
   * row, null when there is none), so the check before a money call needs no statement of its own.
   */
  funds_lock?: { failures: number; window_start: Date | string } | null;
}

/**
 * A session's last-seen time is written at most once this often: a request reads its session and writes nothing
 * unless the stored time is older. The idle expiry then counts from the last use to within this much, never
 * later: a session may end up to a minute before its idle time is up, never after.
 */
export const TOUCH_EVERY_SECONDS = 60;

/**
 * The account of a live session for these headers, or null (no token, unknown, ended, expired, idle too long,
 * a missing or wrong `account` header, banned). One statement: it reads the session and its account and, when
 * the session is live and its last-seen time is older than {@link TOUCH_EVERY_SECONDS}, moves that time to now.
 * With `withSettleState` the same statement also reads the account's settle state (`settle_state`), so a call that
 * settles first needs no statement of its own to find there is nothing to settle; with `withFundsLock` its funds
 * password's failure count (`funds_lock`).
 */
export async function resolveSession(
  db: Queryable,
  token: string | undefined,
  account: string | undefined,
  now: Date,
  idleMinutes: number,
  withSettleState = false,
  withFundsLock = false,
): Promise<AccountRow | null> {
  // Requests carry both headers (spec): a token alone, or with another account's number, is no session.
  if (!token || token.length < 16 || token.length > 256 || !account) return null;
  const [row] = await db.query<AccountRow & { last_seen_at: Date; expires_at: Date }>(
    `WITH live AS (
       SELECT a.id, a.mobile, a.banned, a.frozen, a.trading_barred, a.credit_score, a.verification, a.real_name,
              a.funds_password_hash, a.invite_code, s.last_seen_at, s.expires_at, s.token_hash
       FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = $1 AND s.ended_at IS NULL
     ), touched AS (
       UPDATE sessions t SET last_seen_at = $2::timestamptz FROM live
       WHERE t.token_hash = live.token_hash AND live.mobile = $3 AND NOT live.banned
         AND live.expires_at > $2::timestamptz
         AND live.last_seen_at > $2::timestamptz - make_interval(mins => $4::int)
         AND live.last_seen_at <= $2::timestamptz - make_interval(secs => $5::int)
       RETURNING 1
     )
     SELECT id, mobile, banned, frozen, trading_barred, credit_score, verification, real_name,
            funds_password_hash, invite_code, last_seen_at, expires_at${
              withSettleState
                ? `,
            (SELECT coalesce(json_agg(st), '[]'::json) FROM (${settleStateSql('live.id')}) st) AS settle_state`
                : ''
            }${
              withFundsLock
                ? `,
            (SELECT json_build_object('failures', f.failures, 'window_start', f.window_start)
             FROM auth_failures f WHERE f.key = 'funds:' || live.id) AS funds_lock`
                : ''
            }
     FROM live`,
    [tokenHash(token), now, account, idleMinutes, TOUCH_EVERY_SECONDS],
  );
  if (!row) return null;
  if (account !== row.mobile) return null;
  if (row.banned) return null;
  const t = now.getTime();
  if (new Date(row.expires_at).getTime() <= t) return null;
  if (new Date(row.last_seen_at).getTime() + idleMinutes * 60_000 <= t) return null;
  const { last_seen_at: _seen, expires_at: _expires, ...live } = row;
  return { ...live, id: Number(row.id) };
}

/** Ends one session, or every session of an account except `keep`. */
export async function endSessions(
  tx: Queryable,
  accountId: number,
  now: Date,
  keepToken?: string,
): Promise<void> {
  await tx.query(
    'UPDATE sessions SET ended_at = $2 WHERE account_id = $1 AND ended_at IS NULL AND token_hash <> $3',
    [accountId, now, keepToken ? tokenHash(keepToken) : ''],
  );
}
