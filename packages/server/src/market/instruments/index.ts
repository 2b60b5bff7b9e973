import { CHINA } from './china';
import { INDICES } from './indices';
import { TOKYO } from './tokyo';
import type { Instrument } from './types';
import { US } from './us';

export { CHINA } from './china';
export { INDICES } from './indices';
export { TOKYO } from './tokyo';
export type { Board, Instrument, Listing, Sector } from './types';
export { limitBoardOf, listingOf } from './types';
export { US } from './us';

/** Every instrument, stocks then indices. */
export const INSTRUMENTS: readonly Instrument[] = [...TOKYO, ...US, ...CHINA, ...INDICES];

const byKey = new Map(INSTRUMENTS.map((i) => [`${i.market}:${i.code}`, i]));

/** The instrument with `code` in `market`, or undefined. */
export function findInstrument(market: string, code: string): Instrument | undefined {
  return byKey.get(`${market}:${code.toUpperCase()}`) ?? byKey.get(`${market}:${code}`);
}
