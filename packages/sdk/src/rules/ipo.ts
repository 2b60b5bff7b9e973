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

/** An IPO's dates, as local civil dates of its market. */
export interface IpoDates {
  /** First subscription day. */
  readonly subscribeFrom: IsoDate;
  /** Subscription deadline, inclusive (the whole day). */
  readonly subscribeUntil: IsoDate;
  /** Lottery (draw) date. */
  readonly drawOn: IsoDate;
  /** Listing date, when known. */
  readonly listingOn: IsoDate | null;
}

/**
 * The phase at `instant`, on the market's local date: before `subscribeFrom` waiting; through `subscribeUntil`
 * subscribing; then awaiting the draw until `drawOn`; from `drawOn` ended (allotment and payment); from
 * `listingOn` listed.
 */
export function ipoPhase(dates: IpoDates, market: MarketCode, instant: Date): IpoPhase {
  const today = zonedDate(instant, MARKETS[market].timeZone);
  if (dates.listingOn !== null && today >= dates.listingOn) return 'listed';
  if (today >= dates.drawOn) return 'ended';
  if (today > dates.subscribeUntil) return 'awaitingDraw';
  return today >= dates.subscribeFrom ? 'subscribing' : 'waiting';
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
 * (`ipo.alreadySubscribed`), quantity missing or not a positive integer, below the minimum
 * (`ipo.belowMinimumQuantity` with `{ minimum }`).
 */
export function validateIpoSubscription(s: IpoSubscription): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (s.phase !== 'subscribing') issues.push(issue('ipo.notSubscribing'));
  if (s.alreadySubscribed) issues.push(issue('ipo.alreadySubscribed'));
  const q = parseLots(s.quantity);
  const minimum = s.minimumQuantity ?? 1;
  if (!q.ok) issues.push(q.issue);
  else if (q.value < minimum) issues.push(issue('ipo.belowMinimumQuantity', { minimum }));
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
