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

const windowOf = (limit: Limit, now: Date) => {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, end: start + windowMs };
};

const waitUntil = (end: number, now: Date) => Math.max(1, Math.ceil((end - now.getTime()) / 1000));

/**
 * Counts one call in `bucket`'s current window and answers 0 when it is within `limit`, else the seconds until
 * the window ends. One upsert, atomic on the row, so every instance sharing the database counts the same calls.
 */
export async function hit(db: Queryable, bucket: string, limit: Limit, now: Date): Promise<number> {
  return (await hitAll(db, [[bucket, limit]], now))[0] ?? 0;
}

/**
 * {@link hit} for several buckets in one statement (one round trip): the wait of each, in order. The rows are
 * locked in the order given (callers always name the address before the account), so two calls never wait on
 * each other's rows crosswise.
 */
export async function hitAll(db: Queryable, buckets: [string, Limit][], now: Date): Promise<number[]> {
  const windows = buckets.map(([, limit]) => windowOf(limit, now));
  const values = buckets.map((_, i) => `($${2 * i + 1}, $${2 * i + 2}::timestamptz, 1)`).join(', ');
  const rows = await db.query<{ bucket: string; hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ${values}
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING bucket, hits`,
    buckets.flatMap(([bucket], i) => [bucket, new Date(windows[i]?.start ?? 0)]),
  );
  const hits = new Map(rows.map((r) => [r.bucket, Number(r.hits)]));
  return buckets.map(([bucket, limit], i) =>
    (hits.get(bucket) ?? 0) <= limit.limit ? 0 : waitUntil(windows[i]?.end ?? 0, now),
  );
}

interface LocalCount {
  bucket: string;
  start: number;
  end: number;
  /** Calls this process counted in the window. */
  mine: number;
  /** Of those, how many are already added to the shared row. */
  written: number;
  /** Calls the other instances had added to the shared row when this process last wrote to it. */
  others: number;
}

/**
 * Per-address counts of the calls that need no session (quotes, news, the config: the app polls them), kept in
 * this process and shared with the other instances through `rate_limits` in batches: {@link sync} adds every
 * bucket's new calls to its row in one statement (a second apart in a server) and learns what the other
 * instances added. So a call costs no database work, a process alone is held to the limit exactly, and
 * instances together admit at most what the others counted since their last sync beyond it (a second of their
 * traffic for that address). At most `size` windows are kept; past that a call is counted in the database
 * directly ({@link hit}).
 */
export class SharedCounts {
  readonly #counts = new Map<string, LocalCount>();
  #syncing: Promise<void> | undefined;
  constructor(
    private readonly db: Queryable,
    private readonly size = 200_000,
  ) {}

  /** Counts one call; 0 when within `limit`, else the seconds until the window ends. */
  async hit(bucket: string, limit: Limit, now: Date): Promise<number> {
    const { start, end } = windowOf(limit, now);
    const key = `${bucket}@${start}`;
    let count = this.#counts.get(key);
    if (!count) {
      if (this.#counts.size >= this.size) return hit(this.db, bucket, limit, now);
      count = { bucket, start, end, mine: 0, written: 0, others: 0 };
      this.#counts.set(key, count);
    }
    count.mine += 1;
    return count.others + count.mine <= limit.limit ? 0 : waitUntil(end, now);
  }

  /**
   * Adds the calls counted since the last sync to the shared rows (one statement for every bucket that moved)
   * and forgets the windows that ended before `now` once written. One sync at a time.
   */
  sync(now: Date): Promise<void> {
    this.#syncing ??= this.#write(now).finally(() => {
      this.#syncing = undefined;
    });
    return this.#syncing;
  }

  async #write(now: Date): Promise<void> {
    const moved = [...this.#counts.values()].filter((c) => c.mine > c.written);
    if (moved.length > 0) {
      const sent = moved.map((c) => c.mine - c.written);
      const rows = await this.db.query<{ bucket: string; window_start: Date; hits: number }>(
        `INSERT INTO rate_limits (bucket, window_start, hits)
         SELECT b, s::timestamptz, n FROM unnest($1::text[], $2::text[], $3::int[]) AS u(b, s, n)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + excluded.hits
         RETURNING bucket, window_start, hits`,
        [moved.map((c) => c.bucket), moved.map((c) => new Date(c.start).toISOString()), sent],
      );
      const total = new Map(rows.map((r) => [`${r.bucket}@${new Date(r.window_start).getTime()}`, r.hits]));
      moved.forEach((c, i) => {
        c.written += sent[i] ?? 0;
        const hits = total.get(`${c.bucket}@${c.start}`);
        if (hits !== undefined) c.others = Math.max(0, Number(hits) - c.written);
      });
    }
    for (const [key, c] of this.#counts)
      if (c.end <= now.getTime() && c.written === c.mine) this.#counts.delete(key);
  }
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
 * this process already saw over its limit is refused without a query. With `shared`, the calls that need no
 * session are counted there (no database work per call); the other kinds in the database, one statement.
 */
export async function withinLimits(
  db: Queryable,
  limits: RateLimits | false,
  kind: keyof RateLimits | undefined,
  who: { ip: string; accountId?: number },
  now: Date,
  known?: OverLimit,
  shared?: SharedCounts,
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
  const waits =
    kind === 'public' && shared
      ? await Promise.all(buckets.map(([bucket, limit]) => shared.hit(bucket, limit, now)))
      : await hitAll(db, buckets, now);
  let wait = 0;
  buckets.forEach(([bucket], i) => {
    const w = waits[i] ?? 0;
    if (w > 0) known?.note(bucket, now, w);
    wait = Math.max(wait, w);
  });
  return wait;
}

/** One bucket a signed-in call is counted in by the session's own statement (see {@link sessionCounted}). */
export interface SessionBucket {
  /** The bucket's name, or for `perAccount` its name before the account's id. */
  bucket: string;
  perAccount: boolean;
  limit: Limit;
  start: Date;
  end: number;
}

/**
 * The buckets of a signed-in call of a kind counted in the database (orders, uploads), for the session's statement
 * to count it in once it finds the session live (`resolveSession`'s `count`): the same rows, counts and locking
 * order (the address, then the account) as {@link withinLimits}, with no statement of their own. undefined when
 * the call is not limited, or a bucket of its address is known to be over its limit (then {@link withinLimits}
 * refuses it without counting, after the session is checked, as before).
 */
export function sessionCounted(
  limits: RateLimits | false,
  kind: keyof RateLimits | undefined,
  ip: string,
  now: Date,
  known?: OverLimit,
): SessionBucket[] | undefined {
  if (!limits || !kind || kind === 'public' || kind === 'login' || kind === 'register') return undefined;
  const set = limits[kind] as { ip: Limit; account?: Limit };
  const ipBucket = `${kind}:ip:${ip}`;
  if ((known?.wait(ipBucket, now) ?? 0) > 0) return undefined;
  const bucket = (name: string, perAccount: boolean, limit: Limit): SessionBucket => {
    const w = windowOf(limit, now);
    return { bucket: name, perAccount, limit, start: new Date(w.start), end: w.end };
  };
  const out = [bucket(ipBucket, false, set.ip)];
  if (set.account) out.push(bucket(`${kind}:account:`, true, set.account));
  return out;
}

/**
 * The wait {@link withinLimits} would answer for counts the session's statement made ({@link sessionCounted}):
 * 0 when within every limit, else the seconds until the window ends; a bucket over its limit is noted in `known`.
 */
export function sessionWait(
  buckets: readonly SessionBucket[],
  hits: readonly { bucket: string; hits: number }[],
  accountId: number,
  now: Date,
  known?: OverLimit,
): number {
  const counted = new Map(hits.map((h) => [h.bucket, Number(h.hits)]));
  let wait = 0;
  for (const b of buckets) {
    const name = b.perAccount ? `${b.bucket}${accountId}` : b.bucket;
    const over = known?.wait(name, now) ?? 0;
    const w = over > 0 ? over : (counted.get(name) ?? 0) <= b.limit.limit ? 0 : waitUntil(b.end, now);
    if (w > 0 && over === 0) known?.note(name, now, w);
    wait = Math.max(wait, w);
  }
  return wait;
}

/** Deletes counters of windows that ended more than a day before `now`. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '1 day'", [now]);
}
