import type { Decimal } from '@tsumiki/sdk';
import { decimal, MARKETS, money, zonedInstant } from '@tsumiki/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../src/market';
import { tradingDays } from '../../src/market/calendar';
import { decide } from '../../src/operator';
import { sweepRisk } from '../../src/risk/settle';
import { PNG } from '../helpers/app';
import { dbTargets } from '../helpers/db';
import type { Customer, Harness } from './harness';
import { FUNDS, openHarness } from './harness';
import { checkAll, formatViolations } from './invariants';
import { suiteCount, timeoutFor } from './scale';

// No riskless profit: a long and a short of equal size on the same stock, at any leverages, whatever the
// price path between (days of it, swept by the server and read by the customer at random moments), end with
// the deposit less the fees — never more. Before the margin rule the losing leg's loss beyond its margin went
// to the house, and a 15 % move turned 500,000 yen into 534,595.50.

const DEPOSIT = decimal('500000');
const STOCKS = INSTRUMENTS.filter((i) => i.market === 'jpy' && !i.index).map((i) => i.code);
const DAYS = tradingDays('jpy').dates.filter((d) => d >= '2026-01-05' && d <= '2026-11-30');
const TOKYO = MARKETS.jpy.timeZone;
const CI_RUNS = { pglite: 16, postgres: 8 };

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
// The issue's case, run first every time: 8591 from Thursday 19 Nov 2026 10:00, +15.5 % by 27 Nov 10:53.
const ISSUE: Scenario = {
  code: '8591',
  day: DAYS.indexOf('2026-11-19'),
  minute: 60,
  longLeverage: 10,
  shortLeverage: 10,
  use: 0.97,
  path: [
    { hours: 24, act: 'sweep' },
    { hours: 168, act: 'read' },
    { hours: 0.25, act: 'nothing' },
  ],
  loserFirst: true,
};

const scenario = fc.record({
  code: fc.constantFrom(...STOCKS),
  day: fc.nat({ max: DAYS.length - 40 }),
  // Minutes after the 9:00 open on the buying day (before the lunch break).
  minute: fc.integer({ min: 1, max: 140 }),
  // 10x most often: the leg that loses more than its margin is where a house that absorbed it paid out.
  longLeverage: fc.constantFrom(1, 2, 5, 10, 10, 10),
  shortLeverage: fc.constantFrom(1, 2, 5, 10, 10, 10),
  // The share of the deposit the two legs take, margins and fees together.
  use: fc.double({ min: 0.05, max: 0.97, noNaN: true }),
  // Hours on to each step, and what happens then.
  path: fc.array(
    fc.record({
      hours: fc.constantFrom(0.25, 3, 24, 72, 168, 336),
      act: fc.constantFrom('sweep', 'read', 'nothing'),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  loserFirst: fc.boolean(),
});

describe.each(dbTargets())('no riskless profit on %s', (target) => {
  const runs = suiteCount('RISKLESS_RUNS', CI_RUNS[target]);
  it(`a hedge never ends above its deposit (${runs} price paths)`, {
    timeout: timeoutFor(600_000, runs, CI_RUNS[target]),
  }, async () => {
    const h: Harness = await openHarness(target);
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now() | 0;
    console.log(`[riskless ${target}] ${runs} paths, seed ${seed}`);
    let stoppedOut = 0;
    let moved = 0;
    try {
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          const [c] = (await h.world(1)).customers as [Customer];
          const call = (op: string, form: Record<string, string>, files?: Record<string, Buffer>) =>
            h.server.call(op, form, c.session, files);
          const date = DAYS[s.day] ?? '2026-03-02';
          h.clock.t = zonedInstant(date, 9 * 60 + s.minute, TOKYO);
          await h.advance(0);
          const dep = await call('deposit', { amount: DEPOSIT, currency: 'JPY' }, { proof: PNG });
          expect(dep.status, JSON.stringify(dep)).toBe(1);
          await decide(h.db, 'deposits', Number(dep.data.id), 'approve', {
            actor: 'test',
            now: h.clock.now(),
          });
          const price = h.server.app.market.quote('jpy', s.code, h.clock.now())?.price as Decimal;
          // Lots so that both margins and both fees take `use` of the deposit.
          const perLot = Number(price) * (1 / s.longLeverage + 1 / s.shortLeverage + 0.0021);
          const lots = String(Math.max(1, Math.floor((Number(DEPOSIT) * s.use) / perLot)));
          const legs: string[] = [];
          for (const [direction, leverage] of [
            ['long', s.longLeverage],
            ['short', s.shortLeverage],
          ] as const) {
            const form = {
              code: s.code,
              type: 'jpy',
              direction,
              orderType: 'market',
              lots,
              leverage: String(leverage),
              fundsPassword: FUNDS,
            };
            const a = await call('buyStock', form);
            expect(a.status, `${direction} ${JSON.stringify(a)}`).toBe(1);
            legs.push(a.data.id);
          }
          for (const step of s.path) {
            await h.advance(step.hours * 3600_000);
            if (step.act === 'sweep') await sweepRisk(h.db, h.server.config, h.clock.now());
            if (step.act === 'read') expect((await call('listPositions', { type: 'jpy' })).status).toBe(1);
          }
          // The customer closes what is left at 10:00 on a later trading day, the losing leg first or last.
          const last = h.clock.now();
          const next = DAYS.find((d) => zonedInstant(d, 600, TOKYO) > last && d > date) ?? '2026-12-30';
          h.clock.t = zonedInstant(next, 600, TOKYO);
          await h.advance(0);
          const open = await call('listPositions', { type: 'jpy' });
          const held = open.data.list as { id: string; yingkui: string }[];
          if (held.length < 2) stoppedOut++;
          held.sort((a, b) => Number(a.yingkui) - Number(b.yingkui));
          if (!s.loserFirst) held.reverse();
          for (const p of held) {
            const a = await call('closePosition', { id: p.id });
            // Closing one leg may leave the other below the stop-out level: the server closes it first.
            if (a.status !== 1) expect(a.msg).toBe('order.notHolding');
          }
          await call('getUserinfo', { type: 'jpy' });
          const b = await h.balance(c.id);
          const worth = money.sub(money.add(decimal(b.available), decimal(b.frozen)), decimal(b.debt));
          const [f] = await h.db.query<{ s: string | null }>(
            `SELECT sum(l.amount)::text AS s FROM ledger_lines l JOIN journal j ON j.id = l.journal_id
             WHERE j.account_id = $1 AND l.house = 'fees'`,
            [c.id],
          );
          const fees = decimal(f?.s ?? '0');
          const [closes] = await h.db.query<{ n: number; moved: boolean }>(
            `SELECT count(*)::int AS n, bool_or(sell_price <> buy_price) AS moved FROM orders
             WHERE account_id = $1 AND status = 'closed'`,
            [c.id],
          );
          expect(closes?.n).toBe(2);
          if (closes?.moved) moved++;
          expect(worth, `${s.code} from ${date}, ${lots} lots ×${s.longLeverage}/×${s.shortLeverage}`).toBe(
            money.sub(DEPOSIT, fees),
          );
          expect(money.gt(worth, DEPOSIT)).toBe(false);
          const { violations } = await checkAll(h.db, undefined, { multiStep: true });
          expect(violations, formatViolations(violations)).toEqual([]);
        }),
        { numRuns: runs, seed, endOnFailure: true, examples: [[ISSUE]] },
      );
    } finally {
      console.log(
        `[riskless ${target}] ${moved} paths moved the price, ${stoppedOut} hedges left one leg (seed ${seed})`,
      );
      await h.close();
    }
  });
});
