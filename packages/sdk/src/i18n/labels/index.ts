// The screen-label areas and the type a screen's `labels` prop has. `labelAreas` holds the texts of every
// built-in language side by side (the authoring source); apps never load it: `npm run gen` turns it into one
// module per language (src/generated/labels*.ts) and the keys into types (src/generated/labelKeys.ts), so
// neither the bundles nor the published types carry the other languages' texts.

import type { CountedLabelKeyTable, LabelKeyTable } from '../../generated/labelKeys';
import { accountLabels } from './account';
import { authLabels } from './auth';
import { blockLabels } from './block';
import { calendarLabels } from './calendar';
import { dayTradeLabels } from './dayTrade';
import { followLabels } from './follow';
import { fundsLabels } from './funds';
import { homeLabels } from './home';
import { ipoLabels } from './ipo';
import { loansLabels } from './loans';
import { messagesLabels } from './messages';
import { newsLabels } from './news';
import { positionsLabels } from './positions';
import { quotesLabels } from './quotes';
import { shellLabels } from './shell';
import { tradeLabels } from './trade';

/** Every screen area's labels; an area's keys are used as `<area>.<key>` in the `labels` namespace. */
export const labelAreas = {
  shell: shellLabels,
  auth: authLabels,
  home: homeLabels,
  quotes: quotesLabels,
  trade: tradeLabels,
  positions: positionsLabels,
  ipo: ipoLabels,
  block: blockLabels,
  follow: followLabels,
  dayTrade: dayTradeLabels,
  loans: loansLabels,
  funds: fundsLabels,
  account: accountLabels,
  messages: messagesLabels,
  news: newsLabels,
  calendar: calendarLabels,
} as const;

/**
 * The areas of a language's first part of texts (`createTsumiki({ texts: 'first' })`): the shell around every
 * screen and the sign-in screens, enough for a start screen that calls nothing; the rest load later.
 */
export const FIRST_LABEL_AREAS = ['shell', 'auth'] as const satisfies readonly (keyof typeof labelAreas)[];

/** A screen area: `shell`, `auth`, `positions`, ... (the `<area>` of a `labels` key). */
export type LabelArea = keyof LabelKeyTable;
/** The keys of an area's labels. */
export type LabelKey<A extends LabelArea> = LabelKeyTable[A];
/** The keys of an area whose text interpolates `{{count}}`: i18next picks their plural form. */
export type CountedLabelKey<A extends LabelArea> = CountedLabelKeyTable[A];
/** The keys of an area whose label is a plain text (every key but the counted ones). */
export type TextKey<A extends LabelArea> = Exclude<LabelKey<A>, CountedLabelKey<A>>;

/**
 * A counted label: its text for `count` by the language's plural rules (i18next `_one` / `_other` / ...
 * forms), with `{{count}}` in the language's number format and any other `{{name}}` filled from `params`.
 */
export type CountLabel = (count: number, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The translated labels of one area, as a screen takes them in its `labels` prop: a text per key, `{{name}}`
 * placeholders kept for `fillLabel`, and a `CountLabel` for each counted key.
 */
export type Labels<A extends LabelArea> = {
  readonly [K in LabelKey<A>]: K extends CountedLabelKey<A> ? CountLabel : string;
};
