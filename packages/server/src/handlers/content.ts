import { type Lang, textIn } from '../http/language';
import type { Handler } from './context';
import { iso, paging, refuse, signedIn } from './context';

export const getConfig: Handler = async (ctx) => {
  return ctx.db.query<{ name: string; value: string }>(
    'SELECT name, value FROM config_items WHERE public ORDER BY name',
  );
};

const VISIBLE = '(m.account_id IS NULL OR m.account_id = $1)';

export const listMessages: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const { page, pageSize, offset } = paging(ctx);
  const [{ n } = { n: 0 }] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m WHERE ${VISIBLE}`,
    [account.id],
  );
  const rows = await ctx.db.query<{
    id: number;
    title: string;
    texts: unknown;
    created_at: Date;
    read: boolean;
  }>(
    `SELECT m.id, m.title, m.texts, m.created_at, (r.message_id IS NOT NULL) AS read FROM messages m
     LEFT JOIN message_reads r ON r.message_id = m.id AND r.account_id = $1
     WHERE ${VISIBLE} ORDER BY m.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
    [account.id],
  );
  return {
    list: rows.map((m) => ({
      id: String(m.id),
      title: textIn(m.texts, ctx.lang, 'title', m.title),
      read: m.read,
      time: iso(m.created_at),
    })),
    total: Number(n),
    page,
    pageSize,
  };
};

export const getMessage: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const [m] = await ctx.db.query<{
    id: number;
    title: string;
    body_html: string;
    texts: unknown;
    created_at: Date;
    read: boolean;
  }>(
    `SELECT m.*, (r.message_id IS NOT NULL) AS read FROM messages m
     LEFT JOIN message_reads r ON r.message_id = m.id AND r.account_id = $1 WHERE m.id = $2 AND ${VISIBLE}`,
    [account.id, ctx.form.id],
  );
  if (!m) refuse('resource.notFound');
  return {
    id: String(m.id),
    title: textIn(m.texts, ctx.lang, 'title', m.title),
    read: m.read,
    time: iso(m.created_at),
    body: textIn(m.texts, ctx.lang, 'bodyHtml', m.body_html),
  };
};

async function unread(ctx: Parameters<Handler>[0]) {
  const account = signedIn(ctx);
  const [{ n } = { n: 0 }] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m WHERE ${VISIBLE}
     AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.account_id = $1)`,
    [account.id],
  );
  return { unread: Number(n) };
}

export const getUnreadCount: Handler = async (ctx) => unread(ctx);

export const markMessagesRead: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (ctx.form.id) {
    const [m] = await ctx.db.query(`SELECT 1 FROM messages m WHERE m.id = $2 AND ${VISIBLE}`, [
      account.id,
      ctx.form.id,
    ]);
    if (!m) refuse('resource.notFound');
  }
  await ctx.db.query(
    `INSERT INTO message_reads (message_id, account_id, read_at)
     SELECT m.id, $1, $2 FROM messages m WHERE ${VISIBLE} AND ($3::bigint IS NULL OR m.id = $3)
     ON CONFLICT DO NOTHING`,
    [account.id, ctx.now, ctx.form.id ?? null],
  );
  return unread(ctx);
};

interface NewsRow {
  id: number;
  title: string;
  summary: string;
  body_html: string;
  texts: unknown;
  image: string | null;
  source: string;
  headline: boolean;
  published_at: Date;
}

const newsSummary = (n: NewsRow, lang: Lang) => ({
  id: String(n.id),
  title: textIn(n.texts, lang, 'title', n.title),
  summary: textIn(n.texts, lang, 'summary', n.summary),
  ...(n.image ? { image: n.image } : {}),
  source: n.source,
  headline: n.headline,
  time: iso(n.published_at),
});

export const listNews: Handler = async (ctx) => {
  const { page, pageSize, offset } = paging(ctx);
  const headline = ctx.form.headline === '1' ? true : null;
  const [{ n } = { n: 0 }] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM news WHERE published_at <= $1 AND ($2::boolean IS NULL OR headline = $2)',
    [ctx.now, headline],
  );
  const rows = await ctx.db.query<NewsRow>(
    `SELECT * FROM news WHERE published_at <= $1 AND ($2::boolean IS NULL OR headline = $2)
     ORDER BY published_at DESC, id DESC LIMIT ${pageSize} OFFSET ${offset}`,
    [ctx.now, headline],
  );
  return { list: rows.map((row) => newsSummary(row, ctx.lang)), total: Number(n), page, pageSize };
};

export const getNews: Handler = async (ctx) => {
  const [n] = await ctx.db.query<NewsRow>('SELECT * FROM news WHERE id = $1 AND published_at <= $2', [
    ctx.form.id,
    ctx.now,
  ]);
  if (!n) refuse('resource.notFound');
  return { ...newsSummary(n, ctx.lang), body: textIn(n.texts, ctx.lang, 'bodyHtml', n.body_html) };
};
