import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Journey, sessionInstant, steps } from './journey';
import { type Stack, startStack } from './stack';

let stack: Stack;
let journey: Journey;
beforeAll(async () => {
  // Wednesday 25 November 2026, 10:00 in New York (Thursday is Thanksgiving, so the next trading day is Friday's half day).
  stack = await startStack(sessionInstant('usd', '2026-11-25', '10:00'));
  const page = await stack.newPage('en');
  journey = new Journey(stack, page, {
    lang: 'en',
    market: 'usd',
    code: 'AAPL',
    account: '0902220002',
    deposit: '3300',
    lots: 10,
  });
});
afterAll(() => stack?.close());

describe.sequential('a US stock, in English', () => {
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
  it('moves to the next New York trading day, past Thanksgiving', async () => {
    await expect(journey.advanceTradingDay()).resolves.toBe('2026-11-27');
  });
  it('sells', () => journey.sell());
  it('sees the sale in the trade history', () => journey.seeTradeHistory());
  it('shows no browser error on the way', () => expect(stack.errors).toEqual([]));
});
