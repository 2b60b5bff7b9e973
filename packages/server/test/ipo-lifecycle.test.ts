import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { settleIpoOrders } from '../src/ipo/lifecycle';
import { checkInvariants } from '../src/ledger';
import { drawIpo } from '../src/operator';
import { seedOnce } from '../src/seed';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo. Each journey gets its own IPO with these dates (Tokyo time):
// subscribe until Fri 20 15:00, draw Tue 24, pay by Wed 25 15:00, list on Fri 27.
const START = '2026-11-19T01:00:00Z';
const DATES = {
  start: '2026-11-18T00:00:00Z',
  end: '2026-11-20T06:00:00Z',
  draw: '2026-11-24T01:00:00Z',
  deadline: '2026-11-25T06:00:00Z',
  listing: '2026-11-27T00:00:00Z',
};

type Journey = {
  pay: 'atSubscription' | 'afterDraw' | 'never';
  quantity: string;
  won: number;
  /** When the order is looked at after the draw (and payment). */
  later: string;
  want: { status: number; position: boolean; available: string; frozen: string };
};

describe.each(dbTargets())('IPO lifecycle on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  const clock = new TestClock(new Date(START));
  let symbolNo = 0;

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0805550002', '500000');
  });
  afterAll(async () => db?.close());

  const relogin = async () => {
    const a = await server.call('login', { account: s.account, password: 'pass-word1' });
    s.token = a.data.token;
  };
  const balance = async () => {
    const [b] = await db.query<{ available: string; frozen: string }>(
      "SELECT m.available::text, m.frozen::text FROM market_accounts m JOIN accounts a ON a.id = m.account_id WHERE a.mobile = $1 AND m.market = 'jpy'",
      [s.account],
    );
    return { available: Number(b?.available).toFixed(2), frozen: Number(b?.frozen).toFixed(2) };
  };
  const newIpo = async () => {
    const symbol = `9${String(900 + symbolNo++)}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO ipos (market, symbol, name_ja, name_zh, name_en, price, shares_offered, min_quantity, max_quantity,
         lead_broker, exchange, subscribe_start, subscribe_end, draw_date, listing_date, payment_deadline)
       VALUES ('jpy', $1, '試験', '试验', 'Test', '1500', 100000, 100, 100000, 'Nomura', 'TSE Growth',
               $2, $3, $4, $5, $6) RETURNING id`,
      [symbol, DATES.start, DATES.end, DATES.draw, DATES.listing, DATES.deadline],
    );
    return { id: String(row?.id), symbol };
  };

  it.each<[string, Journey]>([
    [
      'subscribe → draw → pay → listing day: a holding position at the IPO price',
      {
        pay: 'afterDraw',
        quantity: '300',
        won: 200,
        later: '2026-11-27T00:30:00Z',
        want: { status: 7, position: true, available: '-300000.00', frozen: '300000.00' },
      },
    ],
    [
      'paid at subscription → partly won (rest refunded) → listing day: a position',
      {
        pay: 'atSubscription',
        quantity: '300',
        won: 100,
        later: '2026-11-27T00:30:00Z',
        want: { status: 7, position: true, available: '-150000.00', frozen: '150000.00' },
      },
    ],
    [
      'paid and won but not yet listed: still won (2), no position',
      {
        pay: 'afterDraw',
        quantity: '100',
        won: 100,
        later: '2026-11-26T06:00:00Z',
        want: { status: 2, position: false, available: '-150000.00', frozen: '150000.00' },
      },
    ],
    [
      'subscribe → draw → do not pay → past the deadline: waived, nothing held, nothing charged',
      {
        pay: 'never',
        quantity: '200',
        won: 200,
        later: '2026-11-25T06:00:01Z',
        want: { status: 5, position: false, available: '0.00', frozen: '0.00' },
      },
    ],
    [
      'do not pay, deadline not passed yet: still need to pay (3)',
      {
        pay: 'never',
        quantity: '200',
        won: 100,
        later: '2026-11-25T05:59:00Z',
        want: { status: 3, position: false, available: '0.00', frozen: '0.00' },
      },
    ],
  ])('%s', async (_, j) => {
    clock.set(START);
    await relogin();
    const before = await balance();
    const ipo = await newIpo();
    const sub = await server.call(
      'subscribeNewStock',
      { id: ipo.id, quantity: j.quantity, pay: j.pay === 'atSubscription' ? '1' : '0' },
      s,
    );
    expect(sub, JSON.stringify(sub)).toMatchObject({
      status: 1,
      data: { status: j.pay === 'atSubscription' ? 1 : 0 },
    });

    clock.set(DATES.draw);
    await drawIpo(db, Number(ipo.id), {
      actor: 't',
      now: clock.now(),
      allotments: new Map([[Number(sub.data.id), j.won]]),
    });
    await relogin();
    const drawn = await server.call('listNewStockOrders', { type: 'jpy' }, s);
    const order = drawn.data.find((o: { id: string }) => o.id === sub.data.id);
    expect(order).toMatchObject({
      status: j.pay === 'atSubscription' ? 2 : 3,
      winningQuantity: String(j.won),
    });
    if (j.pay === 'afterDraw') {
      const paid = await server.call('payNewStock', { id: sub.data.id }, s);
      expect(paid).toMatchObject({ status: 1, data: { status: 2 } });
    }
    expect(await checkInvariants(db)).toEqual([]);

    clock.set(j.later);
    await relogin();
    const orders = await server.call('listNewStockOrders', { type: 'jpy' }, s);
    const after = orders.data.find((o: { id: string }) => o.id === sub.data.id);
    expect(after.status).toBe(j.want.status);
    const positions = await server.call('listPositions', { type: 'jpy' }, s);
    const position = positions.data.list.find((p: { code: string }) => p.code === ipo.symbol);
    if (j.want.position) {
      expect(position).toMatchObject({
        status: 0,
        buy_price: '1500.00',
        stock_num: String(j.won),
        margin: j.want.frozen,
        leverage: '1',
      });
    } else {
      expect(position).toBeUndefined();
    }
    if (j.want.status === 5) {
      expect((await server.call('payNewStock', { id: sub.data.id }, s)).msg).toBe('ipo.nothingToPay');
    }
    const now = await balance();
    expect({
      available: (Number(now.available) - Number(before.available)).toFixed(2),
      frozen: (Number(now.frozen) - Number(before.frozen)).toFixed(2),
    }).toEqual({ available: j.want.available, frozen: j.want.frozen });
    expect(await checkInvariants(db)).toEqual([]);
    // A second sweep finds nothing more to do.
    expect(await settleIpoOrders(db, clock.now())).toEqual({ delivered: 0, waived: 0 });
    // Close the position so the next journey starts from free money.
    if (position) {
      clock.set('2026-11-30T01:00:00Z');
      await relogin();
      expect((await server.call('closePosition', { id: position.id }, s)).status).toBe(1);
    }
  });

  it('records the waiver in the audit log and the delivery as a journal entry', async () => {
    const [waived] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'ipo.waive'",
    );
    const [delivered] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal WHERE kind = 'ipo.deliver'",
    );
    expect([waived?.n, delivered?.n]).toEqual([1, 2]);
  });
});
