// Story and test data: block trades and applications as the server sends them.
import type { components } from '@tsumiki/sdk';

type BlockTrade = components['schemas']['BlockTrade'];
type BlockTradeApplication = components['schemas']['BlockTradeApplication'];

const base: BlockTrade = {
  id: '7',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  price: '2700',
  marketPrice: '2950',
  lots: '10000',
  remainingLots: '4000',
  minLots: '100',
  status: 1,
  opensAt: '2026-11-20T09:00:00+09:00',
  closesAt: '2026-11-27T15:00:00+09:00',
};

/** A block trade, open by default. */
export function blockTrade(over: Partial<BlockTrade> = {}): BlockTrade {
  return { ...base, ...over };
}

export const blockTrades: BlockTrade[] = [
  base,
  blockTrade({
    id: '8',
    code: '6758',
    name: 'ソニーグループ',
    price: '3150',
    marketPrice: '3320',
    remainingLots: '1200',
    minLots: '200',
  }),
  blockTrade({
    id: '9',
    code: '8306',
    name: '三菱UFJフィナンシャル・グループ',
    price: '1620',
    marketPrice: '1700',
    status: 0,
    opensAt: '2026-11-25T09:00:00+09:00',
  }),
  blockTrade({
    id: '10',
    code: '9984',
    name: 'ソフトバンクグループ',
    price: '8800',
    marketPrice: '9500',
    status: 2,
    remainingLots: '0',
  }),
];

const app = (
  status: BlockTradeApplication['status'],
  over: Partial<BlockTradeApplication> = {},
): BlockTradeApplication => ({
  id: `a${status}`,
  orderNo: `B2026112${status}`,
  blockTradeId: '7',
  code: '7203',
  name: 'トヨタ自動車',
  market: 'jpy',
  price: '2700',
  lots: '100',
  amount: '270000',
  status,
  createdAt: `2026-11-2${status}T10:00:00+09:00`,
  ...over,
});

/** One application in each review state. */
export const blockApplications: BlockTradeApplication[] = [
  app(0),
  app(1, { reviewedAt: '2026-11-21T16:00:00+09:00', positionId: '55' }),
  app(2, {
    reviewedAt: '2026-11-22T16:00:00+09:00',
    code: '6758',
    name: 'ソニーグループ',
    price: '3150',
    lots: '200',
    amount: '630000',
  }),
];
