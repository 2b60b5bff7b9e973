import { describe, expect, it } from 'vitest';
import * as root from '../src/index';
import * as moneyModule from '../src/rules/money';
import * as zonedTimeModule from '../src/rules/zonedTime';

// The root lists its rules by name; these names are too generic for a package root and stay out of it.
const keptOut = [
  'abs',
  'compare',
  'eq',
  'isInteger',
  'isNegative',
  'isZero',
  'issue',
  'collect',
  'daysBetween',
  'isIsoDate',
  'isoDate',
  'isWeekend',
  'weekday',
  // Flat arithmetic and date names: the `money` and `dates` namespaces carry them.
  'add',
  'sub',
  'mul',
  'div',
  'neg',
  'max',
  'min',
  'sum',
  'round',
  'gt',
  'gte',
  'lt',
  'lte',
  'isPositive',
  'toFixed',
  'ZERO',
  'addDays',
  // Helpers the selectors share among themselves; apps read their views, not these.
  'amountText',
  'availableBalance',
  'cardLast4',
  'directionOf',
  'fieldErrors',
  'formatInboxTime',
  'formatIsoDate',
  'newestFirst',
  'readDecimal',
  'serverDecimal',
  'sortByTime',
  'stockHref',
  'trendOf',
] as const;

describe('the SDK root', () => {
  it.each(keptOut.map((name) => [name]))('should not export %s', (name) => {
    expect(Object.keys(root)).not.toContain(name);
  });

  it('should offer the money and calendar-date helpers as namespaces', () => {
    expect(Object.keys(root.money).sort()).toEqual(Object.keys(moneyModule).sort());
    expect(Object.keys(root.dates).sort()).toEqual(Object.keys(zonedTimeModule).sort());
    expect(root.money.add(root.decimal('0.1'), root.decimal('0.2'))).toBe('0.3');
  });

  it('should export the rules moved out of the selectors', () => {
    expect(typeof root.validateDayTrade).toBe('function');
    expect(typeof root.validateBankCard).toBe('function');
    expect(typeof root.validateBankCardForm).toBe('function');
  });
});
