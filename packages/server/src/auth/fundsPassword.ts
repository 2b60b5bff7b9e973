import type { Ctx } from '../handlers/context';
import { refuse, signedIn } from '../handlers/context';
import { HashQueueFull } from './passwords';
import { admitAttempt, FUNDS_LOCKOUT, forgiveAttempt, fundsKey } from './throttle';

/**
 * Checks the funds password before a money call, outside its transaction so a failure stays counted though the
 * call is refused. The attempt is counted before the hash, in one statement (src/auth/throttle.ts), so guesses
 * sent at once count one each across every instance: past 5 failures the call is refused with
 * `request.tooFrequent`, the right password too, until 30 minutes after the first failure. Within one process
 * the checks of one account run one at a time, so its own parallel money calls never lock it.
 */
export async function verifyFundsPassword(ctx: Ctx, password = ctx.form.fundsPassword ?? ''): Promise<void> {
  const account = signedIn(ctx);
  const [row] = await ctx.db.query<{ funds_password_hash: string | null }>(
    'SELECT funds_password_hash FROM accounts WHERE id = $1',
    [account.id],
  );
  if (!row?.funds_password_hash) refuse('fundsPassword.notSet');
  // A full queue refuses before any database work, so a flood of guesses costs next to nothing.
  if (ctx.hasher.full) refuse('request.tooFrequent');
  const key = fundsKey(account.id);
  const hash = row.funds_password_hash;
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
  if (right) return;
  ctx.log.info({ event: 'fundsPassword.failed', accountId: account.id }, 'wrong funds password');
  refuse('fundsPassword.wrong');
}
