import type { RuleIssue } from './codes';
import { issue } from './codes';
import type { MarketCode } from './currencies';
import { MARKETS } from './currencies';
import type { Decimal } from './money';
import { decimal, gt, isZero, mul, sum } from './money';
import { parseLots } from './orders';
import type { IsoDate } from './zonedTime';
import { zonedDate } from './zonedTime';

/** Where a new share stands (spec section 4: waiting, subscribing, ended; awaiting draw; plus listed). */
export type IpoPhase = 'waiting' | 'subscribing' | 'awaitingDraw' | 'ended' | 'listed';

/** An IPO's schedule, shaped like the contract's NewStock so its objects can be passed as they are. */
export interface IpoSchedule {
  /** Subscription opens (ISO timestamp with offset); absent means open until the deadline. */
  readonly subscriptionStart?: string | null;
  /** Subscription deadline (ISO timestamp with offset), inclusive. */
  readonly subscriptionDeadline: string;
  /** Lottery (draw) day, the market's local date. */
  readonly lotteryDate: IsoDate;
  /** Listing day, the market's local date, when known. */
  readonly listingDate?: IsoDate | null;
}

/**
 * The phase at `instant`: before `subscriptionStart` waiting; through `subscriptionDeadline` subscribing; then
 * awaiting the draw until the local `lotteryDate`; from it ended (allotment and payment); from `listingDate`
 * listed. The contract's NewStockState 3 (`ended`) covers both ended and listed.
 */
export function ipoPhase(schedule: IpoSchedule, market: MarketCode, instant: Date): IpoPhase {
  const t = instant.getTime();
  const today = zonedDate(instant, MARKETS[market].timeZone);
  const listing = schedule.listingDate ?? null;
  if (listing !== null && today >= listing) return 'listed';
  if (today >= schedule.lotteryDate) return 'ended';
  if (t > Date.parse(schedule.subscriptionDeadline)) return 'awaitingDraw';
  const start = schedule.subscriptionStart ?? null;
  return start !== null && t < Date.parse(start) ? 'waiting' : 'subscribing';
}

/** A subscription request. */
export interface IpoSubscription {
  readonly phase: IpoPhase;
  /** The customer already holds a subscription for this stock (one per stock, spec section 5). */
  readonly alreadySubscribed: boolean;
  /** Quantity as typed. */
  readonly quantity: string;
  /** Minimum purchase quantity. Default 1. */
  readonly minimumQuantity?: number;
}

/**
 * Issues of a subscription: not in the subscribing phase (`ipo.notSubscribing`), already subscribed
 * (`ipo.alreadySubscribed`), quantity missing or not a positive integer, below the minimum purchase quantity
 * (`amount.belowMinimum` with `{ minimum }`, the contract's key for it).
 */
export function validateIpoSubscription(s: IpoSubscription): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (s.phase !== 'subscribing') issues.push(issue('ipo.notSubscribing'));
  if (s.alreadySubscribed) issues.push(issue('ipo.alreadySubscribed'));
  const q = parseLots(s.quantity);
  const minimum = s.minimumQuantity ?? 1;
  if (!q.ok) issues.push(q.issue);
  else if (q.value < minimum) issues.push(issue('amount.belowMinimum', { minimum }));
  return issues;
}

/** Amount payable for one allotment: winning quantity × price (spec section 3 IPO labels). */
export function ipoAmountPayable(winningQuantity: Decimal | number, price: Decimal): Decimal {
  return mul(typeof winningQuantity === 'number' ? decimal(String(winningQuantity)) : winningQuantity, price);
}

/** Total amount payable over several allotments. */
export function ipoTotalPayable(allotments: readonly { quantity: Decimal; price: Decimal }[]): Decimal {
  return sum(allotments.map((a) => ipoAmountPayable(a.quantity, a.price)));
}

/** Issues of paying an allotment: nothing won (`ipo.nothingToPay`) or not enough balance. */
export function validateIpoPayment(payable: Decimal, available: Decimal): RuleIssue[] {
  if (isZero(payable)) return [issue('ipo.nothingToPay')];
  return gt(payable, available) ? [issue('balance.insufficient', { required: payable, available })] : [];
}
