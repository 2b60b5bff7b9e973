import { randomBytes } from 'node:crypto';
import { checkAccount, checkPassword, checkPasswordRepeat } from '@tsumiki/sdk';
import { isCommonPassword } from '../auth/commonPasswords';
import { hashNewSecret, verifyLoginPassword } from '../auth/loginPassword';
import { endSessions, openSession, tokenHash } from '../auth/sessions';
import { openMarketAccounts } from '../ledger';
import type { Handler } from './context';
import { failOn, refuse, signedIn } from './context';

const inviteCode = () =>
  randomBytes(6)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 8);

export const register: Handler = async (ctx) => {
  const { account, password, repeatPassword, inviteCode: invite, terms } = ctx.form;
  failOn([
    checkAccount(account ?? ''),
    checkPassword(password ?? '', { account: account ?? '', isCommon: isCommonPassword }),
    checkPasswordRepeat(password ?? '', repeatPassword ?? ''),
    terms === '1' ? null : { code: 'terms.required' as const },
  ]);
  const hash = await hashNewSecret(ctx, password ?? '');
  const token = await ctx.db.transaction(async (tx) => {
    const [exists] = await tx.query('SELECT 1 FROM accounts WHERE mobile = $1', [account]);
    if (exists) refuse('account.exists');
    let inviterId: number | null = null;
    if (invite) {
      const [inviter] = await tx.query<{ id: number }>('SELECT id FROM accounts WHERE invite_code = $1', [
        invite,
      ]);
      if (!inviter) refuse('inviter.notFound');
      inviterId = Number(inviter.id);
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO accounts (mobile, password_hash, invite_code, inviter_id, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (mobile) DO NOTHING RETURNING id`,
      [account, hash, inviteCode(), inviterId, ctx.now],
    );
    if (!row) refuse('account.exists');
    await openMarketAccounts(tx, Number(row.id));
    return openSession(tx, Number(row.id), ctx.now, ctx.config.sessionMaxHours);
  });
  ctx.log.info({ event: 'register' }, 'account opened');
  return { token, account };
};

/**
 * Signs in. The account number's attempt is counted before any hash, and an unknown number costs the same hash
 * as a known one (src/auth/loginPassword.ts), so the answer, its time and the lockout are the same for both.
 */
export const login: Handler = async (ctx) => {
  const { account, password } = ctx.form;
  failOn([checkAccount(account ?? '')]);
  const mobile = account ?? '';
  const [row] = await ctx.db.query<{ id: number; password_hash: string; banned: boolean; frozen: boolean }>(
    'SELECT id, password_hash, banned, frozen FROM accounts WHERE mobile = $1',
    [mobile],
  );
  if (!(await verifyLoginPassword(ctx, mobile, password ?? '', row?.password_hash)) || !row) {
    ctx.log.info({ event: 'login.failed', ...(row ? { accountId: row.id } : {}) }, 'sign-in refused');
    refuse('auth.wrongCredentials');
  }
  if (row.banned) refuse('account.banned');
  if (row.frozen) refuse('account.frozen');
  const token = await openSession(ctx.db, Number(row.id), ctx.now, ctx.config.sessionMaxHours);
  ctx.log.info({ event: 'login', accountId: row.id }, 'signed in');
  return { token, account };
};

export const logout: Handler = async (ctx) => {
  signedIn(ctx);
  await ctx.db.query('UPDATE sessions SET ended_at = $2 WHERE token_hash = $1', [
    tokenHash(ctx.token ?? ''),
    ctx.now,
  ]);
  return null;
};

export const changeLoginPassword: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const { oldPassword, newPassword, repeatPassword } = ctx.form;
  failOn([
    checkPassword(newPassword ?? '', { account: account.mobile, isCommon: isCommonPassword }),
    checkPasswordRepeat(newPassword ?? '', repeatPassword ?? ''),
  ]);
  const [row] = await ctx.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM accounts WHERE id = $1',
    [account.id],
  );
  if (!(await verifyLoginPassword(ctx, account.mobile, oldPassword ?? '', row?.password_hash)))
    refuse('password.wrongOriginal');
  const hash = await hashNewSecret(ctx, newPassword ?? '');
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [account.id, hash]);
    await endSessions(tx, account.id, ctx.now, ctx.token);
  });
  return null;
};
