// Story and test fixtures of the home screens, through the SDK's own view models.
import type { components, Language } from '@tsumiki/sdk';
import { selectHomeView } from '@tsumiki/sdk';
import { otherQuotes, tokyoQuotes } from '../quotes/storyData';

const index = (
  code: string,
  name: string,
  value: string,
  change: string,
  changeRate: string,
): components['schemas']['Index'] => ({
  code,
  name,
  market: 'jpy',
  value,
  change,
  changeRate,
  time: '2026-11-20T10:15:00+09:00',
});

export const storyIndices = [
  index('N225', '日経平均', '38512.36', '212.04', '0.55'),
  index('TOPIX', 'TOPIX', '2701.18', '-5.33', '-0.20'),
  index('JPXNK400', 'JPX日経400', '24410.02', '0', '0.00'),
];

export const storyNews: components['schemas']['NewsSummary'][] = [
  {
    id: '301',
    title: '日銀、金融政策の現状維持を決定',
    summary: '',
    source: 'Tsumiki News',
    time: '2026-11-20T00:30:00Z',
    headline: true,
  },
  {
    id: '302',
    title: 'トヨタ、通期見通しを上方修正',
    summary: '',
    source: 'Tsumiki News',
    time: '2026-11-19T06:10:00Z',
    headline: true,
  },
];

const sorted = (by: (q: components['schemas']['Quote']) => number) =>
  [...tokyoQuotes, ...otherQuotes].sort((a, b) => by(b) - by(a));

/** The home view with every section loaded, every shortcut on. */
export function storyHomeView(language: Language) {
  return selectHomeView({
    indices: storyIndices,
    popular: tokyoQuotes.slice(0, 4),
    rankings: {
      gainers: sorted((q) => Number(q.changeRate)),
      losers: sorted((q) => -Number(q.changeRate)),
      volume: sorted((q) => Number(q.volume)),
      turnover: sorted((q) => Number(q.amount)),
    },
    news: storyNews,
    features: { ipo: true, block: true, follow: true, dayTrade: true },
    language,
  });
}
