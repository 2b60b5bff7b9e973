import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_CONFIG, rulesConfigFromItems } from './config';

export type Case<G, W> = [title: string, { given: G; want: W }];

type Items = { name: string; value: string }[];

describe('rulesConfigFromItems', () => {
  const cases: Case<Items, Record<string, unknown>>[] = [
    [
      'nothing keeps the defaults',
      { given: [], want: { depositMaximum: '500000', withdrawalMinimum: '30000', leverages: [1, 2, 5, 10] } },
    ],
    [
      'reads every item',
      {
        given: [
          { name: 'depositMax', value: '10000000000' },
          { name: 'withdrawMin', value: '5000' },
          { name: 'leverages', value: '10, 1,5,5' },
          { name: 'feeRate', value: '0.0025' },
          { name: 'kefu', value: 'https://example.jp' },
        ],
        want: {
          depositMaximum: '10000000000',
          withdrawalMinimum: '5000',
          leverages: [1, 5, 10],
          fees: { jpy: { rate: '0.0025', minimum: '0' } },
        },
      },
    ],
    [
      'garbage falls back',
      {
        given: [
          { name: 'depositMax', value: '-' },
          { name: 'withdrawMin', value: 'abc' },
          { name: 'leverages', value: '1,x' },
          { name: 'feeRate', value: '-0.1' },
        ],
        want: { ...DEFAULT_RULES_CONFIG },
      },
    ],
  ];
  it.each(cases)('%s', (_t, { given, want }) => expect(rulesConfigFromItems(given)).toMatchObject(want));
});
