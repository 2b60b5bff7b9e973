import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SECRET_MS, RecentSecrets } from '../src/auth/fundsPassword';
import { createHasher } from '../src/auth/passwords';
import type { Db } from '../src/db';
import { seedOnce } from '../src/seed';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';
import { countingHasher } from './helpers/hasher';

const PIN = '246813';
const NOW = new Date('2026-11-19T01:00:00Z');

describe('RecentSecrets', () => {
  it('knows only the password it was told, against the same stored hash, for its time', () => {
    const r = new RecentSecrets();
    r.remember(1, '$scrypt$a', PIN, NOW);
    expect(r.knows(1, '$scrypt$a', PIN, NOW)).toBe(true);
    expect(r.knows(1, '$scrypt$a', '246814', NOW)).toBe(false);
    expect(r.knows(1, '$scrypt$b', PIN, NOW)).toBe(false);
    expect(r.knows(2, '$scrypt$a', PIN, NOW)).toBe(false);
    expect(r.knows(1, '$scrypt$a', PIN, new Date(NOW.getTime() + RECENT_SECRET_MS - 1))).toBe(true);
    expect(r.knows(1, '$scrypt$a', PIN, new Date(NOW.getTime() + RECENT_SECRET_MS))).toBe(false);
    // Gone once expired.
    expect(r.knows(1, '$scrypt$a', PIN, NOW)).toBe(false);
  });

  it('keeps at most its size', () => {
    const r = new RecentSecrets(2);
    for (const id of [1, 2, 3]) r.remember(id, 'h', PIN, NOW);
    expect([1, 2, 3].map((id) => r.knows(id, 'h', PIN, NOW))).toEqual([false, true, true]);
  });
});

describe.each(dbTargets())('a funds password checked right recently on %s', (target) => {
  let db: Db;
  let server: Server;
  let counted: ReturnType<typeof countingHasher>;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    counted = countingHasher(createHasher({ cost: 12, concurrency: 2, queue: 64 }));
    server = await testServer(db, clock, {}, { hasher: counted.hasher });
  });
  afterAll(async () => db?.close());

  const exchange = (s: Session, pin: string) =>
    server.call('exchange', { from: 'JPY', to: 'USD', amount: '1500', fundsPassword: pin }, s);
  /** The answer's msg and how many checks reached scrypt for it. */
  const checked = async (s: Session, pin: string) => {
    const before = counted.counts.checks;
    const a = await exchange(s, pin);
    return [a.msg, counted.counts.checks - before];
  };
  const failures = async (s: Session) =>
    Number(
      (
        await db.query<{ failures: number }>(
          'SELECT f.failures FROM auth_failures f JOIN accounts a ON f.key = $2 || a.id WHERE a.mobile = $1',
          [s.account, 'funds:'],
        )
      )[0]?.failures ?? 0,
    );

  it('is taken without a hash; any other password is hashed and counted as before', async () => {
    clock.set('2026-11-19T01:00:00Z');
    const s = await newCustomer(server, db, clock, '0806660001');
    expect(await checked(s, PIN)).toEqual(['ok', 1]);
    expect(await checked(s, PIN)).toEqual(['ok', 0]);
    expect(await checked(s, '111111')).toEqual(['fundsPassword.wrong', 1]);
    expect(await failures(s)).toBe(1);
    expect(await checked(s, PIN)).toEqual(['ok', 0]);
    expect(await failures(s)).toBe(1);
    // Fifteen minutes after the hashed check it is hashed again.
    clock.set(new Date(NOW.getTime() + RECENT_SECRET_MS).toISOString());
    expect(await checked(s, PIN)).toEqual(['ok', 1]);
  });

  it('is refused while the account is locked, without a hash', async () => {
    clock.set('2026-11-19T02:00:00Z');
    const s = await newCustomer(server, db, clock, '0806660002');
    expect(await checked(s, PIN)).toEqual(['ok', 1]);
    for (let i = 0; i < 5; i++) expect((await checked(s, '111111'))[0]).toBe('fundsPassword.wrong');
    const before = counted.counts.checks;
    const locked = await exchange(s, PIN);
    expect(locked.msg).toBe('request.tooFrequent');
    expect(counted.counts.checks).toBe(before);
    clock.set('2026-11-19T02:14:59Z');
    expect(await checked(s, PIN)).toEqual(['request.tooFrequent', 0]);
    // The lock (30 minutes) outlives the memory of the password (15): then it is a counted, hashed check.
    clock.set('2026-11-19T02:30:00Z');
    expect(await checked(s, PIN)).toEqual(['ok', 1]);
  });

  it('is not taken once the funds password changed', async () => {
    clock.set('2026-11-19T03:00:00Z');
    const s = await newCustomer(server, db, clock, '0806660003');
    expect(await checked(s, PIN)).toEqual(['ok', 1]);
    const change = await server.call(
      'changeFundsPassword',
      { oldPassword: PIN, newPassword: '864213', repeatPassword: '864213' },
      s,
    );
    expect(change.msg).toBe('ok');
    expect(await checked(s, PIN)).toEqual(['fundsPassword.wrong', 1]);
    expect(await checked(s, '864213')).toEqual(['ok', 1]);
    expect(await checked(s, '864213')).toEqual(['ok', 0]);
  });

  it('lets a burst of the right password through with one hash at most', async () => {
    clock.set('2026-11-19T04:00:00Z');
    const s = await newCustomer(server, db, clock, '0806660004');
    expect(await checked(s, PIN)).toEqual(['ok', 1]);
    const before = counted.counts.checks;
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(s, PIN)));
    expect(answers.every((a) => a.msg === 'ok')).toBe(true);
    expect(counted.counts.checks).toBe(before);
  });
});
