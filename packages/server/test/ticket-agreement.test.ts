import type { components, FeeSchedule, Language, MarketCode } from '@tsumiki/sdk';
import {
  DEFAULT_FEE_SCHEDULE,
  decimal,
  formatMoney,
  money,
  notional,
  rulesConfigFromItems,
  selectOrderTicketView,
  stockDailyLimits,
  tradeFee,
  validateOrder,
} from '@tsumiki/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config';
import type { Db } from '../src/db';
import { decide } from '../src/operator';
import { seedOnce } from '../src/seed';
import { PNG, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

// Friday 20 Nov 2026, 02:00Z: 11:00 in Tokyo and 10:00 in Shanghai (both in session). 15:00Z: 10:00 in New York.
const ASIA_OPEN = '2026-11-20T02:00:00Z';
const NEW_YORK_OPEN = '2026-11-20T15:00:00Z';
const LANGUAGE: Language = 'en';

/** A schedule unlike the default in every market: its own rate, a minimum, and a maximum in two of them. */
const FEES: FeeSchedule = {
  jpy: { rate: decimal('0.002'), minimum: decimal('500'), maximum: decimal('3000') },
  usd: { rate: decimal('0.0045'), minimum: decimal('1.5') },
  cny: { rate: decimal('0.0003'), minimum: decimal('5'), maximum: decimal('50') },
};

type Detail = components['schemas']['StockDetail'];

describe.each(dbTargets())('the SDK ticket agrees with the server on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  const clock = new TestClock(new Date(ASIA_OPEN));

  const data = async (op: string, form: Record<string, string> = {}) => {
    const a = await server.call(op, form, s);
    expect(a.status, `${op} ${JSON.stringify(a)}`).toBe(1);
    return a.data;
  };

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    // Sessions outlive the jump from the Asian to the New York session (13 hours).
    // A broker that takes larger dollar and yuan deposits, so one of each funds the maximum-fee orders.
    const limits = {
      ...DEFAULT_CONFIG.limits,
      usd: { ...DEFAULT_CONFIG.limits.usd, depositMaximum: decimal('5000') },
      cny: { ...DEFAULT_CONFIG.limits.cny, depositMaximum: decimal('100000') },
    };
    server = await testServer(db, clock, {
      fees: FEES,
      limits,
      sessionIdleMinutes: 24 * 60,
      sessionMaxHours: 48,
    });
    s = await newCustomer(server, db, clock, '0807790001', '500000');
    for (const [currency, amount] of [
      ['USD', '5000'],
      ['CNY', '100000'],
    ] as const) {
      const a = await server.call('deposit', { amount, currency }, s, { proof: PNG });
      expect(a.status, JSON.stringify(a)).toBe(1);
      await decide(db, 'deposits', Number(a.data.id), 'approve', { actor: 't', now: clock.now() });
    }
  });
  afterAll(async () => db?.close());

  describe('fees: the preview computes exactly the fee the server charges', () => {
    it('publishes the schedule per market under the names the SDK reads', async () => {
      const items: { name: string; value: string }[] = await data('getConfig', { type: 'all' });
      const byName = Object.fromEntries(items.map((i) => [i.name, i.value]));
      expect(byName).toMatchObject({
        'feeRate.jpy': '0.002',
        'feeMinimum.jpy': '500',
        'feeMaximum.jpy': '3000',
        'feeRate.usd': '0.0045',
        'feeMinimum.usd': '1.5',
        'feeMaximum.usd': '',
        'feeRate.cny': '0.0003',
        'feeMinimum.cny': '5',
        'feeMaximum.cny': '50',
      });
      expect(rulesConfigFromItems(items).fees).toEqual(FEES);
    });

    it.each<[string, { at: string; market: MarketCode; code: string; lots: string; leverage: string }]>([
      ['yen, the minimum applies', { at: ASIA_OPEN, market: 'jpy', code: '7203', lots: '1', leverage: '1' }],
      ['yen, the rate applies', { at: ASIA_OPEN, market: 'jpy', code: '7203', lots: '200', leverage: '10' }],
      [
        'yen, the maximum applies',
        { at: ASIA_OPEN, market: 'jpy', code: '7203', lots: '1000', leverage: '10' },
      ],
      [
        'dollars, the minimum applies',
        { at: NEW_YORK_OPEN, market: 'usd', code: 'AAPL', lots: '1', leverage: '1' },
      ],
      [
        'dollars, the rate applies (no maximum)',
        { at: NEW_YORK_OPEN, market: 'usd', code: 'AAPL', lots: '20', leverage: '5' },
      ],
      [
        'yuan, the minimum applies',
        { at: ASIA_OPEN, market: 'cny', code: '600519', lots: '1', leverage: '1' },
      ],
      [
        'yuan, the rate applies',
        { at: ASIA_OPEN, market: 'cny', code: '300750', lots: '100', leverage: '5' },
      ],
      [
        'yuan, the maximum applies',
        { at: ASIA_OPEN, market: 'cny', code: '600519', lots: '200', leverage: '10' },
      ],
    ])('%s', async (_title, { at, market, code, lots, leverage }) => {
      clock.set(at);
      const config = await data('getConfig', { type: 'all' });
      const stock: Detail = await data('getStock', { code, type: market });
      const user = await data('getUserinfo', { type: market });
      const rules = rulesConfigFromItems(config);
      // The SDK's own preview, from the config and the quote the app would hold.
      const check = validateOrder(
        { market, side: 'long', kind: 'market', lots, leverage: Number(leverage) },
        {
          instant: clock.now(),
          quote: decimal(stock.price),
          available: decimal(user.balances.find((b: { market: string }) => b.market === market).available),
          limits: stockDailyLimits(stock),
          leverages: rules.leverages,
          fees: rules.fees,
        },
      );
      expect(check.issues).toEqual([]);
      if (check.quote === null) throw new Error('the preview has no amounts');
      const previewFee = check.quote.fee;
      const ticket = selectOrderTicketView({
        draft: { side: 'long', kind: 'market', lots, price: stock.price, leverage: Number(leverage) },
        stock,
        user,
        config,
        now: clock.now(),
        language: LANGUAGE,
      });
      const bought = await data('buyStock', {
        code,
        type: market,
        direction: 'long',
        orderType: 'market',
        lots,
        leverage,
        fundsPassword: '246813',
      });
      expect(previewFee).toBe(decimal(bought.fee));
      expect(ticket.amounts?.fee).toBe(
        formatMoney(decimal(bought.fee), { language: LANGUAGE, currency: stock.currency }),
      );
      // The configured schedule is what decided it: the default one would not have charged this.
      const n = notional(decimal(stock.price), Number(lots));
      expect(money.eq(previewFee, tradeFee(n, DEFAULT_FEE_SCHEDULE[market]))).toBe(false);
    });
  });

  describe('daily limits follow the board', () => {
    it('a ChiNext stock answers its board and ±20%, and takes a limit price 15% above the close', async () => {
      clock.set(ASIA_OPEN);
      const stock: Detail = await data('getStock', { code: '300750', type: 'cny' });
      expect([stock.board, stock.specialTreatment]).toEqual(['chinext', false]);
      const close = decimal(stock.previousClose);
      const band = {
        lower: money.round(money.mul(close, decimal('0.8')), 2),
        upper: money.round(money.mul(close, decimal('1.2')), 2),
      };
      expect([decimal(stock.limitDown), decimal(stock.limitUp)]).toEqual([band.lower, band.upper]);
      // The SDK's band, from the server's answer and from the board alone, is the same.
      expect(stockDailyLimits(stock)).toEqual(band);
      expect(stockDailyLimits({ ...stock, limitUp: '0', limitDown: '0' })).toEqual(band);
      const price = money.round(money.mul(close, decimal('1.15')), 2);
      const user = await data('getUserinfo', { type: 'cny' });
      const config = await data('getConfig', { type: 'all' });
      const ticket = selectOrderTicketView({
        draft: { side: 'long', kind: 'limit', lots: '1', price, leverage: 1 },
        stock,
        user,
        config,
        now: clock.now(),
        language: LANGUAGE,
      });
      expect(ticket.issues).toEqual([]);
      expect(ticket.canSubmit).toBe(true);
      await data('buyStock', {
        code: '300750',
        type: 'cny',
        direction: 'long',
        orderType: 'limit',
        price,
        lots: '1',
        leverage: '1',
        fundsPassword: '246813',
      });
    });

    it('a main-board ST stock answers its flag and ±5%; both refuse 6% above the close', async () => {
      clock.set(ASIA_OPEN);
      const stock: Detail = await data('getStock', { code: '600289', type: 'cny' });
      expect([stock.board, stock.specialTreatment]).toEqual(['main', true]);
      const close = decimal(stock.previousClose);
      const band = {
        lower: money.round(money.mul(close, decimal('0.95')), 2),
        upper: money.round(money.mul(close, decimal('1.05')), 2),
      };
      expect(stockDailyLimits({ ...stock, limitUp: '0', limitDown: '0' })).toEqual(band);
      const price = money.round(money.mul(close, decimal('1.06')), 2);
      const ticket = selectOrderTicketView({
        draft: { side: 'long', kind: 'limit', lots: '1', price, leverage: 1 },
        stock,
        user: await data('getUserinfo', { type: 'cny' }),
        config: await data('getConfig', { type: 'all' }),
        now: clock.now(),
        language: LANGUAGE,
      });
      expect(ticket.issues.map((i) => i.code)).toEqual(['order.beyondDailyLimit']);
      const refused = await server.call(
        'buyStock',
        {
          code: '600289',
          type: 'cny',
          direction: 'long',
          orderType: 'limit',
          price,
          lots: '1',
          leverage: '1',
          fundsPassword: '246813',
        },
        s,
      );
      expect(refused).toMatchObject({ status: 0, msg: 'order.beyondDailyLimit' });
    });
  });
});
