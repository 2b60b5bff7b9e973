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
  /** Read with the session when asked (`settleState`): what `settleAccount` needs to know first. */
  settle_state?: readonly SettleState[];
  /**
   * Read with the session when asked (`fundsLock`): the funds password's failure count (its `auth_failures`
   * row, null when there is none), so the check before a money call needs no statement of its own.
   */
  funds_lock?: { failures: number; window_start: Date | string } | null;
  /** Counted with the session when asked (`count`): each bucket's calls in its window, this one included. */
  rate_hits?: readonly { bucket: string; hits: number }[];
  /** What the call's own read (`joined`) answered in the session's statement. */
  joined?: unknown;
}

/**
 * A call's own read, sent in its session's statement (one round trip for a signed-in read instead of two): a
 * scalar SQL expression (typically a `json_build_object` of subqueries) over the account whose id is the SQL
 * expression `account`, its own parameters written as `param(0)`, `param(1)`… Read at the same snapshot as the
 * session and its settle state, so it stands for the call's read whenever nothing had to be settled first (the
 * caller reads again otherwise). JSON carries numbers as binary floats: every numeric must be cast to text.
 */
export interface JoinedRead {
  sql: (account: string, param: (n: number) => string) => string;
  params: readonly unknown[];
}

/**
 * A session's last-seen time is written at most once this often: a request reads its session and writes nothing
 * unless the stored time is older. The idle expiry then counts from the last use to within this much, never
 * later: a session may end up to a minute before its idle time is up, never after.
 */
export const TOUCH_EVERY_SECONDS = 60;

/**
 * The statement of each kind of session check, built once: a text built afresh per call is a new string whose
 * whole length is hashed and compared again to find its prepared statement. A joined read's `sql` is one function
 * per operation (module constants), numbered here.
 */
const SESSION_SQL = new Map<string, string>();
const JOINED_IDS = new Map<JoinedRead['sql'], number>();

function sessionSql(
  withSettleState: boolean,
  withFundsLock: boolean,
  counting: boolean,
  joined: JoinedRead['sql'] | undefined,
): string {
  let joinedId = 0;
  if (joined) {
    joinedId = JOINED_IDS.get(joined) ?? JOINED_IDS.size + 1;
    JOINED_IDS.set(joined, joinedId);
  }
  const key = `${withSettleState}${withFundsLock}${counting}${joinedId}`;
  const known = SESSION_SQL.get(key);
  if (known) return known;
  const firstJoined = counting ? 9 : 6;
  const sql = `WITH live AS (
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
     )${
       counting
         ? `, hits AS (
       INSERT INTO rate_limits (bucket, window_start, hits)
       SELECT CASE WHEN c.per_account = 't' THEN c.bucket || live.id ELSE c.bucket END, c.start::timestamptz, 1
       FROM live, unnest($6::text[], $7::text[], $8::text[]) WITH ORDINALITY AS c(bucket, start, per_account, n)
       WHERE live.mobile = $3 AND NOT live.banned AND live.expires_at > $2::timestamptz
         AND live.last_seen_at > $2::timestamptz - make_interval(mins => $4::int)
       ORDER BY c.n
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING bucket, hits
     )`
         : ''
     }
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
            }${
              counting
                ? `,
            (SELECT coalesce(json_agg(json_build_object('bucket', bucket, 'hits', hits)), '[]'::json) FROM hits)
              AS rate_hits`
                : ''
            }${
              joined
                ? `,
            ${joined('live.id', (n) => `$${firstJoined + n}`)} AS joined`
                : ''
            }
     FROM live`;
  SESSION_SQL.set(key, sql);
  return sql;
}

/** What {@link resolveSession} reads or counts besides the session itself. */
export interface SessionExtras {
  /** Read the account's settle state (`settle_state`). */
  settleState?: boolean;
  /** Read the funds password's failure count (`funds_lock`). */
  fundsLock?: boolean;
  /**
   * Rate-limit buckets to count this call in once the session is found live (src/http/rateLimit.ts,
   * `sessionCounted`), in locking order; a bucket marked `perAccount` is named by its text and the account's id.
   * The counts are in `rate_hits`.
   */
  count?: readonly { bucket: string; start: Date; perAccount: boolean }[];
  /** The call's own read, answered in `joined` ({@link JoinedRead}). */
  joined?: JoinedRead;
}

/**
 * The account of a live session for these headers, or null (no token, unknown, ended, expired, idle too long,
 * a missing or wrong `account` header, banned). One statement: it reads the session and its account and, when
 * the session is live and its last-seen time is older than {@link TOUCH_EVERY_SECONDS}, moves that time to now.
 * With `settleState` the same statement also reads the account's settle state (`settle_state`), so a call that
 * settles first needs no statement of its own to find there is nothing to settle; with `fundsLock` its funds
 * password's failure count (`funds_lock`); with `count` it counts the call against its rate limits (`rate_hits`);
 * with `joined` it answers the call's own read (`joined`).
 */
export async function resolveSession(
  db: Queryable,
  token: string | undefined,
  account: string | undefined,
  now: Date,
  idleMinutes: number,
  extras: SessionExtras = {},
): Promise<AccountRow | null> {
  const {
    settleState: withSettleState = false,
    fundsLock: withFundsLock = false,
    count = [],
    joined,
  } = extras;
  // Requests carry both headers (spec): a token alone, or with another account's number, is no session.
  if (!token || token.length < 16 || token.length > 256 || !account) return null;
  const [row] = await db.query<AccountRow & { last_seen_at: Date; expires_at: Date }>(
    sessionSql(withSettleState, withFundsLock, count.length > 0, joined?.sql),
    [
      tokenHash(token),
      now,
      account,
      idleMinutes,
      TOUCH_EVERY_SECONDS,
      ...(count.length > 0
        ? [
            count.map((c) => c.bucket),
            count.map((c) => c.start.toISOString()),
            count.map((c) => (c.perAccount ? 't' : 'f')),
          ]
        : []),
      ...(joined ? joined.params : []),
    ],
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
