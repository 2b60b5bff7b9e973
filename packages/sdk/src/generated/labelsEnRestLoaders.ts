/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

/** A loader of each en area of the rest part, for `loadAllTexts` (the chunks of `areaLoaders`). */
export const restLoaders: Readonly<Record<string, () => Promise<Readonly<Record<string, string>>>>> = {
  account: () => import('./labelsEnAccount').then((m) => m.areaLabels),
  block: () => import('./labelsEnBlock').then((m) => m.areaLabels),
  calendar: () => import('./labelsEnCalendar').then((m) => m.areaLabels),
  dayTrade: () => import('./labelsEnDayTrade').then((m) => m.areaLabels),
  follow: () => import('./labelsEnFollow').then((m) => m.areaLabels),
  funds: () => import('./labelsEnFunds').then((m) => m.areaLabels),
  home: () => import('./labelsEnHome').then((m) => m.areaLabels),
  ipo: () => import('./labelsEnIpo').then((m) => m.areaLabels),
  loans: () => import('./labelsEnLoans').then((m) => m.areaLabels),
  messages: () => import('./labelsEnMessages').then((m) => m.areaLabels),
  news: () => import('./labelsEnNews').then((m) => m.areaLabels),
  positions: () => import('./labelsEnPositions').then((m) => m.areaLabels),
  quotes: () => import('./labelsEnQuotes').then((m) => m.areaLabels),
  trade: () => import('./labelsEnTrade').then((m) => m.areaLabels),
};
