/**
 * A mutex for PGlite's one connection: its transactions and queries take turns, first come first served, except
 * that a turn asked for as `underway` (by a request the connection has served before) goes before every turn
 * that is not. So the connection finishes the requests it has started before it starts new ones, and a request
 * waits about once for the requests ahead of it, not once per statement (a buy's session and then its order).
 */
export class Mutex {
  #held = false;
  readonly #underway: (() => void)[] = [];
  readonly #waiting: (() => void)[] = [];

  /** Runs `fn` once the mutex is free and every earlier holder of its queue (and every `underway` one) is done. */
  async run<T>(fn: () => Promise<T>, underway = false): Promise<T> {
    if (this.#held) {
      await new Promise<void>((resolve) => (underway ? this.#underway : this.#waiting).push(resolve));
    } else {
      this.#held = true;
    }
    try {
      return await fn();
    } finally {
      // Handed straight to the next holder, so a new caller cannot slip in between.
      const next = this.#underway.shift() ?? this.#waiting.shift();
      if (next) next();
      else this.#held = false;
    }
  }
}
