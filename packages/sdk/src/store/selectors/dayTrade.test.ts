import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { selectDayTradeApply, selectDayTradeOrders, selectDayTradeProgrammes } from './dayTrade';

type DayTradeProgramme = components['schemas']['DayTradeProgramme'];
type DayTradeOrder = components['schemas']['DayTradeOrder'];

const programme = (over: Partial<DayTradeProgramme> = {}): DayTradeProgramme => ({
  id: '5',
  name: '日計りプラン A',
  market: 'jpy',
  minAmount: '100000',
  maxAmount: '3000000',
  tradeDate: '2026-11-24',
  status: 0,
  ...over,
});

const order = (over: Partial<DayTradeOrder> = {}): DayTradeOrder => ({
  id: '1',
  orderNo: 'D001',
  programmeId: '5',
  name: '日計りプラン A',
  market: 'jpy',
  amount: '500000',
  profit: '0',
  status: 0,
  createdAt: '2026-11-21T10:00:00+09:00',
  ...over,
});

describe('selectDayTradeProgrammes', () => {
  it('should put open programmes first, then by trading day', () => {
    const rows = selectDayTradeProgrammes(
      [
        programme({ id: 'c', status: 1 }),
        programme({ id: 'b', tradeDate: '2026-11-25' }),
        programme({ id: 'a' }),
      ],
      'ja',
    );
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(rows[2]).toMatchObject({ open: false, statusLabel: 'statusClosed' });
    expect(rows[0]).toMatchObject({ minimumText: '￥100,000.00', maximumText: '￥3,000,000.00' });
  });
});

describe('selectDayTradeApply', () => {
  it('should format the money params of its issues', () => {
    const view = selectDayTradeApply(programme(), { language: 'en', amount: '10', available: '5' });
    expect(view.issues).toEqual([
      { code: 'amount.belowMinimum', params: { minimum: '¥100,000.00' } },
      { code: 'balance.insufficient', params: { required: '¥10.00', available: '¥5.00' } },
    ]);
    expect(view.availableText).toBe('¥5.00');
  });
});

describe('selectDayTradeOrders', () => {
  const rows: [string, { status: 0 | 1 | 2 | 3 | 4; want: string }][] = [
    ['submitted', { status: 0, want: 'dayTrade.submitted' }],
    ['applied', { status: 1, want: 'dayTrade.applied' }],
    ['trading', { status: 2, want: 'dayTrade.trading' }],
    ['filled', { status: 3, want: 'dayTrade.filled' }],
    ['failed', { status: 4, want: 'dayTrade.failed' }],
  ];
  it.each(rows)('%s', (_, { status, want }) => {
    expect(selectDayTradeOrders([order({ status })], 'ja').orders[0]?.badge).toBe(want);
  });

  it('should total the P&L of filled orders only, newest first', () => {
    const view = selectDayTradeOrders(
      [
        order({ id: 'a', status: 3, profit: '12000.5', createdAt: '2026-11-01T10:00:00+09:00' }),
        order({ id: 'b', status: 3, profit: '-2000', createdAt: '2026-11-02T10:00:00+09:00' }),
        order({ id: 'c', status: 2, profit: '999999' }),
      ],
      'en',
    );
    expect(view.orders.map((o) => o.id)).toEqual(['c', 'b', 'a']);
    expect(view.totalProfit).toMatchObject({ raw: '10000.5', text: '+¥10,000.50', direction: 'up' });
    expect(selectDayTradeOrders([], 'en').totalProfit).toBeNull();
  });
});
