import type { Hasher } from '../../src/auth/passwords';

/** A hasher that counts the password checks that reached scrypt (real or dummy) and the new hashes. */
export function countingHasher(inner: Hasher) {
  const counts = { checks: 0, hashes: 0 };
  const hasher: Hasher = {
    hash: (p) => {
      counts.hashes++;
      return inner.hash(p);
    },
    verify: (p, s) => {
      counts.checks++;
      return inner.verify(p, s);
    },
    burn: (p) => {
      counts.checks++;
      return inner.burn(p);
    },
    oneAtATime: (k, fn) => inner.oneAtATime(k, fn),
    get load() {
      return inner.load;
    },
    get full() {
      return inner.full;
    },
  };
  return { hasher, counts };
}
