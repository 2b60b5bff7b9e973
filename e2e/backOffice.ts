import { expect } from 'vitest';
import { decimal } from '../packages/sdk/src/rules/money';
import type { Reviewable } from '../packages/server/src/operator/index';
import { decide, drawIpo, listPending } from '../packages/server/src/operator/index';
import type { Stack } from './stack';

/** The back office of the journeys: the server's operator functions on the stack's database. */
export class BackOffice {
  /**
   * @param onDecision called after every decision: the customer's app holds what it read a moment ago (its
   * cache keeps an entry a minute), so the journey opens its next screen afresh.
   */
  constructor(
    private readonly stack: Stack,
    private readonly onDecision: () => void = () => {},
    private readonly actor = 'e2e',
  ) {}

  private get now() {
    return this.stack.clock.now();
  }

  /** The one pending item of `kind` of the customer `mobile`, approved (or rejected). */
  async decideOne(kind: Reviewable, mobile: string, decision: 'approve' | 'reject' = 'approve') {
    const pending = await listPending(this.stack.db, kind);
    const mine = pending.filter((row) => row.mobile === mobile);
    expect(mine, `one pending ${kind} of ${mobile}`).toHaveLength(1);
    await decide(this.stack.db, kind, Number(mine[0]?.id), decision, { actor: this.actor, now: this.now });
    this.onDecision();
    return mine[0] as Record<string, unknown>;
  }

  /** Nothing of `kind` pending for `mobile`. */
  async pendingOf(kind: Reviewable, mobile: string) {
    return (await listPending(this.stack.db, kind)).filter((row) => row.mobile === mobile);
  }

  /**
   * Draws the IPO of `symbol`, with the exchange's allotment file giving the customer's subscription `won`
   * shares (the simulated lottery may give nothing, and the journey needs a win).
   */
  async drawIpo(symbol: string, mobile: string, won: number) {
    const [sub] = await this.stack.db.query<{ id: number; ipo_id: number }>(
      `SELECT s.id, s.ipo_id FROM ipo_subscriptions s JOIN ipos i ON i.id = s.ipo_id
       JOIN accounts a ON a.id = s.account_id WHERE i.symbol = $1 AND a.mobile = $2`,
      [symbol, mobile],
    );
    expect(sub, `a subscription to ${symbol} by ${mobile}`).toBeDefined();
    await drawIpo(this.stack.db, Number(sub?.ipo_id), {
      actor: this.actor,
      now: this.now,
      allotments: new Map([[Number(sub?.id), won]]),
    });
    this.onDecision();
    const [after] = await this.stack.db.query<{ status: number; won_quantity: string }>(
      'SELECT status, won_quantity FROM ipo_subscriptions WHERE id = $1',
      [sub?.id],
    );
    // 3: won, to be paid.
    expect(after, `the subscription to ${symbol} after the draw`).toMatchObject({ status: 3 });
  }

  /** The customer's ledger balances in one market, as the books hold them. */
  async balances(mobile: string, market: 'jpy' | 'usd' | 'cny' = 'jpy') {
    const [row] = await this.stack.db.query<{ available: string; frozen: string; debt: string }>(
      `SELECT m.available::text, m.frozen::text, m.debt::text FROM market_accounts m
       JOIN accounts a ON a.id = m.account_id WHERE a.mobile = $1 AND m.market = $2`,
      [mobile, market],
    );
    expect(row, `the ${market} balances of ${mobile}`).toBeDefined();
    return {
      available: decimal(row?.available ?? '0'),
      frozen: decimal(row?.frozen ?? '0'),
      debt: decimal(row?.debt ?? '0'),
    };
  }

  /** The IPO of `symbol` as seeded (its id and price). */
  async ipo(symbol: string) {
    const [row] = await this.stack.db.query<{ id: number; price: string; min_quantity: string }>(
      'SELECT id, price, min_quantity FROM ipos WHERE symbol = $1',
      [symbol],
    );
    expect(row, `the IPO ${symbol}`).toBeDefined();
    return row as { id: number; price: string; min_quantity: string };
  }
}
