/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** A loader of each ja area of the rest part, for `loadAllTexts` (the chunks of `areaLoaders`). */
export const restLoaders: Readonly<Record<string, () => Promise<Readonly<Record<string, string>>>>> = {
  account: () => import('./labelsJaAccount').then((m) => m.areaLabels),
  block: () => import('./labelsJaBlock').then((m) => m.areaLabels),
  calendar: () => import('./labelsJaCalendar').then((m) => m.areaLabels),
  dayTrade: () => import('./labelsJaDayTrade').then((m) => m.areaLabels),
  follow: () => import('./labelsJaFollow').then((m) => m.areaLabels),
  funds: () => import('./labelsJaFunds').then((m) => m.areaLabels),
  home: () => import('./labelsJaHome').then((m) => m.areaLabels),
  ipo: () => import('./labelsJaIpo').then((m) => m.areaLabels),
  loans: () => import('./labelsJaLoans').then((m) => m.areaLabels),
  messages: () => import('./labelsJaMessages').then((m) => m.areaLabels),
  news: () => import('./labelsJaNews').then((m) => m.areaLabels),
  positions: () => import('./labelsJaPositions').then((m) => m.areaLabels),
  quotes: () => import('./labelsJaQuotes').then((m) => m.areaLabels),
  trade: () => import('./labelsJaTrade').then((m) => m.areaLabels),
};
