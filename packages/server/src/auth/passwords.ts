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

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string, ln: number): Promise<void> {
  dummy ??= hashPassword('tsumiki-dummy-password', ln);
  await verifyPassword(password, await dummy);
}
