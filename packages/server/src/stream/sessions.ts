import type { Queryable } from '../db';

/**
 * Which of `tokenHashes` still name a live session at `now`: not ended, not expired, not idle for
 * `idleMinutes`, its account not banned — the checks `resolveSession` makes on every call, for many sessions in
 * one query per thousand. Reads only: an open stream does not keep a session alive.
 */
export async function liveSessionHashes(
  db: Queryable,
  tokenHashes: readonly string[],
  now: Date,
  idleMinutes: number,
): Promise<Set<string>> {
  const live = new Set<string>();
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  for (let i = 0; i < tokenHashes.length; i += 1000) {
    const rows = await db.query<{ token_hash: string }>(
      `SELECT s.token_hash FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = ANY($1::text[]) AND s.ended_at IS NULL AND NOT a.banned
         AND s.expires_at > $2 AND s.last_seen_at > $3`,
      [tokenHashes.slice(i, i + 1000), now, idleSince],
    );
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}
