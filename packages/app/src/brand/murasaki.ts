import type { Brand } from './types';

/** A second broker on the same code: another theme, fewer markets and features. */
export const murasakiBrand = {
  id: 'murasaki',
  name: 'Murasaki Shoken',
  documentTitle: 'Murasaki',
  logo: './brand/murasaki.svg',
  theme: 'murasaki',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  markets: ['jpy', 'usd'],
  features: {
    ipo: true,
    block: false,
    follow: true,
    dayTrade: false,
    loans: true,
    exchange: true,
    messages: true,
    news: true,
  },
  customerServiceFallback: 'mailto:support@murasaki.example',
} satisfies Brand;
