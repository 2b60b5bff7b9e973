// Realistic endpoint data for the positions stories and tests; view models come from the SDK selectors.
import type { components } from '@tsumiki/sdk';
import { DEFAULT_FEE_SCHEDULE, DEFAULT_MARGIN_LEVELS, decimal, stopOutPrice } from '@tsumiki/sdk/rules';

type S = components['schemas'];

const base = {
  market: 'jpy',
  orderType: 'market',
  leverage: '5',
  fee: '280',
  cost: '0',
  margin: '0',
} as const;

export const positionFixtures: S['Position'][] = [
  {
    ...base,
    id: '101',
    orderNo: 'P2026112000101',
    code: '7203',
    name: 'トヨタ自動車',
    status: 0,
    direction: 'long',
    stock_num: '100',
    buy_price: '2800',
    nowprice: '2850.5',
    yingkui: '4770',
    cost: '280000',
    marketValue: '285050',
    changeRate: '1.80',
    margin: '56000',
    buyTime: '2026-11-20T01:02:00Z',
  },
  {
    ...base,
    id: '102',
    orderNo: 'P2026111800102',
    code: '6758',
    name: 'ソニーグループ',
    status: 0,
    direction: 'short',
    orderType: 'limit',
    stock_num: '50',
    buy_price: '3300',
    nowprice: '3362',
    yingkui: '-3380',
    cost: '165000',
    marketValue: '168100',
    changeRate: '-1.88',
    margin: '33000',
    buyTime: '2026-11-18T02:15:00Z',
  },
  {
    ...base,
    id: '103',
    orderNo: 'P2026111900103',
    code: '9984',
    name: 'ソフトバンクグループ',
    status: 2,
    direction: 'long',
    orderType: 'limit',
    stock_num: '10',
    buy_price: '8900',
    nowprice: '9050',
    yingkui: '0',
    cost: '89000',
    marketValue: '90500',
    changeRate: '0',
    margin: '17800',
    buyTime: '2026-11-19T04:40:00Z',
  },
];

export const historyFixtures: S['Position'][] = [
  {
    ...base,
    id: '90',
    orderNo: 'P2026111000090',
    code: '8306',
    name: '三菱UFJフィナンシャル・グループ',
    status: 4,
    direction: 'long',
    stock_num: '200',
    buy_price: '1650',
    nowprice: '1702',
    sellPrice: '1702',
    yingkui: '10120',
    cost: '330000',
    marketValue: '340400',
    changeRate: '3.15',
    margin: '66000',
    buyTime: '2026-11-10T00:30:00Z',
    sellTime: '2026-11-13T05:10:00Z',
  },
];

/** The holding positions' stop-out prices as the server sends them: the SDK's rule over their book. */
function withStopOut(list: S['Position'][]): S['Position'][] {
  const held = list.filter((p) => p.status === 0);
  const book = held.map((p) => ({
    code: p.code,
    side: p.direction,
    buyPrice: decimal(p.buy_price),
    quantity: decimal(p.stock_num),
    margin: decimal(p.margin),
    leverage: Number(p.leverage),
  }));
  const priceOf = (code: string) => decimal(held.find((p) => p.code === code)?.nowprice ?? '0');
  return list.map((p) => {
    if (p.status !== 0) return p;
    const stop = stopOutPrice(book, p.code, DEFAULT_MARGIN_LEVELS, priceOf, DEFAULT_FEE_SCHEDULE.jpy);
    return stop ? { ...p, stopOutPrice: stop.price } : p;
  });
}

export const positionListFixture: S['PositionList'] = {
  list: withStopOut(positionFixtures),
  ccsz: '453150',
  fdyk: '1390',
  marginLevel: '101.68',
};

/** The first holding position as getPosition answers it: with its stop-out price. */
export const holdingFixture = positionListFixture.list[0] as S['Position'];

/** A position the server closed at the stop-out, and a limit order it cancelled for the balance. */
export const stoppedOutFixture: S['Position'] = {
  ...base,
  id: '95',
  orderNo: 'P2026112000095',
  code: '6758',
  name: 'ソニーグループ',
  status: 4,
  direction: 'short',
  leverage: '10',
  stock_num: '100',
  buy_price: '3547',
  nowprice: '3733',
  sellPrice: '3733',
  yingkui: '-18973.3',
  cost: '354700',
  marketValue: '373300',
  changeRate: '-5.24',
  margin: '35470',
  fee: '727.99',
  buyTime: '2026-11-19T01:00:00Z',
  filledAt: '2026-11-19T01:00:00Z',
  sellTime: '2026-11-20T05:39:00Z',
  closeReason: 'stopOut',
};
export const cancelledFixture: S['Position'] = {
  ...base,
  id: '96',
  orderNo: 'P2026111900096',
  code: '7203',
  name: 'トヨタ自動車',
  status: 3,
  direction: 'short',
  orderType: 'limit',
  leverage: '10',
  stock_num: '1000',
  buy_price: '2920.5',
  nowprice: '2925',
  yingkui: '0',
  cost: '2920500',
  marketValue: '2925000',
  changeRate: '0',
  margin: '292050',
  fee: '2920.5',
  buyTime: '2026-11-19T01:00:00Z',
  sellTime: '2026-11-19T01:12:00Z',
  cancelReason: 'balance.insufficient',
};

export const historyFixture: S['PositionHistory'] = { list: historyFixtures, lsyk: '10120' };

export const newStockOrderFixtures: S['NewStockOrder'][] = [
  {
    id: '31',
    orderNo: 'N2026111500031',
    newStockId: '7',
    code: '5595',
    name: 'QPS研究所',
    market: 'jpy',
    price: '390',
    quantity: '1000',
    winningQuantity: '300',
    status: 3,
    rjmoney: '-',
    amountPayable: '117000',
    totalPayable: '117000',
    createdAt: '2026-11-15T03:00:00Z',
  },
];

export const followOrderFixtures: S['FollowOrder'][] = [
  {
    id: '41',
    orderNo: 'F2026110100041',
    productId: '3',
    productName: 'AI クオンツ 30',
    originator: '佐藤 健',
    market: 'jpy',
    money: '300000',
    status: 0,
    locked: true,
    lockDays: 30,
    unlockDate: '2026-12-01',
    buyTime: '2026-11-01T01:00:00Z',
    dailyProfit: '1250',
    totalProfit: '8400',
  },
];
