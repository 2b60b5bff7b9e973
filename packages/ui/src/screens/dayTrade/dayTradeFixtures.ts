// Story and test data: day-trading programmes and orders as the server sends them.
import type { components } from '@tsumiki/sdk';

type DayTradeProgramme = components['schemas']['DayTradeProgramme'];
type DayTradeOrder = components['schemas']['DayTradeOrder'];

export const dayTradeProgrammes: DayTradeProgramme[] = [
  {
    id: '5',
    name: '日計りプラン A',
    market: 'jpy',
    minAmount: '100000',
    maxAmount: '3000000',
    tradeDate: '2026-11-24',
    status: 0,
  },
  {
    id: '6',
    name: '日計りプラン B（大口）',
    market: 'jpy',
    minAmount: '1000000',
    tradeDate: '2026-11-25',
    status: 0,
  },
  {
    id: '7',
    name: '日計りプラン C',
    market: 'jpy',
    minAmount: '50000',
    maxAmount: '500000',
    tradeDate: '2026-11-20',
    status: 1,
  },
];

const order = (status: DayTradeOrder['status'], over: Partial<DayTradeOrder> = {}): DayTradeOrder => ({
  id: `d${status}`,
  orderNo: `D2026111${status}`,
  programmeId: '5',
  name: '日計りプラン A',
  market: 'jpy',
  amount: '500000',
  profit: '0',
  status,
  createdAt: `2026-11-1${status}T10:00:00+09:00`,
  ...over,
});

/** One order in each state of spec section 4: submitted, applied, trading, filled, failed. */
export const dayTradeOrders: DayTradeOrder[] = [
  order(0),
  order(1),
  order(2),
  order(3, { profit: '18250.5', settledAt: '2026-11-13T15:30:00+09:00' }),
  order(4),
  order(3, {
    id: 'd3b',
    profit: '-4200',
    createdAt: '2026-11-09T10:00:00+09:00',
    settledAt: '2026-11-09T15:30:00+09:00',
  }),
];
