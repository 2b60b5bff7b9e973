import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../handlers/context';
import { refuse, signedIn } from '../handlers/context';
import type { Hasher } from './passwords';
import { HashQueueFull } from './passwords';
import { admitAttempt, FUNDS_LOCKOUT, forgiveAttempt, fundsKey } from './throttle';

/** How long a funds password checked right by scrypt is recognised without another scrypt. */
export const RECENT_SECRET_MS = 15 * 60_000;

/**
 * Funds passwords this process checked right in the last {@link RECENT_SECRET_MS}, one per account, kept as
 * HMAC-SHA256 under a key made at start and never stored (the stored hash is part of the message, so a changed
 * password never matches an old entry). A money call with the same password is then recognised with one HMAC
 * instead of one scrypt (~6 ms of CPU at ln=12, ~300 ms at production's ln=17). Only a password already proven
 * right is recognised: any other goes through the counted, hashed check as before, so guesses cost and count
 * exactly what they did. Entries expire with time and are bounded in number.
 */
export class RecentSecrets {
  readonly #key = randomBytes(32);
  readonly #byAccount = new Map<number, { tag: Buffer; until: number }>();
  constructor(private readonly size = 100_000) {}

  #tag(stored: string, password: string): Buffer {
    return createHmac('sha256', this.#key).update(stored).update('\0').update(password).digest();
  }

  knows(accountId: number, stored: string, password: string, now: Date): boolean {
    const entry = this.#byAccount.get(accountId);
    if (!entry) return false;
    if (entry.until <= now.getTime()) {
      this.#byAccount.delete(accountId);
      return false;
    }
    return timingSafeEqual(entry.tag, this.#tag(stored, password));
  }

  remember(accountId: number, stored: string, password: string, now: Date): void {
    this.#byAccount.delete(accountId);
    if (this.#byAccount.size >= this.size)
      this.#byAccount.delete(this.#byAccount.keys().next().value as number);
    this.#byAccount.set(accountId, {
      tag: this.#tag(stored, password),
      until: now.getTime() + RECENT_SECRET_MS,
    });
  }
}

type LockRow = { failures: number | null; window_start: Date | string | null };
const NO_LOCK: LockRow = { failures: null, window_start: null };

/** Seconds a funds password stays locked by this count (0: not locked), as `admitAttempt` decides it. */
function lockedFor(lock: LockRow | undefined, now: Date): number {
  const ends = new Date(lock?.window_start ?? 0).getTime() + FUNDS_LOCKOUT.windowMinutes * 60_000;
  if (Number(lock?.failures ?? 0) < FUNDS_LOCKOUT.max || ends <= now.getTime()) return 0;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

// One per server: keyed by the server's hasher, which every check of that server goes through.
const recent = new WeakMap<Hasher, RecentSecrets>();
const recentOf = (hasher: Hasher) => {
  let r = recent.get(hasher);
  if (!r) {
    r = new RecentSecrets();
    recent.set(hasher, r);
  }
  return r;
};

/**
 * Checks the funds password before a money call, outside its transaction so a failure stays counted though the
 * call is refused. The attempt is counted before the hash, in one statement (src/auth/throttle.ts), so guesses
 * sent at once count one each across every instance: past 5 failures the call is refused with
 * `request.tooFrequent`, the right password too, until 30 minutes after the first failure. Within one process
 * the checks of one account run one at a time, so its own parallel money calls never lock it. A password this
 * process recently checked right ({@link RecentSecrets}) is taken without a hash, unless the account is locked.
 */
export async function verifyFundsPassword(ctx: Ctx, password = ctx.form.fundsPassword ?? ''): Promise<void> {
  const account = signedIn(ctx);
  const key = fundsKey(account.id);
  // The stored hash and the lock state in one statement, unless the session's statement read them already.
  const [row] =
    account.funds_lock !== undefined
      ? [{ funds_password_hash: account.funds_password_hash, ...(account.funds_lock ?? NO_LOCK) }]
      : await ctx.db.query<LockRow & { funds_password_hash: string | null }>(
          `SELECT a.funds_password_hash, f.failures, f.window_start
           FROM accounts a LEFT JOIN auth_failures f ON f.key = $2 WHERE a.id = $1`,
          [account.id, key],
        );
  if (!row?.funds_password_hash) refuse('fundsPassword.notSet');
  const hash = row.funds_password_hash;
  const secrets = recentOf(ctx.hasher);
  if (secrets.knows(account.id, hash, password, ctx.now)) {
    // What the counted check would answer the right password: refused while the account is locked. A count
    // at the limit may include checks of this account still in flight (counted before their hash, given back
    // when right), so then it is read again once they are done, as a check in line would see it.
    if (lockedFor(row, ctx.now) === 0) return;
    await ctx.hasher.oneAtATime(key, async () => {
      const [lock] = await ctx.db.query<LockRow>(
        'SELECT failures, window_start FROM auth_failures WHERE key = $1',
        [key],
      );
      const wait = lockedFor(lock, ctx.now);
      if (wait > 0) refuse('request.tooFrequent', { retryAfter: wait });
    });
    return;
  }
  // A full queue refuses before any database work, so a flood of guesses costs next to nothing.
  if (ctx.hasher.full) refuse('request.tooFrequent');
  const right = await ctx.hasher.oneAtATime(key, async () => {
    const admission = await admitAttempt(ctx.db, key, FUNDS_LOCKOUT, ctx.now);
    if (!admission.admitted) refuse('request.tooFrequent', { retryAfter: admission.retryAfter });
    try {
      const ok = await ctx.hasher.verify(password, hash);
      if (ok) await forgiveAttempt(ctx.db, key);
      return ok;
    } catch (error) {
      // Not checked, so not a failure: give the count back.
      if (error instanceof HashQueueFull) {
        await forgiveAttempt(ctx.db, key);
        refuse('request.tooFrequent');
      }
      throw error;
    }
  });
  if (right) {
    secrets.remember(account.id, hash, password, ctx.now);
    return;
  }
  ctx.log.info({ event: 'fundsPassword.failed', accountId: account.id }, 'wrong funds password');
  refuse('fundsPassword.wrong');
}
