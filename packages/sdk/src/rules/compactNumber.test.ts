import { describe, expect, it } from 'vitest';
import { formatCompact } from './compactNumber';
import type { FormatLanguage } from './locales';
import { decimal } from './money';

type Case = [string, { given: [string, FormatLanguage]; want: string }];

describe('formatCompact', () => {
  const cases: Case[] = [
    ['a Tokyo market cap in Japanese', { given: ['13155500000000', 'ja'], want: '13.16兆' }],
    ['the same in Chinese', { given: ['13155500000000', 'zh-CN'], want: '13.16万亿' }],
    ['the same in English', { given: ['13155500000000', 'en'], want: '13.16T' }],
    ['a turnover in Japanese (oku)', { given: ['29590391360', 'ja'], want: '295.9億' }],
    ['a turnover in Chinese (yi)', { given: ['29590391360', 'zh-CN'], want: '295.9亿' }],
    ['a turnover in English', { given: ['29590391360', 'en'], want: '29.59B' }],
    ['half away from zero on the second digit', { given: ['1235000', 'en'], want: '1.24M' }],
    ['below a thousand as it is', { given: ['999', 'en'], want: '999' }],
    ['Japanese counts in man (10^4), not thousands', { given: ['9999', 'ja'], want: '9,999' }],
    ['zero', { given: ['0', 'ja'], want: '0' }],
    [
      "beyond a float's exact integers, read from the string",
      { given: ['9007199254740993000', 'en'], want: '9,007,199.25T' },
    ],
  ];
  it.each(cases)('%s', (_t, { given: [value, language], want }) => {
    expect(formatCompact(decimal(value), language)).toBe(want);
  });
});
