import type { Ctx } from '../handlers/context';
import { refuse } from '../handlers/context';
import { HashQueueFull } from './passwords';
import { admitAttempt, forgiveAttempt, LOGIN_LOCKOUT, loginKey } from './throttle';

/**
 * Checks the login password typed for the account number `mobile` against `stored` (undefined: no such account,
 * and a dummy hash is checked instead, so both take the same time). Every check of a login password goes through
 * here — sign-in, and the login password that changing it or setting the funds password asks for — so they share
 * one count: the attempt is counted before the hash, in one statement, and past 5 failures in 15 minutes it is
 * refused with `request.tooFrequent`, the right password too, whether the account exists or not. Answers whether
 * the password was right; a full hash queue refuses `request.tooFrequent` without counting.
 */
export async function verifyLoginPassword(
  ctx: Ctx,
  mobile: string,
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  // A full queue refuses before any database work, so a flood of guesses costs next to nothing.
  if (ctx.hasher.full) refuse('request.tooFrequent');
  const key = loginKey(mobile);
  return ctx.hasher.oneAtATime(key, async () => {
    const admission = await admitAttempt(ctx.db, key, LOGIN_LOCKOUT, ctx.now);
    if (!admission.admitted) refuse('request.tooFrequent', { retryAfter: admission.retryAfter });
    let right = false;
    try {
      if (stored === undefined) await ctx.hasher.burn(password);
      else right = await ctx.hasher.verify(password, stored);
    } catch (error) {
      if (error instanceof HashQueueFull) {
        await forgiveAttempt(ctx.db, key);
        refuse('request.tooFrequent');
      }
      throw error;
    }
    if (right) await forgiveAttempt(ctx.db, key);
    return right;
  });
}

/** The hash of a new login or funds password, through the hash queue; `request.tooFrequent` when it is full. */
export async function hashNewSecret(ctx: Ctx, secret: string): Promise<string> {
  try {
    return await ctx.hasher.hash(secret);
  } catch (error) {
    if (error instanceof HashQueueFull) refuse('request.tooFrequent');
    throw error;
  }
}
