// One position's detail (/position/info): apart from the positions list, so a route that shows the list does not
// download the T+1 rule's trading calendars (the holiday tables) that only the detail needs.
import type { components } from '../../generated/api';
import type { Language } from '../../i18n/languages';
import type { RuleIssue } from '../../rules/codes';
import { rulesConfigFromItems } from '../../rules/config';
import { MARKETS } from '../../rules/currencies';
import { formatCalendarDate, formatDateTime } from '../../rules/dateFormat';
import { checkTPlusOne, earliestCloseDate } from '../../rules/positions';
import type { IsoDate } from '../../rules/zonedTime';
import { zonedDate } from '../../rules/zonedTime';
import {
  moneyFigure,
  type PositionCardView,
  type PositionData,
  positionCard,
  type StopOutView,
  type Trend,
} from './positions';

type ConfigItem = components['schemas']['ConfigItem'];

/** A labelled row of the detail screen; `label` is a key of the positions labels. */
export interface DetailRow {
  label:
    | 'stockName'
    | 'stockCode'
    | 'quantity'
    | 'cost'
    | 'marketValue'
    | 'changeRate'
    | 'buyPrice'
    | 'nowPrice'
    | 'sellPrice'
    | 'buyTime'
    | 'sellTime'
    | 'margin'
    | 'leverage'
    | 'orderNo'
    | 'direction'
    | 'orderType'
    | 'fee'
    | 'pnl'
    | 'fillTime'
    | 'stopOutPrice'
    | 'stopOutDistance'
    | 'closeReason';
  /** Shown text, unless `valueLabel` names a label to fill with `params` instead. */
  value: string;
  valueLabel?:
    | 'directionLong'
    | 'directionShort'
    | 'orderTypeMarket'
    | 'orderTypeLimit'
    | 'leverageValue'
    | 'quantityValue'
    | 'stopOutDistanceValue'
    | 'stopOutNone'
    | 'closeReasonCustomer'
    | 'closeReasonStopOut';
  params?: Record<string, string | number>;
  direction?: Trend;
}

/** /position/info: every label of spec section 3 and what the customer may do now. */
export interface PositionDetailView {
  card: PositionCardView;
  rows: DetailRow[];
  /** Closing: holding only, and not on the buying day (T+1). */
  canClose: boolean;
  /** `order.tPlusOne` with `{ from }` formatted, when a holding position was bought today. */
  closeBlocked: RuleIssue | null;
  /** The first day it may be closed, formatted; null once no longer holding. */
  closeFrom: string | null;
  /** Cancelling: pending orders only (status 2). */
  canCancel: boolean;
  /** Why the server cancelled it (a msg key to translate), when it did. */
  cancelReason: PositionData['cancelReason'] | null;
  /** Holding: the stop-out level the note beside the stop-out price names (config `stopOutLevel.<market>`). */
  stopOutNote: { level: string } | null;
}

/** The stop-out rows of a holding position's detail: the price (or none) and the distance to it. */
function stopOutRows(stop: StopOutView | null): DetailRow[] {
  if (!stop) return [{ label: 'stopOutPrice', value: '', valueLabel: 'stopOutNone' }];
  return [
    { label: 'stopOutPrice', value: stop.price },
    {
      label: 'stopOutDistance',
      value: '',
      valueLabel: 'stopOutDistanceValue',
      params: { amount: stop.distance, percent: stop.percent },
    },
  ];
}

/**
 * The detail of one position at `now`: T+1 from the SDK's `checkTPlusOne` counted from the fill (`filledAt`,
 * else `buyTime`; the contract's `canCloseFrom`, when given, wins as the server's own calendar), the date it
 * becomes possible formatted for the language; the stop-out price the server sent and the distance to it; why
 * the server closed or cancelled it. `config` gives the stop-out level the note names (default the SDK's).
 */
export function selectPositionDetailView(
  p: PositionData,
  language: Language,
  now: Date,
  config?: readonly ConfigItem[],
): PositionDetailView {
  const card = positionCard(p, language);
  const currency = MARKETS[p.market].currency;
  const tz = MARKETS[p.market].timeZone;
  const holding = p.status === 0;
  const filled = new Date(p.filledAt ?? p.buyTime);
  const ruleFrom = earliestCloseDate(p.market, filled);
  // The server's own calendar (`canCloseFrom`) wins when it is later than the SDK's.
  const from: IsoDate = p.canCloseFrom && p.canCloseFrom > ruleFrom ? p.canCloseFrom : ruleFrom;
  const tooEarly = checkTPlusOne(p.market, filled, now) !== null || zonedDate(now, tz) < from;
  const fromText = formatCalendarDate(from, language);
  const closeBlocked =
    holding && tooEarly ? { code: 'order.tPlusOne' as const, params: { from: fromText } } : null;
  const money = (v: string | undefined) => moneyFigure(v, language, currency).text;
  const rows: DetailRow[] = [
    { label: 'stockName', value: p.name },
    { label: 'stockCode', value: p.code },
    { label: 'direction', value: '', valueLabel: card.directionLabel },
    { label: 'orderType', value: '', valueLabel: card.orderTypeLabel },
    { label: 'quantity', value: '', valueLabel: 'quantityValue', params: { count: String(p.stock_num) } },
    { label: 'buyPrice', value: card.buyPrice.text },
    { label: 'nowPrice', value: card.nowPrice.text },
    ...(holding ? stopOutRows(card.stopOut) : []),
    { label: 'cost', value: money(p.cost) },
    { label: 'marketValue', value: card.marketValue.text },
    { label: 'pnl', value: card.pnl.text, direction: card.pnl.direction },
    { label: 'changeRate', value: card.changeRate.text, direction: card.changeRate.direction },
    { label: 'sellPrice', value: p.sellPrice === undefined ? '—' : money(p.sellPrice) },
    { label: 'buyTime', value: formatDateTime(p.buyTime, language, tz) },
    // A limit order that filled later than it was placed: when it filled (T+1 counts from here).
    ...(p.filledAt && p.filledAt !== p.buyTime
      ? [{ label: 'fillTime' as const, value: formatDateTime(p.filledAt, language, tz) }]
      : []),
    { label: 'sellTime', value: formatDateTime(p.sellTime, language, tz) },
    ...(p.closeReason
      ? [
          {
            label: 'closeReason' as const,
            value: '',
            valueLabel:
              p.closeReason === 'stopOut'
                ? ('closeReasonStopOut' as const)
                : ('closeReasonCustomer' as const),
          },
        ]
      : []),
    { label: 'margin', value: money(p.margin) },
    { label: 'leverage', value: '', valueLabel: 'leverageValue', params: { value: String(p.leverage) } },
    { label: 'fee', value: money(p.fee) },
    { label: 'orderNo', value: p.orderNo },
  ];
  return {
    card,
    rows,
    canClose: holding && !tooEarly,
    closeBlocked,
    closeFrom: holding ? fromText : null,
    canCancel: p.status === 2,
    cancelReason: p.status === 3 ? (p.cancelReason ?? null) : null,
    stopOutNote: holding ? { level: rulesConfigFromItems(config ?? []).margin[p.market].stopOut } : null,
  };
}
