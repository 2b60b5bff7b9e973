import type { Decimal } from '@tsumiki/sdk';
import {
  builtInClosures,
  DEFAULT_FEE_SCHEDULE,
  DEFAULT_MARGIN_LEVELS,
  decimal,
  marginStatus,
  money,
  zonedDate,
} from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { checkInvariants } from '../src/ledger';
import { minuteAt, minuteStart, minutesBetween, priceTrack } from '../src/market/minutes';
import { decide } from '../src/operator';
import { sweepRisk } from '../src/risk/settle';
import { PNG, TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Thursday 19 Nov 2026, 10:00 in Tokyo.
const START = '2026-11-19T01:00:00Z';
const d = decimal;

/**
 * Where the SDK's rule says a one-position book first reaches each level, minute by minute over the simulator's
 * quoted prices: the oracle the server's walk (day skipping, float screening) must agree with.
 */
function oracle(
  code: string,
  side: 'long' | 'short',
  buy: Decimal,
  qty: Decimal,
  margin: Decimal,
  leverage: number,
) {
  const track = priceTrack('jpy', code, buy);
  const book = [{ code, side, buyPrice: buy, quantity: qty, margin, leverage }];
  let call: { at: Date; price: Decimal } | undefined;
  const from = minuteAt('jpy', new Date(START));
  const to = minuteAt('jpy', new Date('2026-12-31T06:00:00Z'));
  for (const ref of minutesBetween('jpy', from, to)) {
    const price = track.exact(ref);
    const status = marginStatus(book, () => price, DEFAULT_FEE_SCHEDULE.jpy, DEFAULT_MARGIN_LEVELS);
    if (!call && status !== 'safe') call = { at: minuteStart('jpy', ref), price };
    if (status === 'stopOut') return { call, stop: { at: minuteStart('jpy', ref), price } };
  }
  throw new Error('no stop-out in the window');
}

describe.each(dbTargets())('margin call, stop-out and fills on %s', (target) => {
  let db: Db;
  let server: Server;
  const clock = new TestClock(new Date(START));
  let mobiles = 0;

  beforeAll(async () => {
    db = await openTestDb(target);
    // 20x is offered here so a one-minute gap can go beyond the margin.
    server = await testServer(db, clock, { leverages: [1, 2, 5, 10, 20] });
  });
  afterAll(async () => db?.close());

  const customer = (deposit = '500000') =>
    newCustomer(server, db, clock, `08${String(++mobiles).padStart(8, '0')}`, deposit);
  /** Moves the clock, keeping every session alive (a test jumps days; sessions are tested elsewhere). */
  const at = async (iso: string) => {
    clock.set(iso);
    await db.query('UPDATE sessions SET last_seen_at = $1, expires_at = $2 WHERE ended_at IS NULL', [
      clock.now(),
      new Date(clock.now().getTime() + 12 * 3600_000),
    ]);
  };
  const ok = async (op: string, form: Record<string, string>, s: Session) => {
    const a = await server.call(op, form, s);
    expect(a, `${op} ${JSON.stringify(a)}`).toMatchObject({ status: 1 });
    return a.data;
  };
  const buy = (s: Session, code: string, side: string, lots: string, leverage: string, price?: string) =>
    server.call(
      'buyStock',
      {
        code,
        type: 'jpy',
        direction: side,
        orderType: price ? 'limit' : 'market',
        lots,
        leverage,
        fundsPassword: '246813',
        ...(price ? { price } : {}),
      },
      s,
    );
  const accountOf = async (s: Session) =>
    Number((await db.query<{ id: number }>('SELECT id FROM accounts WHERE mobile = $1', [s.account]))[0]?.id);
  const worth = async (s: Session) => {
    const [b] = await db.query<{ available: string; frozen: string; debt: string }>(
      "SELECT available, frozen, debt FROM market_accounts WHERE account_id = $1 AND market = 'jpy'",
      [await accountOf(s)],
    );
    return {
      ...b,
      net: money.sub(money.add(d(String(b?.available)), d(String(b?.frozen))), d(String(b?.debt))),
    };
  };
  const feesPaid = async (s: Session) => {
    const [r] = await db.query<{ s: string | null }>(
      `SELECT sum(l.amount)::text AS s FROM ledger_lines l JOIN journal j ON j.id = l.journal_id
       WHERE j.account_id = $1 AND l.house = 'fees'`,
      [await accountOf(s)],
    );
    return d(r?.s ?? '0');
  };
  const messages = async (s: Session) =>
    db.query<{ title: string; body_html: string; created_at: Date }>(
      'SELECT title, body_html, created_at FROM messages WHERE account_id = $1 ORDER BY created_at, id',
      [await accountOf(s)],
    );
  const order = async (id: string) =>
    (await db.query<Record<string, string | Date | null>>('SELECT * FROM orders WHERE id = $1', [id]))[0] ??
    {};
  const balanced = async () => expect(await checkInvariants(db)).toEqual([]);

  it("the issue's hedge: long and short of one stock at 10x, a 15 % move, both closed: the deposit less the fees", async () => {
    await at(START);
    // 8591 rises from 2316 to 2675 (+15.5 %) by 27 Nov 10:53 Tokyo.
    const loserFirst = await customer();
    const winnerFirst = await customer();
    // 1068 lots a leg: the two margins and fees take all but 355.42 of the 500,000.
    const legs = { loserFirst: [] as string[], winnerFirst: [] as string[] };
    for (const [s, lots, key] of [
      [loserFirst, '1068', 'loserFirst'],
      [winnerFirst, '300', 'winnerFirst'],
    ] as const) {
      legs[key].push((await ok('buyStock', { ...form('8591', 'long', lots, '10') }, s)).id);
      legs[key].push((await ok('buyStock', { ...form('8591', 'short', lots, '10') }, s)).id);
    }
    expect((await worth(loserFirst)).available).toBe('355.420000');
    // Days pass; the sweep and the customers' reads run on the way. A hedge never reaches a margin level.
    for (const t of [
      '2026-11-20T02:00:00Z',
      '2026-11-24T06:00:00Z',
      '2026-11-26T03:00:00Z',
      '2026-11-27T01:53:00Z',
    ]) {
      await at(t);
      await sweepRisk(db, server.config, clock.now());
      await ok('listPositions', { type: 'jpy' }, loserFirst);
    }
    const list = await ok('listPositions', { type: 'jpy' }, loserFirst);
    expect(list.list.map((p: { nowprice: string }) => p.nowprice)).toEqual(['2675.00', '2675.00']);
    expect(Number(list.marginLevel)).toBeGreaterThan(98);
    expect(
      list.list.every(
        (p: { stopOutPrice?: string }) => p.stopOutPrice === undefined || Number(p.stopOutPrice) > 100_000,
      ),
    ).toBe(true);

    // The short first: 138,920.10 beyond its margin, 355.42 from the available balance, the rest owed ...
    const [long1, short1] = legs.loserFirst as [string, string];
    const shortClosed = await ok('closePosition', { id: short1 }, loserFirst);
    expect(shortClosed).toMatchObject({ status: 4, closeReason: 'customer', sellPrice: '2675.00' });
    expect(await worth(loserFirst)).toMatchObject({ available: '0.000000', debt: '138564.680000' });
    // ... then the long: its payout lands, and the next call repays what was owed.
    await ok('closePosition', { id: long1 }, loserFirst);
    const info = await ok('getUserinfo', { type: 'jpy' }, loserFirst);
    expect(info.jpyyjed).toBe('0.00');
    const fees = await feesPaid(loserFirst);
    expect(fees).toBe('10660.78');
    expect((await worth(loserFirst)).net).toBe(money.sub(d('500000'), fees));

    // The winner first: the short alone is then below the stop-out level and is closed at the same minute.
    const [long2, short2] = legs.winnerFirst as [string, string];
    await ok('closePosition', { id: long2 }, winnerFirst);
    expect(await server.call('closePosition', { id: short2 }, winnerFirst)).toEqual({
      status: 0,
      msg: 'order.notHolding',
    });
    expect(await order(short2)).toMatchObject({
      status: 'closed',
      close_reason: 'stopOut',
      sell_price: '2675.000000',
    });
    const w = await worth(winnerFirst);
    expect(w.net).toBe(money.sub(d('500000'), await feesPaid(winnerFirst)));
    expect(money.lt(w.net, d('500000'))).toBe(true);
    expect((await messages(winnerFirst)).map((m) => m.title)).toContain(
      'ロスカットにより建玉を決済しました（日本株）',
    );
    await balanced();
  });

  function form(code: string, side: string, lots: string, leverage: string, price?: string) {
    return {
      code,
      type: 'jpy',
      direction: side,
      orderType: price ? 'limit' : 'market',
      lots,
      leverage,
      fundsPassword: '246813',
      ...(price ? { price } : {}),
    };
  }

  it('warns once at the margin-call level, then closes at the first minute that reached the stop-out level', async () => {
    await at(START);
    // 6758 at 3547; a short rises through both levels on Friday.
    const swept = await customer();
    const lazy = await customer();
    const a = await ok('buyStock', form('6758', 'short', '100', '10'), swept);
    const b = await ok('buyStock', form('6758', 'short', '100', '10'), lazy);
    expect(a.buy_price).toBe('3547.00');
    const want = oracle('6758', 'short', d('3547'), d('100'), d(a.margin), 10);
    // Swept every 30 minutes on the way (the warning must not repeat), then once after the close.
    for (let t = new Date(START).getTime(); t < want.stop.at.getTime() + 3600_000; t += 1800_000) {
      await at(new Date(t).toISOString());
      await sweepRisk(db, server.config, clock.now());
    }
    await at('2026-11-20T07:00:00Z');
    await sweepRisk(db, server.config, clock.now());
    const swClosed = await order(a.id);
    expect(swClosed).toMatchObject({ status: 'closed', close_reason: 'stopOut' });
    expect(d(String(swClosed.sell_price))).toBe(want.stop.price);
    expect(new Date(swClosed.closed_at as Date)).toEqual(want.stop.at);
    const sent = await messages(swept);
    expect(sent.map((m) => m.title)).toEqual([
      '証拠金維持率が70%以下になりました（日本株）',
      'ロスカットにより建玉を決済しました（日本株）',
    ]);
    expect(sent[0]?.created_at).toEqual(want.call?.at);
    expect(sent[1]?.body_html).toContain(`￥${Number(want.stop.price).toLocaleString('en-US')}.00`);

    // The other customer made no call all along: their first call finds the same close at the same minute.
    const history = await ok('listPositionHistory', { type: 'jpy' }, lazy);
    const closed = history.list.find((p: { id: string }) => p.id === b.id);
    expect(closed).toMatchObject({
      status: 4,
      closeReason: 'stopOut',
      sellPrice: money.toFixed(want.stop.price, 2),
    });
    expect(closed.sellTime).toBe(want.stop.at.toISOString());
    expect((await messages(lazy)).map((m) => m.created_at)).toEqual([want.call?.at, want.stop.at]);
    await balanced();
  });

  it('does nothing on a day the exchange closes: a closure loaded at run time moves the stop-out to the next session', async () => {
    // The same short as above would be closed on Friday 20 Nov at 14:39; the operator loads that Friday as closed.
    const closures = [
      ...(builtInClosures('jpy', 2026) ?? []),
      ['2026-11-20', '2026-11-20', 'exchangeClosure'],
    ];
    await db.query(
      `INSERT INTO calendar_years (market, year, closures, loaded_at, loaded_by) VALUES ('jpy', 2026, $1, $2, 't')`,
      [JSON.stringify(closures), clock.now()],
    );
    await server.app.market.calendars.reload(db);
    try {
      await at(START);
      const s = await customer();
      const p = await ok('buyStock', form('6758', 'short', '100', '10'), s);
      await at('2026-11-20T07:00:00Z');
      await sweepRisk(db, server.config, clock.now(), server.app.market.calendars.current);
      expect(await order(p.id)).toMatchObject({ status: 'holding' });
      expect(await messages(s)).toEqual([]);
      await at('2026-11-24T07:00:00Z');
      const history = await ok('listPositionHistory', { type: 'jpy' }, s);
      expect(history.list[0]).toMatchObject({ id: p.id, closeReason: 'stopOut' });
      // Monday 23 is a holiday: the first session after the closed Friday is Tuesday's.
      expect(zonedDate(new Date(history.list[0].sellTime), 'Asia/Tokyo')).toBe('2026-11-24');
    } finally {
      await db.query("DELETE FROM calendar_years WHERE market = 'jpy' AND year = 2026");
      await server.app.market.calendars.reload(db);
    }
    await balanced();
  });

  it('a gap through the stop-out closes at the gapping minute; the loss beyond the margin is owed, then repaid', async () => {
    // 7011 at 4466 at 9:37 Tokyo on Friday 20 Nov; the next minute quotes 4180 (−6.4 %), then 4475 again.
    await at('2026-11-20T00:37:00Z');
    const s = await customer('23777');
    const p = await ok('buyStock', form('7011', 'long', '100', '20'), s);
    expect(p).toMatchObject({ buy_price: '4466.00', margin: '22330.00', fee: '446.60' });
    expect((await worth(s)).available).toBe('1000.400000');
    await at('2026-11-20T00:45:00Z');
    const history = await ok('listPositionHistory', { type: 'jpy' }, s);
    // Closed on its fill day: T+1 binds the customer's own closes, not the house's.
    expect(history.list[0]).toMatchObject({
      status: 4,
      closeReason: 'stopOut',
      sellPrice: '4180.00',
      sellTime: '2026-11-20T00:38:00.000Z',
    });
    // 22,330 − 28,600 − 418 = −6,688: 1,000.40 from the available balance, 5,687.60 owed.
    expect(await worth(s)).toMatchObject({ available: '0.000000', frozen: '0.000000', debt: '5687.600000' });
    const [stop] = await messages(s);
    expect(stop?.body_html).toContain('不足金');
    expect(stop?.body_html).toContain('￥5,687.60');
    const dep = await server.call('deposit', { amount: '10000', currency: 'JPY' }, s, { proof: PNG });
    await decide(db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: clock.now() });
    expect((await ok('getUserinfo', { type: 'jpy' }, s)).jpyyjed).toBe('0.00');
    expect(await worth(s)).toMatchObject({ available: '4312.400000', debt: '0.000000' });
    await balanced();
  });

  it('40 closes racing the sweep close a position once', async () => {
    // Past the stop-out: every close finds it closed by the server, once.
    await at('2026-11-20T00:37:00Z');
    const s = await customer();
    const p = await ok('buyStock', form('7011', 'long', '100', '20'), s);
    await at('2026-11-20T00:40:00Z');
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          server.call('closePosition', { id: p.id, requestId: `race-a-${i}` }, s),
        ),
      ),
      sweepRisk(db, server.config, clock.now()),
      sweepRisk(db, server.config, clock.now()),
    ]);
    expect(answers.every((a) => a.msg === 'order.notHolding')).toBe(true);
    const closes = async (id: string) =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM journal WHERE ref_table = 'orders' AND ref_id = $1 AND kind = 'close'",
          [id],
        )
      )[0]?.n;
    expect(await closes(p.id)).toBe(1);
    // Above the levels, from the next day: one customer close wins, the other 39 find it closed.
    await at(START);
    const t = await customer();
    const q = await ok('buyStock', form('7203', 'long', '100', '2'), t);
    await at('2026-11-20T01:00:00Z');
    const [raced] = await Promise.all([
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          server.call('closePosition', { id: q.id, requestId: `race-b-${i}` }, t),
        ),
      ),
      sweepRisk(db, server.config, clock.now()),
    ]);
    expect(raced.filter((a) => a.status === 1)).toHaveLength(1);
    expect(raced.filter((a) => a.status === 0).every((a) => a.msg === 'order.notHolding')).toBe(true);
    expect(await closes(q.id)).toBe(1);
    expect(await order(q.id)).toMatchObject({ close_reason: 'customer' });
    await balanced();
  });

  it('T+1 counts from the fill: a limit order placed on Wednesday and filled on Thursday sells from Friday', async () => {
    // 7203 stays above 2830 on Wednesday 25 Nov after 10:00 and first trades at 2830 on Thursday at 13:28.
    await at('2026-11-25T01:00:00Z');
    const s = await customer();
    const o = await ok('buyStock', form('7203', 'long', '100', '5', '2830'), s);
    expect(o).toMatchObject({ status: 2 });
    expect(o.filledAt).toBeUndefined();
    await at('2026-11-26T04:00:00Z');
    expect((await ok('getPosition', { id: o.id }, s)).status).toBe(2);
    await at('2026-11-26T05:00:00Z');
    const filled = await ok('getPosition', { id: o.id }, s);
    expect(filled).toMatchObject({
      status: 0,
      buy_price: '2830.00',
      buyTime: '2026-11-25T01:00:00.000Z',
      filledAt: '2026-11-26T04:28:00.000Z',
      canCloseFrom: '2026-11-27',
    });
    expect(await server.call('closePosition', { id: o.id }, s)).toEqual({ status: 0, msg: 'order.tPlusOne' });
    await at('2026-11-27T01:00:00Z');
    expect(await ok('closePosition', { id: o.id }, s)).toMatchObject({ status: 4 });
    await balanced();
  });

  it('a short limit order is checked at the price it fills at: refused, cancelled with a message, or filled', async () => {
    await at(START);
    // 7203 quotes 2906. A short limit below it fills now at 2906: 293,506 needed, 292,000 held.
    const refused = await customer('292000');
    const before = await worth(refused);
    expect(await buy(refused, '7203', 'short', '1000', '10', '2880')).toEqual({
      status: 0,
      msg: 'balance.insufficient',
    });
    expect(await worth(refused)).toEqual(before);

    // A short limit at 2920.5 rests; the price first reaches it at 10:12 at 2925, where the order needs 454.50
    // more than it holds. 29.50 available: cancelled; 5,029.50 available: filled at 2925.
    const short = await customer('295000');
    const enough = await customer('300000');
    const cancelled = await ok('buyStock', form('7203', 'short', '1000', '10', '2920.5'), short);
    const fills = await ok('buyStock', form('7203', 'short', '1000', '10', '2920.5'), enough);
    expect((await worth(short)).available).toBe('29.500000');
    await at('2026-11-19T02:00:00Z');
    await sweepRisk(db, server.config, clock.now());
    const c = await ok('getPosition', { id: cancelled.id }, short);
    expect(c).toMatchObject({ status: 3, cancelReason: 'balance.insufficient' });
    expect(await worth(short)).toMatchObject({ available: '295000.000000', frozen: '0.000000' });
    const [m] = await messages(short);
    expect(m?.title).toContain(cancelled.orderNo);
    expect(m?.body_html).toContain('￥295,425.00'); // needed at 2925, against 294,970.50 + 29.50
    const f = await ok('getPosition', { id: fills.id }, enough);
    expect(f).toMatchObject({
      status: 0,
      buy_price: '2925.00',
      margin: '292500.00',
      filledAt: '2026-11-19T01:12:00.000Z',
    });
    expect((await worth(enough)).available).toBe('4575.000000');
    await balanced();
  });

  it('publishes the margin levels with the fee schedule', async () => {
    const items = (await server.call('getConfig', { type: 'all' })).data as { name: string; value: string }[];
    const get = (n: string) => items.find((i) => i.name === n)?.value;
    expect([get('marginCallLevel.jpy'), get('stopOutLevel.jpy'), get('stopOutLevel.usd')]).toEqual([
      '70',
      '50',
      '50',
    ]);
  });
});
