import type { Queryable } from '../db';

/** At most `limit` calls per fixed window of `windowSeconds`. */
export interface Limit {
  limit: number;
  windowSeconds: number;
}

/** The limited kinds of call, each per account (once signed in) and per client address. */
export interface RateLimits {
  register: { ip: Limit };
  /** Sign-in attempts per address, before any password is hashed (each account number has its own lockout too). */
  login: { ip: Limit };
  /** The other calls that need no session (quotes, news, exchange rates, the config), per address. */
  public: { ip: Limit };
  upload: { account: Limit; ip: Limit };
  order: { account: Limit; ip: Limit };
}

/**
 * Defaults: 10 registrations an hour per address; 30 sign-ins a minute per address (carriers put many phones
 * behind one address, and each account number locks after 5 failures anyway); 600 public calls a minute per
 * address (the app polls quotes every few seconds per open list); 20 uploads an hour per account, 60 per
 * address; 60 orders a minute per account, 600 per address.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  register: { ip: { limit: 10, windowSeconds: 3600 } },
  login: { ip: { limit: 30, windowSeconds: 60 } },
  public: { ip: { limit: 600, windowSeconds: 60 } },
  upload: { account: { limit: 20, windowSeconds: 3600 }, ip: { limit: 60, windowSeconds: 3600 } },
  order: { account: { limit: 60, windowSeconds: 60 }, ip: { limit: 600, windowSeconds: 60 } },
};

/**
 * Which kind an operation counts as: register, login, another call that needs no session, any call carrying
 * files, or placing an order.
 */
export function limitKind(
  operationId: string,
  hasFiles: boolean,
  secured = true,
): keyof RateLimits | undefined {
  if (operationId === 'register') return 'register';
  if (operationId === 'login') return 'login';
  if (!secured) return 'public';
  if (operationId === 'buyStock') return 'order';
  if (hasFiles) return 'upload';
  return undefined;
}

/**
 * Counts one call in `bucket`'s current window and answers 0 when it is within `limit`, else the seconds until
 * the window ends. One upsert, atomic on the row, so every instance sharing the database counts the same calls.
 */
export async function hit(db: Queryable, bucket: string, limit: Limit, now: Date): Promise<number> {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
    [bucket, new Date(start)],
  );
  if (Number(row?.hits) <= limit.limit) return 0;
  return Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
}

/**
 * Buckets this process has seen over their limit, with the end of that window: a bucket's count only grows within
 * its window, so until then it is refused without asking the database (a flood from one address then costs no
 * query per request). At most `size` buckets are kept; the oldest go first.
 */
export class OverLimit {
  readonly #until = new Map<string, number>();
  constructor(private readonly size = 100_000) {}
  /** Seconds left for a bucket known to be over its limit at `now`, else 0. */
  wait(bucket: string, now: Date): number {
    const until = this.#until.get(bucket);
    if (until === undefined) return 0;
    if (until <= now.getTime()) {
      this.#until.delete(bucket);
      return 0;
    }
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }
  note(bucket: string, now: Date, seconds: number): void {
    if (this.#until.size >= this.size) this.#until.delete(this.#until.keys().next().value as string);
    this.#until.set(bucket, now.getTime() + seconds * 1000);
  }
}

/**
 * Counts a call against every limit of its kind (the address, and the account when signed in): 0 when within
 * them all, else the seconds to wait (for Retry-After). `limits` false turns limiting off. With `known`, a bucket
 * this process already saw over its limit is refused without a query.
 */
export async function withinLimits(
  db: Queryable,
  limits: RateLimits | false,
  kind: keyof RateLimits | undefined,
  who: { ip: string; accountId?: number },
  now: Date,
  known?: OverLimit,
): Promise<number> {
  if (!limits || !kind) return 0;
  const set = limits[kind] as { ip: Limit; account?: Limit };
  const buckets: [string, Limit][] = [[`${kind}:ip:${who.ip}`, set.ip]];
  if (set.account && who.accountId !== undefined)
    buckets.push([`${kind}:account:${who.accountId}`, set.account]);
  for (const [bucket] of buckets) {
    const wait = known?.wait(bucket, now) ?? 0;
    if (wait > 0) return wait;
  }
  let wait = 0;
  for (const [bucket, limit] of buckets) {
    const w = await hit(db, bucket, limit, now);
    if (w > 0) known?.note(bucket, now, w);
    wait = Math.max(wait, w);
  }
  return wait;
}

/** Deletes counters of windows that ended more than a day before `now`. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '1 day'", [now]);
}
