import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Journey, sessionInstant, steps } from './journey';
import { type Stack, startStack } from './stack';

let stack: Stack;
let journey: Journey;
beforeAll(async () => {
  // Friday 27 November 2026, 10:00 in Shanghai (the next trading day is Monday).
  stack = await startStack(sessionInstant('cny', '2026-11-27', '10:00'));
  const page = await stack.newPage('zh-CN');
  journey = new Journey(stack, page, {
    lang: 'zh-CN',
    market: 'cny',
    code: '600519',
    account: '0902220003',
    deposit: '20000',
    lots: 10,
  });
});
afterAll(() => stack?.close());

describe.sequential('a Shanghai stock, in Chinese', () => {
  const it = steps(() => journey);
  it('registers and signs in', () => journey.register());
  it('has the identity verified', () => journey.verifyIdentity());
  it('deposits, approved by the back office', () => journey.deposit());
  it('is refused an order without a trade password', () => journey.ticketRefusesWithoutFundsPassword());
  it('sets a trade password', () => journey.setFundsPassword());
  it('notes the asset summary before trading', () => journey.rememberAssetSummary());
  it('searches the stock and opens its detail', () => journey.searchStock());
  it('switches every chart period', () => journey.switchEveryChartPeriod());
  it('buys 10 lots', () => journey.buy());
  it('sees the position and the asset summary change', () => journey.seePositionAndSummaryChange());
  it('is refused a same-day sale, T+1 explained', () => journey.trySellSameDay());
  it('moves to the next Shanghai trading day, past the weekend', async () => {
    await expect(journey.advanceTradingDay()).resolves.toBe('2026-11-30');
  });
  it('sells', () => journey.sell());
  it('sees the sale in the trade history', () => journey.seeTradeHistory());
  it('shows no browser error on the way', () => expect(stack.errors).toEqual([]));
});
