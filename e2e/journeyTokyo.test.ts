import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Journey, sessionInstant, steps } from './journey';
import { type Stack, startStack } from './stack';

let stack: Stack;
let journey: Journey;
beforeAll(async () => {
  // Tuesday 24 November 2026, 10:00 in Tokyo (the Monday before is Labour Thanksgiving Day).
  stack = await startStack(sessionInstant('jpy', '2026-11-24', '10:00'));
  const page = await stack.newPage('ja');
  journey = new Journey(stack, page, {
    lang: 'ja',
    market: 'jpy',
    code: '7203',
    account: '0902220001',
    deposit: '100000',
    lots: 10,
  });
});
afterAll(() => stack?.close());

describe.sequential('a Tokyo stock, in Japanese', () => {
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
  it('moves to the next Tokyo trading day', async () => {
    await expect(journey.advanceTradingDay()).resolves.toBe('2026-11-25');
  });
  it('sells', () => journey.sell());
  it('sees the sale in the trade history', () => journey.seeTradeHistory());
  it('shows no browser error on the way', () => expect(stack.errors).toEqual([]));
});
