import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { decide } from '../src/operator';
import { runOperatorCommand } from '../src/operator/commands';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// A date in a year whose Shanghai/Shenzhen closures are not confirmed (2027: the SDK's tables end with 2026):
// every money action in that market refuses it the same way, calendar.unknownYear — before, orders were refused
// but closes and withdrawals went through at simulated prices on what may be a mainland holiday. The server
// publishes the calendar, warns 60 days ahead (log and /healthz), and the operator loads the year from a file.
//
// The "notice" loaded below is made up for this test (one closure on 5 January 2027): the real 2027 mainland
// holidays are not known here and must come from the exchange, not from a test.

// Wednesday 30 Dec 2026, 10:00 in Shanghai (11:00 in Tokyo): a trading day of a confirmed year.
const SHANGHAI_2026 = '2026-12-30T02:00:00Z';
// Monday 4 Jan 2027, 10:00 in Shanghai (11:00 in Tokyo): a weekday of the unconfirmed year.
const SHANGHAI_2027 = '2027-01-04T02:00:00Z';
// Tuesday 5 Jan 2027, 10:00 in Shanghai: closed in the test notice.
const TEST_CLOSURE = '2027-01-05T02:00:00Z';
const FUNDS = '246813';

const TEST_NOTICE = {
  market: 'cny',
  year: 2027,
  closures: [{ first: '2027-01-05', last: '2027-01-05', code: 'exchangeClosure' }],
};

describe.each(dbTargets())('a date in an unconfirmed year on %s', (target) => {
  let db: Db;
  let server: Server;
  let a: Session;
  let b: Session;
  let positionId = '';
  let cardId = '';
  const clock = new TestClock(new Date(SHANGHAI_2026));

  const call = (who: Session | undefined, op: string, form: Record<string, string> = {}) =>
    server.call(op, form, who);
  const ok = async (who: Session | undefined, op: string, form: Record<string, string> = {}) => {
    const answer = await call(who, op, form);
    expect(answer.status, `${op} ${JSON.stringify(answer)}`).toBe(1);
    return answer.data;
  };
  const buyYuan = (who: Session) =>
    call(who, 'buyStock', {
      code: '601398',
      type: 'cny',
      direction: 'long',
      orderType: 'market',
      lots: '100',
      leverage: '1',
      fundsPassword: FUNDS,
    });
  const health = async () => (await server.app.inject({ method: 'GET', url: '/healthz' })).json();

  beforeAll(async () => {
    db = await openTestDb(target);
    server = await testServer(db, clock, { sessionIdleMinutes: 30 * 24 * 60, sessionMaxHours: 24 * 30 });
    a = await newCustomer(server, db, clock, '0704440001');
    b = await newCustomer(server, db, clock, '0704440002');
    for (const who of [a, b]) {
      const dep = await server.call('deposit', { amount: '20000', currency: 'CNY' }, who, { proof: PNG });
      expect(dep.status, JSON.stringify(dep)).toBe(1);
      await decide(db, 'deposits', Number(dep.data.id), 'approve', { actor: 't', now: clock.now() });
    }
    const card = await ok(b, 'addBankCard', {
      holderName: '佐藤 花子',
      cardNumber: '1111222233',
      cardType: 'ordinary',
      bankName: 'Bank',
      branchName: 'Main',
      branchCode: '001',
    });
    cardId = card.id;
    const bought = await buyYuan(a);
    expect(bought.status, JSON.stringify(bought)).toBe(1);
    positionId = bought.data.id;
  });
  afterAll(async () => db?.close());

  it('publishes the calendar and warns 60 days before it runs out', async () => {
    const [cny] = await ok(undefined, 'getTradingCalendar', { type: 'cny' });
    expect(cny.confirmedUntil).toBe('2026-12-31');
    expect(cny.years.map((y: { year: number; source: string }) => [y.year, y.source])).toEqual([
      [2025, 'builtIn'],
      [2026, 'builtIn'],
    ]);
    const all = await ok(undefined, 'getTradingCalendar');
    expect(all.map((m: { market: string }) => m.market)).toEqual(['jpy', 'usd', 'cny']);
    expect((await health()).warnings).toEqual([
      expect.stringMatching(/^cny: .*2026-12-31 \(in 1 days\).*2027/),
    ]);
  });

  it('refuses an order, a close, a deposit and a withdrawal in that market alike', async () => {
    clock.set(SHANGHAI_2027);
    const unknown = { status: 0, msg: 'calendar.unknownYear' };
    expect(await buyYuan(a)).toEqual(unknown);
    expect(await call(a, 'closePosition', { id: positionId })).toEqual(unknown);
    expect(await server.call('deposit', { amount: '100', currency: 'CNY' }, b, { proof: PNG })).toEqual(
      unknown,
    );
    expect(
      await call(b, 'withdraw', {
        amount: '1500',
        currency: 'CNY',
        bankCardId: cardId,
        fundsPassword: FUNDS,
      }),
    ).toEqual(unknown);
    // Tokyo's year is known: its market goes on.
    const yen = await call(a, 'buyStock', {
      code: '7203',
      type: 'jpy',
      direction: 'long',
      orderType: 'market',
      lots: '1',
      leverage: '1',
      fundsPassword: FUNDS,
    });
    expect(yen.status, JSON.stringify(yen)).toBe(1);
    expect((await health()).warnings).toEqual([expect.stringMatching(/^cny: .*\(4 days ago\)/)]);
  });

  it('refuses a closures file that is wrong, with the reason and no effect', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tsumiki-cal-'));
    const bad = path.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        ...TEST_NOTICE,
        closures: [{ first: '2026-12-31', last: '2027-01-01', code: 'cnNewYearsDay' }],
      }),
    );
    const r = await runOperatorCommand(db, ['calendar-load', bad], { actor: 'operator:t', now: clock.now() });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('closure 1: first must be a date of 2027');
    expect(await db.query('SELECT 1 FROM calendar_years')).toEqual([]);
  });

  it('takes the year from the operator at run time: the same actions go through, its closures close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tsumiki-cal-'));
    const file = path.join(dir, 'cny-2027.json');
    writeFileSync(file, JSON.stringify(TEST_NOTICE));
    const r = await runOperatorCommand(db, ['calendar-load', file], {
      actor: 'operator:t',
      now: clock.now(),
    });
    expect(r).toMatchObject({ code: 0, stdout: 'cny 2027: 1 closures loaded\n' });
    // getTradingCalendar reads the table afresh (other instances within a minute).
    const [cny] = await ok(undefined, 'getTradingCalendar', { type: 'cny' });
    expect(cny.confirmedUntil).toBe('2027-12-31');
    expect(cny.years.at(-1)).toEqual({
      year: 2027,
      source: 'loaded',
      closures: [{ first: '2027-01-05', last: '2027-01-05', code: 'exchangeClosure' }],
    });
    expect((await health()).warnings).toBeUndefined();
    expect((await call(a, 'closePosition', { id: positionId })).status).toBe(1);
    expect((await buyYuan(a)).status).toBe(1);
    const w = await call(b, 'withdraw', {
      amount: '1500',
      currency: 'CNY',
      bankCardId: cardId,
      fundsPassword: FUNDS,
    });
    expect(w.status, JSON.stringify(w)).toBe(1);
    clock.set(TEST_CLOSURE);
    expect(await buyYuan(a)).toEqual({ status: 0, msg: 'market.closed' });
    const [audit] = await db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE action = 'calendar.load'",
    );
    expect(audit).toEqual({ action: 'calendar.load', actor: 'operator:t' });
  });
});
