// The screen-label areas, their keys and the type a screen's `labels` prop has. This module holds the texts of
// every built-in language side by side (the authoring source); apps never load it: `npm run gen` turns it into
// one module per language (src/generated/labels*.ts), and only the types come from here.
import { accountLabels } from './account';
import { authLabels } from './auth';
import { blockLabels } from './block';
import { calendarLabels } from './calendar';
import { dayTradeLabels } from './dayTrade';
import type { CountedKeys } from './defineLabels';
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

export type { CountedKeys } from './defineLabels';

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

export type LabelArea = keyof typeof labelAreas;
/** The reference (Japanese) table of an area: its keys and which of them are counted. */
export type LabelTable<A extends LabelArea> = (typeof labelAreas)[A]['ja'];
/** The keys of an area's labels. */
export type LabelKey<A extends LabelArea> = keyof LabelTable<A> & string;

/**
 * A counted label: its text for `count` by the language's plural rules (i18next `_one` / `_other` / ...
 * forms), with `{{count}}` in the language's number format and any other `{{name}}` filled from `params`.
 */
export type CountLabel = (count: number, params?: Readonly<Record<string, string | number>>) => string;

/** The keys of an area whose label is a plain text (every key but the counted ones). */
export type TextKey<A extends LabelArea> = Exclude<LabelKey<A>, CountedKeys<LabelTable<A>>>;

/**
 * The translated labels of one area, as a screen takes them in its `labels` prop: a text per key, `{{name}}`
 * placeholders kept for `fillLabel`, and a `CountLabel` for each counted key.
 */
export type Labels<A extends LabelArea> = {
  readonly [K in LabelKey<A>]: K extends CountedKeys<LabelTable<A>> ? CountLabel : string;
};
