import type { Brand } from './types';

export const tsumikiBrand = {
  id: 'tsumiki',
  name: 'Tsumiki Securities',
  documentTitle: 'Tsumiki',
  logo: './brand/tsumiki.svg',
  theme: 'light',
  darkTheme: 'dark',
  languages: ['ja', 'zh-CN', 'en'],
  defaultLanguage: 'ja',
  markets: ['jpy', 'usd', 'cny'],
  features: {
    ipo: true,
    block: true,
    follow: true,
    dayTrade: true,
    loans: true,
    exchange: true,
    messages: true,
    news: true,
  },
} satisfies Brand;
