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

export type LabelArea = keyof typeof labelAreas;
/** The translated labels of one area, as a screen takes them in its `labels` prop. */
export type Labels<A extends LabelArea> = { readonly [K in keyof (typeof labelAreas)[A]['ja']]: string };

/** The `labels` namespace resources of one language: `{ 'auth.account': '...', ... }`. */
export function labelResources(language: 'ja' | 'zh-CN' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [area, set] of Object.entries(labelAreas)) {
    for (const [key, text] of Object.entries(set[language] as Record<string, string>))
      out[`${area}.${key}`] = text;
  }
  return out;
}
