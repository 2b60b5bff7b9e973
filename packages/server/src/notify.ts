import type { Queryable } from './db';
import type { Lang } from './http/language';

/** One message in one language: a plain-text title and an HTML body (the app sanitises it before showing it). */
export interface MessageText {
  title: string;
  bodyHtml: string;
}

/** A message in every language the server speaks. */
export type MessageTexts = Record<Lang, MessageText>;

/**
 * Leaves an in-app message for one customer, written at `at` (the moment it is about: a stop-out's minute, not
 * the request that noticed it). Every message the server itself writes to a customer goes through here. The
 * messages table keeps one language today, so the Japanese text is stored (the app's default language); the
 * other two are built already, ready for a table that keeps all three.
 */
export async function notify(
  q: Queryable,
  accountId: number,
  texts: MessageTexts,
  at: Date,
): Promise<number> {
  const { title, bodyHtml } = texts.ja;
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO messages (account_id, title, body_html, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [accountId, title, bodyHtml, at],
  );
  return Number(row?.id);
}
