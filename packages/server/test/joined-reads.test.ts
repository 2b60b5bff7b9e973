import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo (01:00 UTC): the market is open.
const START = '2026-11-19T01:00:00Z';

/** The database, counting the statements sent through it outside transactions. */
function counting(db: Db): Db & { statements: number } {
  const counted = Object.create(db) as Db & { statements: number };
  counted.statements = 0;
  // Every request goes through the counted database itself, not a request's own view of PGlite's (forRequest).
  counted.forRequest = undefined;
  counted.query = (sql, params) => {
    counted.statements++;
    return db.query(sql, params);
  };
  return counted;
}

describe.each(dbTargets())('a read joined to its session statement, on %s', (target) => {
  let raw: Db;
  let db: Db & { statements: number };
  let joined: Server;
  let plain: Server;
  let s: Session;
  const clock = new TestClock(new Date(START));

  beforeAll(async () => {
    raw = await openTestDb(target);
    db = counting(raw);
    joined = await testServer(db, clock);
    plain = await testServer(raw, clock, {}, { joinedReads: false });
    s = await newCustomer(joined, raw, clock, '0811112222');
    const order = (form: Record<string, string>) =>
      joined.call(
        'buyStock',
        {
          code: '7203',
          type: 'jpy',
          direction: 'long',
          lots: '1',
          leverage: '2',
          fundsPassword: '246813',
          ...form,
        },
        s,
      );
    expect(await order({ orderType: 'market' })).toMatchObject({ status: 1 });
    expect(await order({ orderType: 'market', direction: 'short', leverage: '1' })).toMatchObject({
      status: 1,
    });
    const quote = await joined.call('getStock', { type: 'jpy', code: '7203' }, s);
    // 3 % under the price: stays pending.
    const limit = String(Math.floor((Number(quote.data.price) * 0.97) / 5) * 5);
    expect(await order({ orderType: 'limit', price: limit })).toMatchObject({ status: 1 });
  });
  afterAll(async () => raw?.close());

  const reads: [string, Record<string, string>][] = [
    ['getUserinfo', { type: 'jpy' }],
    ['getUserinfo', { type: 'usd' }],
    ['listPositions', { type: 'jpy' }],
    ['listPositions', { type: 'cny' }],
  ];

  it('answers exactly what the read after the session answers, settled first or not', async () => {
    // A new minute: the first read settles (its joined read is then read again), the second does not.
    clock.set('2026-11-19T01:01:10Z');
    for (const [op, form] of reads) {
      const first = await joined.call(op, form, s);
      const second = await joined.call(op, form, s);
      const reference = await plain.call(op, form, s);
      expect(reference, op).toMatchObject({ status: 1 });
      expect(first, `${op} ${JSON.stringify(form)}`).toEqual(reference);
      expect(second, `${op} ${JSON.stringify(form)}`).toEqual(reference);
    }
    const positions = await joined.call('listPositions', { type: 'jpy' }, s);
    expect(positions.data.list.map((p: { status: number }) => p.status).sort()).toEqual([0, 0, 2]);
  });

  it('sends one statement for a read in a minute already settled, answering the same', async () => {
    // A pending order is looked at on every call (it may fill): cancelled, the book settles once a minute.
    const positions = await joined.call('listPositions', { type: 'jpy' }, s);
    const pending = positions.data.list.find((p: { status: number }) => p.status === 2);
    expect(await joined.call('cancelOrder', { id: pending.id }, s)).toMatchObject({ status: 1 });
    clock.set('2026-11-19T01:02:10Z');
    expect(await joined.call('getUserinfo', { type: 'jpy' }, s)).toMatchObject({ status: 1 });
    clock.set('2026-11-19T01:02:20Z');
    for (const [op, form] of reads) {
      const before = db.statements;
      const answer = await joined.call(op, form, s);
      expect(db.statements - before, op).toBe(1);
      expect(answer, `${op} ${JSON.stringify(form)}`).toEqual(await plain.call(op, form, s));
    }
    const positions2 = await joined.call('listPositions', { type: 'jpy' }, s);
    expect(positions2.data.list.map((p: { status: number }) => p.status)).toEqual([0, 0]);
  });

  it('refuses a caller with no live session before anything about the form', async () => {
    const stranger = { token: 'x'.repeat(43), account: s.account };
    for (const server of [joined, plain]) {
      expect(await server.call('getUserinfo', { type: 'jpy' }, stranger)).toEqual({
        status: 0,
        msg: 'session.expired',
      });
      expect(await server.call('getUserinfo', { type: 'jpy' })).toEqual({
        status: 0,
        msg: 'session.expired',
      });
      expect(await server.call('listPositions', { type: 'nope' }, stranger)).toEqual({
        status: 0,
        msg: 'session.expired',
      });
      // A field sent twice: refused as invalid to a live session, as signed out to anyone else.
      const twice = (session?: Session) =>
        server.app.inject({
          method: 'POST',
          url: '/api/vue/user/getUserinfo',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(session ? { token: session.token, account: session.account } : {}),
          },
          payload: 'type=jpy&type=usd',
        });
      expect((await twice(stranger)).json()).toEqual({ status: 0, msg: 'session.expired' });
      expect((await twice(s)).json()).toEqual({ status: 0, msg: 'request.invalid' });
    }
    // A form too long to read is refused as signed out to a stranger too.
    const long = await joined.app.inject({
      method: 'POST',
      url: '/api/vue/user/getUserinfo',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        token: stranger.token,
        account: s.account,
      },
      payload: `type=jpy&pad=${'a'.repeat(20_000)}`,
    });
    expect(long.json()).toEqual({ status: 0, msg: 'session.expired' });
  });
});
