/** A FIFO mutex: PGlite has one connection, so its transactions and queries take turns. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Runs `fn` once every earlier holder has finished. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
