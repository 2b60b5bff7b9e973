import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyJourney, steps } from './moneyJourney';
import { type Stack, startStack } from './stack';

/** Tuesday 24 November 2026, 10:00 in Tokyo: a business day, inside the session and the money windows. */
const TUESDAY_10 = '2026-11-24T01:00:00Z';

let stack: Stack;
let journey: MoneyJourney;
beforeAll(async () => {
  stack = await startStack(TUESDAY_10);
  const page = await stack.newPage('ja');
  journey = new MoneyJourney(stack, page, 'ja', '0907770001');
  await journey.setTime(TUESDAY_10);
});
afterAll(() => stack?.close());

describe('the money journey (issue 8), in Japanese, on the yen market', () => {
  const step = steps(() => journey);
  step('registers and signs in', () => journey.register());
  step('verifies identity with two photos (approved)', () => journey.verifyIdentity());
  step('adds a bank card', () => journey.addBankCard());
  step('sets a funds password', () => journey.setFundsPassword());
  step('deposits with a proof image (approved)', () => journey.deposit('500000'));
});

it('should show no browser error on the way', () => {
  expect(stack.errors).toEqual([]);
});
