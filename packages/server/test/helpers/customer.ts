import { expect } from 'vitest';
import type { Db } from '../../src/db';
import { decide, listPending } from '../../src/operator';
import type { Answer, TestClock, testServer } from './app';
import { PNG } from './app';

export type Server = Awaited<ReturnType<typeof testServer>>;
export interface Session {
  token: string;
  account: string;
}

/**
 * Registers `mobile`, sets funds password 246813, verifies identity and deposits `deposit` yen (approved by the
 * operator). Returns the session. Each account costs a few password hashes: reuse them within a file.
 */
export async function newCustomer(
  server: Server,
  db: Db,
  clock: TestClock,
  mobile: string,
  deposit = '500000',
): Promise<Session> {
  const s: Session = { token: '', account: mobile };
  const ok = async (op: string, form: Record<string, string>, files?: Record<string, Buffer>) => {
    const a: Answer = await server.call(op, form, s, files);
    expect(a, `${op} ${JSON.stringify(a)}`).toMatchObject({ status: 1 });
    return a.data;
  };
  const reg = await server.call('register', {
    account: mobile,
    password: 'pass-word1',
    repeatPassword: 'pass-word1',
    terms: '1',
  });
  expect(reg.status, JSON.stringify(reg)).toBe(1);
  s.token = reg.data.token;
  await ok('setFundsPassword', {
    loginPassword: 'pass-word1',
    fundsPassword: '246813',
    repeatFundsPassword: '246813',
  });
  await ok(
    'submitVerification',
    { realName: '佐藤 花子', idNumber: 'X1234567', privacyNotice: '1' },
    {
      frontImage: PNG,
      backImage: PNG,
    },
  );
  const pending = await listPending(db, 'verifications');
  const mine = pending.find((v) => v.mobile === mobile);
  await decide(db, 'verifications', Number(mine?.id), 'approve', { actor: 't', now: clock.now() });
  if (deposit !== '0') {
    const dep = await ok('deposit', { amount: deposit, currency: 'JPY' }, { proof: PNG });
    await decide(db, 'deposits', Number(dep.id), 'approve', { actor: 't', now: clock.now() });
  }
  return s;
}
