import {
  decimal,
  ipoAmountPayable,
  ipoPhase,
  MARKETS,
  money,
  validateIpoSubscription,
  zonedDate,
} from '@tsumiki/sdk';
import type { Queryable } from '../db';
import type { Lang } from '../http/language';
import { columnName, textIn } from '../http/language';
import { settleIpoOrders } from '../ipo/lifecycle';
import type { Market } from '../ledger';
import { lockMarketAccount, postEntry } from '../ledger';
import type { Handler } from './context';
import { failOn, iso, marketOf, moneyCall, orderNoPrefix, orderNoSql, refuse, signedIn } from './context';
import { count, moneyText } from './format';

export interface IpoRow {
  id: number;
  market: Market;
  symbol: string;
  name_ja: string;
  name_zh: string;
  name_en: string;
  price: string;
  shares_offered: string;
  min_quantity: string;
  max_quantity: string | null;
  lead_broker: string;
  exchange: string;
  texts: unknown;
  subscribe_start: Date;
  subscribe_end: Date;
  draw_date: Date;
  listing_date: Date;
  payment_deadline: Date | null;
  drawn_at: Date | null;
}

const STATE = { waiting: 0, subscribing: 1, awaitingDraw: 2, ended: 3, listed: 3 } as const;

const local = (row: IpoRow, t: Date) => zonedDate(new Date(t), MARKETS[row.market].timeZone);

/** The IPO's phase now, by the SDK's rule on its market-local dates. */
export function phaseOf(row: IpoRow, now: Date) {
  return ipoPhase(
    {
      subscriptionStart: new Date(row.subscribe_start).toISOString(),
      subscriptionDeadline: new Date(row.subscribe_end).toISOString(),
      lotteryDate: local(row, row.draw_date),
      listingDate: local(row, row.listing_date),
    },
    row.market,
    now,
  );
}

function ipoView(row: IpoRow, now: Date, subscribed: boolean, lang: Lang) {
  return {
    id: String(row.id),
    code: row.symbol,
    subscriptionCode: `${row.symbol}S`,
    name: columnName(row, lang),
    market: row.market,
    exchange: textIn(row.texts, lang, 'exchange', row.exchange),
    price: moneyText(row.price),
    underwritingPrice: moneyText(row.price),
    quantity: count(row.shares_offered),
    minQuantity: count(row.min_quantity),
    ...(row.max_quantity ? { maxQuantity: count(row.max_quantity) } : {}),
    leadBroker: textIn(row.texts, lang, 'leadBroker', row.lead_broker),
    state: STATE[phaseOf(row, now)],
    subscriptionStart: iso(row.subscribe_start),
    subscriptionDeadline: iso(row.subscribe_end),
    lotteryDate: local(row, row.draw_date),
    allotmentDate: local(row, row.draw_date),
    ...(row.payment_deadline ? { paymentDeadline: iso(row.payment_deadline) } : {}),
    listingDate: local(row, row.listing_date),
    subscribed,
  };
}

export const listNewStocks: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const rows = await ctx.db.query<IpoRow & { mine: boolean }>(
    `SELECT i.*, EXISTS (SELECT 1 FROM ipo_subscriptions s WHERE s.ipo_id = i.id AND s.account_id = $2) AS mine
     FROM ipos i WHERE i.market = $1 ORDER BY i.subscribe_start DESC`,
    [marketOf(ctx), account.id],
  );
  const list = rows.map((r) => ipoView(r, ctx.now, r.mine, ctx.lang));
  return ctx.form.state ? list.filter((i) => String(i.state) === ctx.form.state) : list;
};

export const getNewStock: Handler = async (ctx) => {
  const account = signedIn(ctx);
  const [row] = await ctx.db.query<IpoRow & { mine: boolean }>(
    `SELECT i.*, EXISTS (SELECT 1 FROM ipo_subscriptions s WHERE s.ipo_id = i.id AND s.account_id = $2) AS mine
     FROM ipos i WHERE i.id = $1`,
    [ctx.form.id, account.id],
  );
  if (!row) refuse('product.unavailable');
  return ipoView(row, ctx.now, row.mine, ctx.lang);
};

export interface SubRow {
  id: number;
  order_no: string;
  ipo_id: number;
  quantity: string;
  amount: string;
  won_quantity: string;
  paid_amount: string;
  status: number;
  created_at: Date;
}

async function orderView(q: Queryable, s: SubRow, lang: Lang) {
  const [ipo] = await q.query<IpoRow>('SELECT * FROM ipos WHERE id = $1', [s.ipo_id]);
  if (!ipo) throw new Error('subscription without IPO');
  const payable = ipoAmountPayable(decimal(s.won_quantity), decimal(ipo.price));
  const rj = decimal(s.paid_amount);
  return {
    id: String(s.id),
    orderNo: s.order_no,
    newStockId: String(ipo.id),
    code: ipo.symbol,
    subscriptionCode: `${ipo.symbol}S`,
    name: columnName(ipo, lang),
    market: ipo.market,
    price: moneyText(ipo.price),
    quantity: count(s.quantity),
    winningQuantity: count(s.won_quantity),
    status: s.status,
    rjmoney: money.gt(rj, decimal('0')) ? moneyText(rj) : '-',
    amountPayable: moneyText(payable),
    totalPayable: moneyText(payable),
    lotteryDate: local(ipo, ipo.draw_date),
    ...(ipo.payment_deadline ? { paymentDeadline: iso(ipo.payment_deadline) } : {}),
    listingDate: local(ipo, ipo.listing_date),
    createdAt: iso(s.created_at),
  };
}

export const listNewStockOrders: Handler = async (ctx) => {
  const account = signedIn(ctx);
  await settleIpoOrders(ctx.db, ctx.now, account.id);
  const rows = await ctx.db.query<SubRow>(
    `SELECT s.* FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
     WHERE s.account_id = $1 AND i.market = $2 ORDER BY s.id DESC`,
    [account.id, marketOf(ctx)],
  );
  return Promise.all(rows.map((r) => orderView(ctx.db, r, ctx.lang)));
};

export const subscribeNewStock: Handler = async (ctx) => {
  const account = signedIn(ctx);
  if (account.trading_barred) refuse('account.tradingBarred');
  if (account.verification !== 'verified') refuse('verification.required');
  return moneyCall(ctx, async (tx) => {
    const [ipo] = await tx.query<IpoRow>('SELECT * FROM ipos WHERE id = $1 FOR UPDATE', [ctx.form.id]);
    if (!ipo) return refuse('product.unavailable');
    const [mine] = await tx.query('SELECT 1 FROM ipo_subscriptions WHERE ipo_id = $1 AND account_id = $2', [
      ipo.id,
      account.id,
    ]);
    failOn(
      validateIpoSubscription({
        phase: phaseOf(ipo, ctx.now),
        alreadySubscribed: !!mine,
        quantity: ctx.form.quantity ?? '',
        minimumQuantity: Number(ipo.min_quantity),
      }),
    );
    const quantity = decimal(ctx.form.quantity ?? '0');
    if (ipo.max_quantity && money.gt(quantity, decimal(ipo.max_quantity))) refuse('quota.insufficient');
    const amount = money.mul(quantity, decimal(ipo.price));
    const pay = ctx.form.pay === '1';
    if (pay) {
      const balance = await lockMarketAccount(tx, account.id, ipo.market);
      if (money.gt(amount, decimal(balance.available))) refuse('balance.insufficient');
    }
    const [row] = await tx.query<SubRow>(
      `INSERT INTO ipo_subscriptions (order_no, ipo_id, account_id, quantity, amount, status, paid_amount, created_at)
       VALUES (${orderNoSql('$1')}, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING *`,
      [
        orderNoPrefix('I', ctx.now),
        ipo.id,
        account.id,
        quantity,
        amount,
        pay ? 1 : 0,
        pay ? amount : '0',
        ctx.now,
      ],
    );
    if (!row) return refuse('ipo.alreadySubscribed');
    if (pay) {
      await postEntry(tx, {
        kind: 'ipo.pay',
        accountId: account.id,
        refTable: 'ipo_subscriptions',
        refId: Number(row.id),
        at: ctx.now,
        lines: [
          {
            accountId: account.id,
            market: ipo.market,
            bucket: 'available',
            amount: money.neg(amount),
            type: 'ipoPayment',
          },
          { accountId: account.id, market: ipo.market, bucket: 'frozen', amount },
        ],
      });
    }
    return orderView(tx, row, ctx.lang);
  });
};

export const payNewStock: Handler = async (ctx) => {
  const account = signedIn(ctx);
  return moneyCall(ctx, async (tx) => {
    const [s] = await tx.query<SubRow>(
      'SELECT * FROM ipo_subscriptions WHERE id = $1 AND account_id = $2 FOR UPDATE',
      [ctx.form.id, account.id],
    );
    if (!s) return refuse('order.notFound');
    if (s.status !== 3) refuse('ipo.nothingToPay');
    const [ipo] = await tx.query<IpoRow>('SELECT * FROM ipos WHERE id = $1', [s.ipo_id]);
    if (!ipo) return refuse('order.notFound');
    if (ipo.payment_deadline && new Date(ipo.payment_deadline).getTime() < ctx.now.getTime())
      refuse('ipo.nothingToPay');
    const payable = ipoAmountPayable(decimal(s.won_quantity), decimal(ipo.price));
    const balance = await lockMarketAccount(tx, account.id, ipo.market);
    if (money.gt(payable, decimal(balance.available))) refuse('balance.insufficient');
    const [row] = await tx.query<SubRow>(
      'UPDATE ipo_subscriptions SET status = 2, paid_amount = $2 WHERE id = $1 RETURNING *',
      [s.id, payable],
    );
    await postEntry(tx, {
      kind: 'ipo.pay',
      accountId: account.id,
      refTable: 'ipo_subscriptions',
      refId: Number(s.id),
      at: ctx.now,
      lines: [
        {
          accountId: account.id,
          market: ipo.market,
          bucket: 'available',
          amount: money.neg(payable),
          type: 'ipoPayment',
        },
        { accountId: account.id, market: ipo.market, bucket: 'frozen', amount: payable },
      ],
    });
    return orderView(tx, row as SubRow, ctx.lang);
  });
};
