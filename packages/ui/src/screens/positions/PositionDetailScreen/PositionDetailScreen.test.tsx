import { selectPositionDetailView } from '@tsumiki/sdk';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import {
  cancelledFixture,
  historyFixtures,
  holdingFixture,
  positionFixtures,
  stoppedOutFixture,
} from '../fixtures';
import { storyLabels } from '../storyKit';
import { PositionDetailScreen } from './PositionDetailScreen';

const labels = storyLabels({ locale: 'ja' }, 'positions');
const NOW = new Date('2026-11-24T01:00:00Z');

async function mount(index: 'holding' | 'pending' | 'closed', now = NOW, reason?: string) {
  const calls: string[] = [];
  const p =
    index === 'holding' ? holdingFixture : index === 'pending' ? positionFixtures[2] : historyFixtures[0];
  if (!p) throw new Error('fixture');
  const view = selectPositionDetailView(p, 'ja', now);
  const screen = await render(
    <TsumikiProvider>
      <PositionDetailScreen
        labels={labels}
        view={view}
        {...(reason ? { closeBlockedReason: reason } : {})}
        onClose={() => calls.push('close')}
        onCancel={() => calls.push('cancel')}
      />
    </TsumikiProvider>,
  );
  return { calls, screen };
}

describe('PositionDetailScreen', () => {
  it('should show every label of spec section 3', async () => {
    const { screen } = await mount('closed');
    for (const label of [
      '銘柄名',
      '銘柄コード',
      '保有数量',
      'コスト',
      '評価額',
      '騰落率',
      '売却価格',
      '買付日時',
      '売却日時',
      '当初証拠金',
      'レバレッジ倍率',
      '注文番号',
    ]) {
      await expect.element(screen.getByText(label, { exact: true })).toBeVisible();
    }
    await expect.element(screen.getByRole('button', { name: '決済する' })).not.toBeInTheDocument();
  });

  const rows: [string, { kind: 'holding' | 'pending'; open: string; confirm: string; want: string }][] = [
    ['close a holding', { kind: 'holding', open: '決済する', confirm: '決済する', want: 'close' }],
    [
      'cancel a pending order',
      { kind: 'pending', open: '注文を取り消す', confirm: '取り消す', want: 'cancel' },
    ],
  ];
  it.each(rows)('should %s only after the confirmation', async (_, { kind, open, confirm, want }) => {
    const { calls, screen } = await mount(kind);
    await userEvent.click(screen.getByRole('button', { name: open }));
    expect(calls).toEqual([]);
    const sheet = screen.getByRole('alertdialog');
    await userEvent.click(sheet.getByRole('button', { name: confirm }));
    expect(calls).toEqual([want]);
  });

  it('should refuse closing on the buying day and say from when', async () => {
    const { screen } = await mount(
      'holding',
      new Date('2026-11-20T05:00:00Z'),
      '当日に購入した株式は売却できません',
    );
    await expect.element(screen.getByRole('heading', { name: '本日は決済できません' })).toBeVisible();
    await expect.element(screen.getByText('2026/11/24から決済できます')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '決済する' })).toBeDisabled();
  });

  it('should show the stop-out price, the distance to it and the level it is closed at', async () => {
    const { screen } = await mount('holding');
    await expect.element(screen.getByText('ロスカット価格', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('ロスカットまで', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/証拠金維持率が50%以下になると/)).toBeVisible();
  });

  it('should say why the server closed or cancelled', async () => {
    const stopped = await render(
      <TsumikiProvider>
        <PositionDetailScreen
          labels={labels}
          view={selectPositionDetailView(stoppedOutFixture, 'ja', NOW)}
          onClose={() => {}}
          onCancel={() => {}}
        />
      </TsumikiProvider>,
    );
    await expect.element(stopped.getByText('ロスカット（当社による決済）')).toBeVisible();
    stopped.unmount();
    const cancelled = await render(
      <TsumikiProvider>
        <PositionDetailScreen
          labels={labels}
          view={selectPositionDetailView(cancelledFixture, 'ja', NOW)}
          cancelReasonText="利用可能残高が不足しています"
          onClose={() => {}}
          onCancel={() => {}}
        />
      </TsumikiProvider>,
    );
    await expect.element(cancelled.getByText('取消の理由', { exact: true })).toBeVisible();
    await expect.element(cancelled.getByText('利用可能残高が不足しています')).toBeVisible();
  });
});
