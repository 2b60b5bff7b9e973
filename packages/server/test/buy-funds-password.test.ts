import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { decide, listPending } from '../src/operator';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo: the market is open.
const START = '2026-11-19T01:00:00Z';
const BUY = { code: '7203', type: 'jpy', direction: 'long', orderType: 'market', lots: '1', leverage: '1' };

describe.each(dbTargets())('buyStock checks the funds password on %s', (target) => {
  let db: Db;
  let server: Server;
  const clock = new TestClock(new Date(START));
  let withPin: Session;
  let noPin: Session;
  let locked: Session;

  /** A verified, funded customer who never set a funds password (newCustomer always sets one). */
  async function customerWithoutPin(mobile: string): Promise<Session> {
    const reg = await server.call('register', {
      account: mobile,
      password: 'pass-word1',
      repeatPassword: 'pass-word1',
      terms: '1',
    });
    const s = { token: reg.data.token as string, account: mobile };
    await server.call(
      'submitVerification',
      { realName: '佐藤 花子', idNumber: 'X1234567', privacyNotice: '1' },
      s,
      { frontImage: PNG, backImage: PNG },
    );
    const mine = (await listPending(db, 'verifications')).find((v) => v.mobile === mobile);
    await decide(db, 'verifications', Number(mine?.id), 'approve', { actor: 't', now: clock.now() });
    return s;
  }

  const orders = async (s: Session) => {
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.mobile = $1',
      [s.account],
    );
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    withPin = await newCustomer(server, db, clock, '0807770001');
    locked = await newCustomer(server, db, clock, '0807770002');
    noPin = await customerWithoutPin('0807770003');
  });
  afterAll(async () => db?.close());

  it.each<[string, { who: () => Session; form: Record<string, string>; want: object; orders: number }]>([
    [
      'no funds password set: notSet, nothing held',
      {
        who: () => noPin,
        form: { ...BUY, fundsPassword: '246813' },
        want: { status: 0, msg: 'fundsPassword.notSet' },
        orders: 0,
      },
    ],
    [
      'a wrong funds password: wrong, nothing held',
      {
        who: () => withPin,
        form: { ...BUY, fundsPassword: '111111' },
        want: { status: 0, msg: 'fundsPassword.wrong' },
        orders: 0,
      },
    ],
    [
      // The contract names the field's own key (`x-msg`) for a form that lacks it.
      'no funds password in the form: refused by the contract as a wrong one',
      { who: () => withPin, form: BUY, want: { status: 0, msg: 'fundsPassword.wrong' }, orders: 0 },
    ],
    [
      'the right funds password: the order is placed',
      {
        who: () => withPin,
        form: { ...BUY, fundsPassword: '246813' },
        want: { status: 1, msg: 'ok' },
        orders: 1,
      },
    ],
  ])('%s', async (_title, { who, form, want, orders: n }) => {
    expect(await server.call('buyStock', form, who())).toMatchObject(want);
    expect(await orders(who())).toBe(n);
  });

  it('locks the funds password after five wrong in a row, even for the right one', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await server.call('buyStock', { ...BUY, fundsPassword: '000000' }, locked)).toEqual({
        status: 0,
        msg: 'fundsPassword.wrong',
      });
    }
    expect(await server.call('buyStock', { ...BUY, fundsPassword: '246813' }, locked)).toEqual({
      status: 0,
      msg: 'request.tooFrequent',
    });
    expect(await orders(locked)).toBe(0);
  });
});
