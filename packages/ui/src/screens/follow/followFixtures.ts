// Story and test data: copy-trading products and orders as the server sends them.
import type { components } from '@tsumiki/sdk';

type FollowProduct = components['schemas']['FollowProduct'];
type FollowOrder = components['schemas']['FollowOrder'];

const base: FollowProduct = {
  id: '3',
  name: '日本株モメンタム',
  originator: '山田 太郎',
  market: 'jpy',
  minAmount: '100000',
  maxAmount: '5000000',
  dailyRate: '0.35',
  lockDays: 7,
  timeLimit: '2026-11-30T15:00:00+09:00',
  status: 0,
};

/** A product, open by default. */
export function followProduct(over: Partial<FollowProduct> = {}): FollowProduct {
  return { ...base, ...over };
}

export const followProducts: FollowProduct[] = [
  base,
  followProduct({
    id: '4',
    name: '高配当バリュー',
    originator: '佐藤 花子',
    minAmount: '50000',
    lockDays: 14,
    dailyRate: '0.12',
  }),
  followProduct({
    id: '5',
    name: '半導体スイング',
    originator: '山田 太郎',
    minAmount: '300000',
    lockDays: 3,
    dailyRate: undefined,
  }),
  followProduct({
    id: '6',
    name: '米国グロース',
    originator: 'Chen Wei',
    timeLimit: '2026-11-21T15:00:00+09:00',
  }),
];

const order = (id: string, over: Partial<FollowOrder> = {}): FollowOrder => ({
  id,
  orderNo: `F20261120${id}`,
  productId: '3',
  productName: '日本株モメンタム',
  originator: '山田 太郎',
  market: 'jpy',
  money: '200000',
  minAmount: '100000',
  status: 0,
  locked: true,
  lockDays: 7,
  timeLimit: '2026-11-30T15:00:00+09:00',
  buyTime: '2026-11-20T10:00:00+09:00',
  dailyProfit: '1250.5',
  totalProfit: '3820',
  ...over,
});

/** A locked order, an unlocked active one with a loss, and an ended one. */
export const followOrders: FollowOrder[] = [
  order('1'),
  order('2', {
    productName: '高配当バリュー',
    originator: '佐藤 花子',
    lockDays: 14,
    buyTime: '2026-10-20T10:00:00+09:00',
    locked: false,
    dailyProfit: '-420',
    totalProfit: '-1500.25',
  }),
  order('3', {
    status: 1,
    locked: false,
    buyTime: '2026-10-01T10:00:00+09:00',
    endTime: '2026-11-01T15:00:00+09:00',
    dailyProfit: '0',
    totalProfit: '12000',
  }),
];
