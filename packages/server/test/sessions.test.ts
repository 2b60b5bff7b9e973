import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, resolveSession, TOUCH_EVERY_SECONDS, tokenHash } from '../src/auth/sessions';
import type { Db } from '../src/db';
import { dbTargets, openTestDb } from './helpers/db';

const T0 = Date.parse('2026-11-19T01:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const IDLE = 30;

describe.each(dbTargets())('a session resolved in one statement on %s', (target) => {
  let db: Db;
  let accountId = 0;

  beforeAll(async () => {
    db = await openTestDb(target);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO accounts (mobile, password_hash, invite_code, created_at)
       VALUES ('0809990001', 'x', 'inv-s1', $1) RETURNING id`,
      [at(0)],
    );
    accountId = Number(row?.id);
  });
  afterAll(async () => db?.close());

  const lastSeen = async (token: string) => {
    const [row] = await db.query<{ last_seen_at: Date }>(
      'SELECT last_seen_at FROM sessions WHERE token_hash = $1',
      [tokenHash(token)],
    );
    return new Date(row?.last_seen_at ?? 0).toISOString();
  };
  const resolve = (token: string, seconds: number, account = '0809990001') =>
    resolveSession(db, token, account, at(seconds), IDLE);

  it('writes the last-seen time at most once a minute, and only for a live session', async () => {
    const token = await openSession(db, accountId, at(0), 12);
    expect((await resolve(token, 10))?.id).toBe(accountId);
    expect(await lastSeen(token)).toBe(at(0).toISOString());
    expect(await resolve(token, TOUCH_EVERY_SECONDS - 1)).not.toBeNull();
    expect(await lastSeen(token)).toBe(at(0).toISOString());
    expect(await resolve(token, TOUCH_EVERY_SECONDS)).not.toBeNull();
    expect(await lastSeen(token)).toBe(at(TOUCH_EVERY_SECONDS).toISOString());
    // A wrong account header is no session, and touches nothing.
    expect(await resolve(token, 200, '0809990002')).toBeNull();
    expect(await lastSeen(token)).toBe(at(TOUCH_EVERY_SECONDS).toISOString());
  });

  it('ends a session idle for its idle time from the last write: never later than from the last use', async () => {
    const a = await openSession(db, accountId, at(0), 12);
    // Used at 30 s (not written: within the minute), then idle: it ends 30 minutes after 0, not after 30 s.
    expect(await resolve(a, 30)).not.toBeNull();
    expect(await resolve(a, IDLE * 60 - 1)).not.toBeNull();
    const b = await openSession(db, accountId, at(0), 12);
    expect(await resolve(b, 30)).not.toBeNull();
    expect(await resolve(b, IDLE * 60)).toBeNull();
    // A was used (and written) at 29:59, so it lives on to 59:58 and ends at 59:59.
    expect(await lastSeen(a)).toBe(at(IDLE * 60 - 1).toISOString());
    expect(await resolve(a, IDLE * 60 * 2 - 2)).not.toBeNull();
    const c = await openSession(db, accountId, at(0), 12);
    expect(await resolve(c, IDLE * 60 - 1)).not.toBeNull();
    expect(await resolve(c, IDLE * 60 * 2 - 1)).toBeNull();
  });

  it('refuses a banned account and an ended session, writing nothing', async () => {
    const token = await openSession(db, accountId, at(0), 12);
    await db.query('UPDATE accounts SET banned = true WHERE id = $1', [accountId]);
    expect(await resolve(token, 120)).toBeNull();
    expect(await lastSeen(token)).toBe(at(0).toISOString());
    await db.query('UPDATE accounts SET banned = false WHERE id = $1', [accountId]);
    await db.query('UPDATE sessions SET ended_at = $1', [at(130)]);
    expect(await resolve(token, 140)).toBeNull();
    expect(await lastSeen(token)).toBe(at(0).toISOString());
  });
});
