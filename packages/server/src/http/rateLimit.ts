import type { Queryable } from '../db';

/** At most `limit` calls per fixed window of `windowSeconds`. */
export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** The limited kinds of call, each per account (once signed in) and per client address. */
export interface RateLimits {
  register: { ip: Limit };
  upload: { account: Limit; ip: Limit };
  order: { account: Limit; ip: Limit };
}

/**
 * Defaults: 10 registrations an hour per address; 20 uploads an hour per account, 60 per address; 60 orders a
 * minute per account, 600 per address.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  register: { ip: { limit: 10, windowSeconds: 3600 } },
  upload: { account: { limit: 20, windowSeconds: 3600 }, ip: { limit: 60, windowSeconds: 3600 } },
  order: { account: { limit: 60, windowSeconds: 60 }, ip: { limit: 600, windowSeconds: 60 } },
};

/** Which kind an operation counts as: register, any call carrying files, or placing an order. */
export function limitKind(operationId: string, hasFiles: boolean): keyof RateLimits | undefined {
  if (operationId === 'register') return 'register';
  if (operationId === 'buyStock') return 'order';
  if (hasFiles) return 'upload';
  return undefined;
}

/**
 * Counts one call in `bucket`'s current window and answers whether it is within `limit`. One upsert, atomic
 * on the row, so every instance sharing the database counts the same calls.
 */
export async function hit(db: Queryable, bucket: string, limit: Limit, now: Date): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
    [bucket, start],
  );
  return Number(row?.hits) <= limit.limit;
}

/**
 * Counts a call against every limit of its kind (the address, and the account when signed in); false when any
 * is exceeded. `limits` false turns limiting off.
 */
export async function withinLimits(
  db: Queryable,
  limits: RateLimits | false,
  kind: keyof RateLimits | undefined,
  who: { ip: string; accountId?: number },
  now: Date,
): Promise<boolean> {
  if (!limits || !kind) return true;
  const set = limits[kind] as { ip: Limit; account?: Limit };
  let ok = await hit(db, `${kind}:ip:${who.ip}`, set.ip, now);
  if (set.account && who.accountId !== undefined)
    ok = (await hit(db, `${kind}:account:${who.accountId}`, set.account, now)) && ok;
  return ok;
}

/** Deletes counters of windows that ended more than a day before `now`. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '1 day'", [now]);
}
