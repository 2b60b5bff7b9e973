import type { PositionTab } from '@tsumiki/sdk';
import { moneyFigure, selectPositionsView } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { historyFixture, positionListFixture } from '../fixtures';
import { storyLabels } from '../storyKit';
import type { PositionsScreenProps } from './PositionsScreen';
import { PositionsScreen } from './PositionsScreen';

const labels = storyLabels({ locale: 'ja' }, 'positions');
const f = (v: string) => moneyFigure(v, 'ja', 'JPY');
const summary = {
  totalAssets: f('100'),
  holdingMarketValue: f('0'),
  available: f('100'),
  frozen: f('0'),
  totalDebt: f('0'),
  unrealisedPnl: moneyFigure('-50', 'ja', 'JPY', true),
};

function setup(over: Partial<PositionsScreenProps> = {}) {
  const calls: string[] = [];
  const props: PositionsScreenProps = {
    labels,
    markets: ['jpy', 'usd'],
    market: 'jpy',
    onMarketChange: (m) => calls.push(`market:${m}`),
    tab: 'holding',
    onTabChange: (t: PositionTab) => calls.push(`tab:${t}`),
    summary,
    view: selectPositionsView({
      market: 'jpy',
      language: 'ja',
      positions: positionListFixture,
      history: historyFixture,
    }),
    ...over,
  };
  return { calls, props };
}

describe('PositionsScreen', () => {
  it('should show the summary and each holding with its P&L in words, and link to the detail', async () => {
    const { props } = setup();
    const screen = await render(
      <TsumikiProvider>
        <PositionsScreen {...props} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: '資産概要' })).toBeVisible();
    const toyota = screen.getByRole('link', { name: /トヨタ自動車 \(7203\)/ });
    await expect.element(toyota).toHaveAttribute('href', '/position/info?id=101');
    await expect.element(toyota).toHaveTextContent('利益 +￥4,770.00');
    await expect.element(toyota).toHaveTextContent(/ロスカット ￥[\d,]+\.\d\d（あと[\d.]+%）/);
    await expect.element(screen.getByText('101.68%')).toBeVisible();
    await expect.element(screen.getByText(/証拠金維持率が50%以下になると/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /ソニーグループ/ }))
      .toHaveTextContent('損失 -￥3,380.00');
    await expect
      .element(screen.getByRole('tab', { name: '保有中（2）' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  const rows: [string, { click: (s: Awaited<ReturnType<typeof render>>) => Promise<void>; want: string }][] =
    [
      [
        'a tab',
        { click: (s) => userEvent.click(s.getByRole('tab', { name: /取引履歴/ })), want: 'tab:history' },
      ],
      [
        'a market',
        { click: (s) => userEvent.click(s.getByRole('radio', { name: '米国株' })), want: 'market:usd' },
      ],
    ];
  it.each(rows)('should report choosing %s', async (_, { click, want }) => {
    const { calls, props } = setup();
    const screen = await render(
      <TsumikiProvider>
        <PositionsScreen {...props} />
      </TsumikiProvider>,
    );
    await click(screen);
    expect(calls).toEqual([want]);
  });

  const states: [string, { over: Partial<PositionsScreenProps>; want: string }][] = [
    [
      'empty',
      {
        over: { view: selectPositionsView({ market: 'jpy', language: 'ja' }) },
        want: '保有中のポジションはありません',
      },
    ],
    ['error', { over: { view: undefined, error: '通信エラー' }, want: '読み込めませんでした' }],
  ];
  it.each(states)('should show the %s state', async (_, { over, want }) => {
    const { props } = setup(over);
    const screen = await render(
      <TsumikiProvider>
        <PositionsScreen {...props} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText(want)).toBeVisible();
  });
});
