import { describe, expect, it } from 'vitest';
import { barChangeBase, fixedText, formatChange, priceChange, shareTexts } from './chartReadout';

type Case<G, W> = [title: string, { given: G; want: W }];
const price = (v: number) => v.toFixed(2);

describe('priceChange', () => {
  const cases: Case<[number, number], ReturnType<typeof priceChange>>[] = [
    ['up', { given: [110, 100], want: { change: 10, percent: 10, direction: 1 } }],
    ['down', { given: [95, 100], want: { change: -5, percent: -5, direction: -1 } }],
    ['unchanged', { given: [100, 100], want: { change: 0, percent: 0, direction: 0 } }],
    ['zero base has no percent', { given: [5, 0], want: { change: 5, percent: 0, direction: 1 } }],
  ];
  it.each(cases)('%s', (_t, { given: [v, b], want }) => expect(priceChange(v, b)).toEqual(want));
});

describe('barChangeBase', () => {
  const bars = [
    { open: 10, close: 11 },
    { open: 11, close: 12 },
  ];
  const cases: Case<number, number | null>[] = [
    ['first bar: its open', { given: 0, want: 10 }],
    ['later bar: previous close', { given: 1, want: 11 }],
    ['outside the data', { given: 2, want: null }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(barChangeBase(bars, given)).toBe(want));
});

describe('fixedText', () => {
  const cases: Case<[number, number], string>[] = [
    ['half rounds up, not to the float below', { given: [1.005, 2], want: '1.01' }],
    ['one place', { given: [12.25, 1], want: '12.3' }],
    ['tiny', { given: [0.0000001, 2], want: '0.00' }],
    ['not finite', { given: [Number.NaN, 1], want: '0.0' }],
  ];
  it.each(cases)('%s', (_t, { given: [v, p], want }) => expect(fixedText(v, p)).toBe(want));
});

describe('formatChange', () => {
  const cases: Case<[number, number], ReturnType<typeof formatChange>>[] = [
    ['up', { given: [2512.3, 2500], want: { text: '+12.30 (+0.49%)', percent: '+0.49%', direction: 1 } }],
    [
      'down uses a real minus',
      {
        given: [2487.5, 2500],
        want: { text: '\u221212.50 (\u22120.50%)', percent: '\u22120.50%', direction: -1 },
      },
    ],
    [
      'unchanged has no sign',
      { given: [2500, 2500], want: { text: '0.00 (0.00%)', percent: '0.00%', direction: 0 } },
    ],
    ['zero base', { given: [3, 0], want: { text: '+3.00 (+0.00%)', percent: '+0.00%', direction: 1 } }],
  ];
  it.each(cases)('%s', (_t, { given: [v, b], want }) => expect(formatChange(v, b, price)).toEqual(want));
});

describe('shareTexts', () => {
  const cases: Case<number[], string[]>[] = [
    ['shares of the total', { given: [625, 375], want: ['62.5%', '37.5%'] }],
    ['negatives count as zero', { given: [50, -20, 50], want: ['50.0%', '0.0%', '50.0%'] }],
    ['empty total', { given: [0, 0], want: ['0.0%', '0.0%'] }],
    ['thirds', { given: [1, 1, 1], want: ['33.3%', '33.3%', '33.3%'] }],
    ['none', { given: [], want: [] }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(shareTexts(given)).toEqual(want));
});
