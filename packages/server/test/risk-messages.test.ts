import { DEFAULT_MARGIN_LEVELS, decimal } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { marginCallTexts, orderCancelledTexts, stopOutTexts } from '../src/risk/messages';

// What the customer reads, in each language the server builds: what, at what price, why.
const AT = new Date('2026-11-20T05:39:00Z');
const closed = [
  {
    code: '6758',
    side: 'short' as const,
    quantity: decimal('100'),
    price: decimal('3733'),
    pnl: decimal('-19373.3'),
  },
];

describe('margin messages', () => {
  const cases: [
    string,
    { texts: ReturnType<typeof stopOutTexts>; want: Record<'ja' | 'zh-CN' | 'en', string[]> },
  ][] = [
    [
      'the stop-out names each position, its price and P&L, the level and why',
      {
        texts: stopOutTexts('jpy', AT, decimal('46.5'), DEFAULT_MARGIN_LEVELS, closed, decimal('0')),
        want: {
          ja: [
            'ロスカット',
            'ソニーグループ (6758) 売り 100株 ￥3,733.00 実現損益 -￥19,373.30',
            '46.5%',
            '50%',
            '2026/11/20 14:39 JST',
          ],
          'zh-CN': [
            '强制平仓',
            '索尼集团 (6758) 买跌 100股 JP¥3,733.00 已实现盈亏 -JP¥19,373.30',
            '46.5%',
            '50%',
          ],
          en: [
            'Stop-out',
            'Sony Group (6758), short 100 shares at ¥3,733.00, realised P&amp;L -¥19,373.30',
            '46.5%',
            '50%',
          ],
        },
      },
    ],
    [
      'a gap says what is owed and how it is repaid',
      {
        texts: stopOutTexts('jpy', AT, decimal('-29.95'), DEFAULT_MARGIN_LEVELS, closed, decimal('5687.6')),
        want: { ja: ['不足金', '￥5,687.60'], 'zh-CN': ['欠款', 'JP¥5,687.60'], en: ['¥5,687.60 owed'] },
      },
    ],
    [
      'the margin call warns with both levels',
      {
        texts: marginCallTexts('jpy', AT, decimal('69.36'), DEFAULT_MARGIN_LEVELS, closed),
        want: {
          ja: ['69.36%', '70%', '50%'],
          'zh-CN': ['69.36%', '70%', '50%'],
          en: ['69.36%', '70%', '50%'],
        },
      },
    ],
    [
      'a cancelled order names it, the price reached, what it needed and what there was',
      {
        texts: orderCancelledTexts(
          'jpy',
          AT,
          'T2026111912345678',
          closed[0] as never,
          decimal('295425'),
          decimal('295000'),
        ),
        want: {
          ja: ['T2026111912345678', '￥295,425.00', '￥295,000.00'],
          'zh-CN': ['T2026111912345678', 'JP¥295,425.00', 'JP¥295,000.00'],
          en: ['T2026111912345678', '¥295,425.00', '¥295,000.00'],
        },
      },
    ],
  ];
  it.each(cases)('%s', (_t, { texts, want }) => {
    for (const lang of ['ja', 'zh-CN', 'en'] as const) {
      const all = `${texts[lang].title}\n${texts[lang].bodyHtml}`;
      for (const w of want[lang]) expect(all, lang).toContain(w);
    }
  });
  it('escapes what it puts into HTML', () => {
    const texts = stopOutTexts(
      'usd',
      AT,
      decimal('40'),
      DEFAULT_MARGIN_LEVELS,
      [{ ...closed[0], code: '<b>' } as never],
      decimal('0'),
    );
    expect(texts.en.bodyHtml).toContain('&lt;b&gt;');
    expect(texts.en.bodyHtml).not.toContain('<b>');
  });
});
