// Story and test data: contract objects as the server sends them, turned into view models by the SDK.
import type { components } from '@tsumiki/sdk';

type NewStock = components['schemas']['NewStock'];
type NewStockOrder = components['schemas']['NewStockOrder'];

/** The stories' clock: Sunday 22 November 2026, 10:00 in Tokyo. */
export const STORY_NOW = new Date('2026-11-22T10:00:00+09:00');

const base: NewStock = {
  id: '1',
  code: '5595',
  subscriptionCode: 'S-5595',
  name: 'QPS研究所',
  market: 'jpy',
  exchange: '東証グロース',
  price: '390',
  underwritingPrice: '358.80',
  quantity: '8000000',
  minQuantity: '100',
  maxQuantity: '1000',
  winningRate: '2.5',
  leadBroker: 'SBI証券',
  state: 1,
  subscriptionStart: '2026-11-20T09:00:00+09:00',
  subscriptionDeadline: '2026-11-25T15:00:00+09:00',
  lotteryDate: '2026-11-26',
  allotmentDate: '2026-11-27',
  paymentDeadline: '2026-11-30T15:00:00+09:00',
  listingDate: '2026-12-05',
};

export const newStocks: NewStock[] = [
  base,
  {
    ...base,
    id: '2',
    code: '5592',
    subscriptionCode: 'S-5592',
    name: 'くすりの窓口',
    price: '2150',
    winningRate: undefined,
    subscriptionDeadline: '2026-11-27T15:00:00+09:00',
    lotteryDate: '2026-11-28',
  },
  {
    ...base,
    id: '3',
    code: '9560',
    subscriptionCode: 'S-9560',
    name: 'プログリット',
    price: '820',
    subscriptionStart: '2026-12-01T09:00:00+09:00',
    subscriptionDeadline: '2026-12-04T15:00:00+09:00',
    lotteryDate: '2026-12-07',
    listingDate: '2026-12-15',
  },
  {
    ...base,
    id: '4',
    code: '4475',
    subscriptionCode: 'S-4475',
    name: 'HENNGE',
    price: '1800',
    subscriptionStart: '2026-11-10T09:00:00+09:00',
    subscriptionDeadline: '2026-11-20T15:00:00+09:00',
    lotteryDate: '2026-11-24',
  },
  {
    ...base,
    id: '5',
    code: '7095',
    subscriptionCode: 'S-7095',
    name: 'Macbee Planet',
    price: '2400',
    subscriptionStart: '2026-11-01T09:00:00+09:00',
    subscriptionDeadline: '2026-11-10T15:00:00+09:00',
    lotteryDate: '2026-11-11',
    listingDate: '2026-11-19',
  },
];

/** The first (subscribing) share, or a variant of it. */
export function newStock(over: Partial<NewStock> = {}): NewStock {
  return { ...base, ...over };
}

const order = (status: NewStockOrder['status'], over: Partial<NewStockOrder> = {}): NewStockOrder => ({
  id: `o${status}`,
  orderNo: `N202611${String(status).padStart(4, '0')}`,
  newStockId: '1',
  code: '5595',
  name: 'QPS研究所',
  market: 'jpy',
  price: '390',
  quantity: '200',
  status,
  rjmoney: '-',
  lotteryDate: '2026-11-26',
  createdAt: `2026-11-${String(21 - status).padStart(2, '0')}T10:00:00+09:00`,
  ...over,
});

/** One subscription order in each of the eight states of spec section 4. */
export const newStockOrders: NewStockOrder[] = [
  order(0),
  order(1, { rjmoney: '78000' }),
  order(2, { winningQuantity: '100', rjmoney: '39000', totalPayable: '39000' }),
  order(3, {
    winningQuantity: '100',
    amountPayable: '39000',
    totalPayable: '39000',
    paymentDeadline: '2026-11-30T15:00:00+09:00',
  }),
  order(4, { winningQuantity: '0' }),
  order(5, { winningQuantity: '100' }),
  order(6),
  order(7, { winningQuantity: '100', rjmoney: '39000', totalPayable: '39000', listingDate: '2026-11-19' }),
];
