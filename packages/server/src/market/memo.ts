import { STEP_MS } from './intraday';

/**
 * The simulated market's state changes only on whole minutes: every market's time zone is a whole number of
 * minutes off UTC (Tokyo +9, Shanghai +8, New York -5/-4, switching on the hour) and every session opens and
 * closes on a whole minute, so a market's state answers the same for any instant inside one UTC minute. Prices
 * move every STEP_MS (5 s) inside a trading minute (src/market/intraday.ts), steps counted from the minute's
 * start, so a quote and every bar answer the same for any instant inside one UTC step. Caches keyed by
 * (market, minute) and (symbol, step) are therefore exact, not approximations.
 */
export const MINUTE_MS = 60_000;

/** The UTC minute an instant falls in: the key under which a market's state is the same. */
export function minuteOf(at: Date): number {
  return Math.floor(at.getTime() / MINUTE_MS);
}

/** The UTC price step an instant falls in: the key under which every quote and bar the simulator answers is the same. */
export function stepOf(at: Date): number {
  return Math.floor(at.getTime() / STEP_MS);
}

/**
 * Values that are pure functions of (key, minute or step), kept for the `keep` latest minutes (steps) seen (a
 * request names the current one, so older ones are only the stragglers of the minute that just ended). An older minute is
 * worked out and not kept, so a caller naming past instants cannot push the current minute out. Each minute
 * holds at most `perMinute` keys; past that a value is worked out and not kept, so memory stays bounded
 * whatever keys callers send.
 */
export class MinuteMemo {
  readonly #minutes = new Map<number, Map<string, unknown>>();
  #latest = Number.NEGATIVE_INFINITY;
  constructor(
    private readonly keep = 3,
    private readonly perMinute = 50_000,
  ) {}

  get<T>(minute: number, key: string, make: () => T): T {
    let bucket = this.#minutes.get(minute);
    if (!bucket) {
      if (minute <= this.#latest - this.keep) return make();
      if (minute > this.#latest) {
        this.#latest = minute;
        for (const m of this.#minutes.keys()) if (m <= minute - this.keep) this.#minutes.delete(m);
      }
      bucket = new Map();
      this.#minutes.set(minute, bucket);
    }
    if (bucket.has(key)) return bucket.get(key) as T;
    const value = make();
    if (bucket.size < this.perMinute) bucket.set(key, value);
    return value;
  }
}

/** A bounded least-recently-used map: what a key's value is never changes, only whether it is still kept. */
export class Lru<V> {
  readonly #map = new Map<string, V>();
  constructor(private readonly size: number) {}

  get(key: string, make: () => V): V {
    const hit = this.#map.get(key);
    if (hit !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, hit);
      return hit;
    }
    const value = make();
    if (this.#map.size >= this.size) this.#map.delete(this.#map.keys().next().value as string);
    this.#map.set(key, value);
    return value;
  }
}
