import type { Queryable } from '../db';

/** At most `max` failed checks per window of `windowMinutes`, opened by the first failure. */
export interface Lockout {
  max: number;
  windowMinutes: number;
}

/** The login password: 5 failures in 15 minutes (ASVS 4 2.2.1 allows up to 100 an hour). */
export const LOGIN_LOCKOUT: Lockout = { max: 5, windowMinutes: 15 };
/** The six-digit funds password: 5 failures, then locked until 30 minutes after the first. */
export const FUNDS_LOCKOUT: Lockout = { max: 5, windowMinutes: 30 };

/** The key of the login password of the account number `mobile` (whether an account has it or not). */
export const loginKey = (mobile: string) => `login:${mobile}`;
/** The key of an account's funds password. */
export const fundsKey = (accountId: number) => `funds:${accountId}`;

export interface Admission {
  admitted: boolean;
  /** Seconds until the window ends (for Retry-After); 0 when admitted. */
  retryAfter: number;
}

/**
 * Counts one attempt on `key` as a failure before the password is checked, in one statement, and answers whether
 * it may be checked: its count is within the lockout. Counting first is what makes the lockout hold under
 * parallel guesses (N guesses at once count N, and only the first `max` reach a hash); a success gives its count
 * back ({@link forgiveAttempt}). A window that ended starts afresh. Refused attempts count too, so a flood keeps
 * the account locked no longer than the window: the window opens at the first failure and does not move.
 */
export async function admitAttempt(
  db: Queryable,
  key: string,
  lockout: Lockout,
  now: Date,
): Promise<Admission> {
  const [row] = await db.query<{ failures: number; window_start: Date }>(
    `INSERT INTO auth_failures AS f (key, failures, window_start) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN f.window_start <= $2::timestamptz - make_interval(mins => $3) THEN 1
                       ELSE f.failures + 1 END,
       window_start = CASE WHEN f.window_start <= $2::timestamptz - make_interval(mins => $3) THEN $2
                           ELSE f.window_start END
     RETURNING failures, window_start`,
    [key, now, lockout.windowMinutes],
  );
  const failures = Number(row?.failures ?? 1);
  if (failures <= lockout.max) return { admitted: true, retryAfter: 0 };
  const ends = new Date(row?.window_start ?? now).getTime() + lockout.windowMinutes * 60_000;
  return { admitted: false, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Gives back the count of an attempt that turned out right: only failures hold a lock. */
export async function forgiveAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE auth_failures SET failures = failures - 1 WHERE key = $1 AND failures > 0', [key]);
}

/** Deletes the counts of windows that began more than a day before `now`. */
export async function pruneAuthFailures(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM auth_failures WHERE window_start < $1::timestamptz - interval '1 day'", [now]);
}
