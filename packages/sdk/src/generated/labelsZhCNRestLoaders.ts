/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** A loader of each zh-CN area of the rest part, for `loadAllTexts` (the chunks of `areaLoaders`). */
export const restLoaders: Readonly<Record<string, () => Promise<Readonly<Record<string, string>>>>> = {
  account: () => import('./labelsZhCNAccount').then((m) => m.areaLabels),
  block: () => import('./labelsZhCNBlock').then((m) => m.areaLabels),
  calendar: () => import('./labelsZhCNCalendar').then((m) => m.areaLabels),
  dayTrade: () => import('./labelsZhCNDayTrade').then((m) => m.areaLabels),
  follow: () => import('./labelsZhCNFollow').then((m) => m.areaLabels),
  funds: () => import('./labelsZhCNFunds').then((m) => m.areaLabels),
  home: () => import('./labelsZhCNHome').then((m) => m.areaLabels),
  ipo: () => import('./labelsZhCNIpo').then((m) => m.areaLabels),
  loans: () => import('./labelsZhCNLoans').then((m) => m.areaLabels),
  messages: () => import('./labelsZhCNMessages').then((m) => m.areaLabels),
  news: () => import('./labelsZhCNNews').then((m) => m.areaLabels),
  positions: () => import('./labelsZhCNPositions').then((m) => m.areaLabels),
  quotes: () => import('./labelsZhCNQuotes').then((m) => m.areaLabels),
  trade: () => import('./labelsZhCNTrade').then((m) => m.areaLabels),
};
