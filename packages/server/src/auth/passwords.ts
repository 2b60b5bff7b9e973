import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer, ln: number): Promise<Buffer> {
  const N = 2 ** ln;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes, or Node refuses N = 2^17 (its default cap is 32 MiB).
    scrypt(password, salt, KEYLEN, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** A self-describing scrypt hash: `$scrypt$ln=17,r=8,p=1$<salt b64>$<hash b64>`. `ln` defaults to 17. */
export async function hashPassword(password: string, ln = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, ln);
  return `$scrypt$ln=${ln},r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^\$scrypt\$ln=(\d+),r=8,p=1\$([^$]+)\$([^$]+)$/.exec(stored);
  if (!m) return false;
  const key = await scryptAsync(password, Buffer.from(m[2] ?? '', 'base64'), Number(m[1]));
  const want = Buffer.from(m[3] ?? '', 'base64');
  return want.length === key.length && timingSafeEqual(want, key);
}

/** Thrown when the hash queue is full: the caller answers `request.tooFrequent` without hashing. */
export class HashQueueFull extends Error {
  constructor() {
    super('password hash queue full');
  }
}

export interface HasherOptions {
  /** log2 of scrypt's N for new hashes (the config's `passwordCost`). */
  cost: number;
  /** Hashes run at once. Default 1: one scrypt at ln=17 is ~400 ms of one core and 128 MiB. */
  concurrency?: number;
  /** Hashes that may wait for a turn; one more is refused at once ({@link HashQueueFull}). Default 32. */
  queue?: number;
}

/** Password hashing through one small queue: what every password check of a server goes through. */
export interface Hasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of a real check against a dummy hash: an unknown account looks like a wrong password. */
  burn(password: string): Promise<void>;
  /**
   * Runs `fn` after every earlier `fn` of the same `key` in this process has finished. The checks of one
   * password run one after another, so a burst of right passwords (an app's parallel money calls) never finds
   * its own attempts counted as failures (src/auth/throttle.ts counts each attempt before its hash).
   */
  oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now. */
  readonly load: { running: number; waiting: number };
  /** Whether one more hash would be refused now: callers refuse before any other work (a flood stays cheap). */
  readonly full: boolean;
}

/**
 * A hasher whose scrypt calls run at most `concurrency` at a time. scrypt runs on libuv's thread pool (4
 * threads), which file reads, compression and DNS share, and it takes a core while it runs: unbounded, a flood
 * of sign-ins took every thread and core and `GET /` waited seconds. The wait line is bounded too, so a flood
 * is refused at once instead of queueing memory and minutes.
 */
export function createHasher(options: HasherOptions): Hasher {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const maxWaiting = Math.max(0, options.queue ?? 32);
  const waiting: (() => void)[] = [];
  let running = 0;
  let dummy: Promise<string> | undefined;
  const lines = new Map<string, Promise<unknown>>();

  async function turn<T>(fn: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new HashQueueFull();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below the busy count.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    hash: (password) => turn(() => hashPassword(password, options.cost)),
    verify: (password, stored) => turn(() => verifyPassword(password, stored)),
    async burn(password) {
      dummy ??= hashPassword('tsumiki-dummy-password', options.cost);
      const stored = await dummy;
      await turn(() => verifyPassword(password, stored));
    },
    oneAtATime(key, fn) {
      const before = lines.get(key) ?? Promise.resolve();
      const mine = before.then(fn, fn);
      const settled = mine.then(
        () => undefined,
        () => undefined,
      );
      lines.set(key, settled);
      // The last in line clears the key, so the map holds only keys with checks in flight.
      void settled.then(() => {
        if (lines.get(key) === settled) lines.delete(key);
      });
      return mine;
    },
    get load() {
      return { running, waiting: waiting.length };
    },
    get full() {
      return running >= concurrency && waiting.length >= maxWaiting;
    },
  };
}
