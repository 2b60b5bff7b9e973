import type { Instrument } from './types';

const index = (
  market: Instrument['market'],
  code: string,
  ja: string,
  zh: string,
  en: string,
  ref: string,
): Instrument => ({
  market,
  code,
  names: { ja, 'zh-CN': zh, en },
  sector: 'index',
  board: market === 'jpy' ? 'prime' : market === 'usd' ? 'nyse' : 'main',
  ref,
  sharesM: 0,
  index: true,
});

/** The indices shown on the home screen; they move like stocks but cannot be traded. */
export const INDICES: Instrument[] = [
  index('jpy', 'N225', '日経平均株価', '日经225指数', 'Nikkei 225', '50000.00'),
  index('jpy', 'TOPIX', '東証株価指数', '东证股价指数', 'TOPIX', '3350.00'),
  index('usd', 'DJI', 'NYダウ', '道琼斯工业平均指数', 'Dow Jones Industrial Average', '47000.00'),
  index('usd', 'SPX', 'S&P500', '标普500指数', 'S&P 500', '6800.00'),
  index('usd', 'IXIC', 'ナスダック総合指数', '纳斯达克综合指数', 'Nasdaq Composite', '23000.00'),
  index('cny', 'SH000001', '上海総合指数', '上证综合指数', 'SSE Composite', '3900.00'),
  index('cny', 'SH000300', 'CSI300指数', '沪深300指数', 'CSI 300', '4600.00'),
];
