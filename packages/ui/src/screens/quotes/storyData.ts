// Storybook and test fixtures of the home, quotes and trade screens: realistic quotes through the SDK's own view
// models, labels from the SDK's i18n.
import type { components, Language } from '@tsumiki/sdk';
import type { LabelArea, Labels } from '@tsumiki/sdk/labels';
import { labelsFor } from '@tsumiki/sdk/labels';
import { i18nIn } from '../../components/private/storyLocale';

type Quote = components['schemas']['Quote'];

/** The story's language from the toolbar's `locale` global (Japanese by default). */
export function storyLanguage(globals: { locale?: unknown }): Language {
  return globals.locale === 'zh-CN' || globals.locale === 'en' ? globals.locale : 'ja';
}

/** An area's labels in a language, as the app's `useLabels` gives them. */
export function storyLabels<A extends LabelArea>(area: A, language: Language = 'ja'): Labels<A> {
  return labelsFor(i18nIn(language), area);
}

const q = (
  code: string,
  name: string,
  market: Quote['market'],
  price: string,
  previousClose: string,
  change: string,
  changeRate: string,
  volume: string,
): Quote => ({
  code,
  name,
  market,
  price,
  open: previousClose,
  previousClose,
  high: price,
  low: previousClose,
  volume,
  amount: String(Math.round(Number(price) * Number(volume))),
  marketCap: '12000000000000',
  change,
  changeRate,
  time: '2026-11-20T10:15:00+09:00',
});

/** Tokyo stocks. */
export const tokyoQuotes: Quote[] = [
  q('7203', 'トヨタ自動車', 'jpy', '3012', '2950', '62', '2.10', '18234500'),
  q('6758', 'ソニーグループ', 'jpy', '3315', '3348', '-33', '-0.99', '9120300'),
  q('9984', 'ソフトバンクグループ', 'jpy', '9870', '9870', '0', '0.00', '12033400'),
  q('8306', '三菱UFJフィナンシャル・グループ', 'jpy', '1688.5', '1650', '38.5', '2.33', '45012000'),
  q('6861', 'キーエンス', 'jpy', '64210', '65100', '-890', '-1.37', '402100'),
];

/** Toyota's detail (the first Tokyo quote) as the stock detail screen reads it: prime board, limits 2,450–3,450. */
export const toyotaDetail: components['schemas']['StockDetail'] = {
  ...(tokyoQuotes[0] as Quote),
  currency: 'JPY',
  board: 'prime',
  specialTreatment: false,
  limitUp: '3450',
  limitDown: '2450',
  lotSize: '1',
  tradable: true,
  watched: false,
};

/** US and Shanghai stocks. */
export const otherQuotes: Quote[] = [
  q('AAPL', 'Apple Inc.', 'usd', '190.52', '188.01', '2.51', '1.34', '52013000'),
  q('600519', '贵州茅台', 'cny', '1512.30', '1530.00', '-17.70', '-1.16', '2301000'),
];

/** A deterministic intraday walk for sparklines (no Math.random: stories and screenshots stay stable). */
export function storyWalk(start: number, drift: number, n = 60): number[] {
  return Array.from({ length: n }, (_, i) =>
    Number((start + drift * i + Math.sin(i / 4) * start * 0.004).toFixed(2)),
  );
}

type KLineBar = components['schemas']['KLineBar'];
type TimeShare = components['schemas']['TimeShare'];

/** Deterministic daily bars in the server's shape (oldest first), for the K-line view model. */
export function storyBars(n = 120, start = 2800): KLineBar[] {
  let close = start;
  return Array.from({ length: n }, (_, i) => {
    const open = close;
    close = Number((open * (1 + Math.sin(i / 7) * 0.012 + Math.cos(i / 3) * 0.006)).toFixed(1));
    const high = Math.max(open, close) * 1.006;
    const low = Math.min(open, close) * 0.994;
    return {
      time: new Date(Date.UTC(2026, 5, 1) + i * 86_400_000).toISOString(),
      open: open.toFixed(1),
      high: high.toFixed(1),
      low: low.toFixed(1),
      close: close.toFixed(1),
      volume: String(1_000_000 + ((i * 7919) % 500_000)),
      amount: String(Math.round(close * 1_000_000)),
    };
  });
}

/** A Tokyo morning of one-minute points (9:00 to 10:15 JST). */
export function storyTimeShare(previousClose = 2950): TimeShare {
  const prices = storyWalk(previousClose + 5, 0.8, 76);
  let sum = 0;
  return {
    code: '7203',
    market: 'jpy',
    previousClose: String(previousClose),
    points: prices.map((price, i) => {
      sum += price;
      return {
        time: new Date(Date.UTC(2026, 10, 20, 0, i)).toISOString(),
        price: price.toFixed(1),
        averagePrice: (sum / (i + 1)).toFixed(2),
        volume: String(20_000 + ((i * 131) % 9_000)),
      };
    }),
  };
}
