import { createHash } from 'node:crypto';
import type { RuleIssue } from '@tsumiki/sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { Hasher } from '../auth/passwords';
import type { AccountRow } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db';
import type { Lang } from '../http/language';
import type { Market } from '../ledger';
import type { Clock, MarketData } from '../market';

/** A file from a multipart form, already read (size-capped by the parser). */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** What a handler gets: the request's form, the signed-in account and the server's services. */
export interface Ctx {
  operationId: string;
  db: Db;
  market: MarketData;
  clock: Clock;
  config: ServerConfig;
  /** Every password hash and check goes through it: a small queue (src/auth/passwords.ts). */
  hasher: Hasher;
  uploadDir: string;
  log: FastifyBaseLogger;
  form: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** Set on every call that needs a session (the wrapper answers 401 before the handler otherwise). */
  account: AccountRow | null;
  token: string | undefined;
  now: Date;
  /** The customer's language (Accept-Language; default ja): names of stocks, products and programmes. */
  lang: Lang;
  /**
   * What the call's own read answered in the session's statement (`JOINED_READS`), when nothing was settled
   * since: the handler answers from it instead of reading again.
   */
  joined?: unknown;
}

/** A handler answers the `data` of a success, or throws a Refusal. */
export type Handler = (ctx: Ctx) => Promise<unknown>;

/** A business refusal: answered as `{ status: 0, msg }`; the transaction it was thrown in rolls back. */
export class Refusal extends Error {
  constructor(
    readonly msg: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(msg);
  }
}

export function refuse(msg: string, params?: Record<string, unknown>): never {
  throw new Refusal(msg, params);
}

// SDK rule codes that are finer than the contract's MsgKey, mapped to the key the server answers.
const RULE_TO_MSG: Record<string, string> = {
  'amount.required': 'amount.invalid',
  'amount.notPositive': 'amount.invalid',
  'account.required': 'account.invalid',
  'password.required': 'password.invalid',
  'fundsPassword.mismatch': 'password.mismatch',
  'verification.nameRequired': 'request.invalid',
  'verification.idNumberRequired': 'request.invalid',
  'order.lotsInvalid': 'order.lotsRequired',
  'order.priceInvalid': 'order.priceRequired',
  'ipo.belowMinimumQuantity': 'amount.belowMinimum',
  'block.belowMinimum': 'amount.belowMinimum',
};

/** Refuses with the first issue an SDK rule returned, as a contract message key. */
export function failOn(issues: readonly (RuleIssue | null)[]): void {
  const first = issues.find((i): i is RuleIssue => i !== null);
  if (first) refuse(RULE_TO_MSG[first.code] ?? first.code, first.params);
}

export function signedIn(ctx: Ctx): AccountRow {
  if (!ctx.account) throw new Error('handler needs a session');
  return ctx.account;
}

export function marketOf(ctx: Ctx, field = 'type'): Market {
  return marketIn(ctx.form, field);
}

/** {@link marketOf} of a form. */
export function marketIn(form: Record<string, string>, field = 'type'): Market {
  const v = form[field];
  return v === 'usd' || v === 'cny' ? v : 'jpy';
}

/**
 * A new order number as SQL, for the INSERT that stores it: the letter and date `prefix` (the parameter that
 * {@link orderNoPrefix} answers) and the next eight digits of the `order_numbers` sequence (migration 012). One
 * sequence for every kind, so a number is unique across tables and days until 100,000,000 orders in one day.
 */
export function orderNoSql(prefix: string): string {
  return `(${prefix} || lpad((nextval('order_numbers') % 100000000)::text, 8, '0'))`;
}

/** The letter and the date (UTC) that start an order number: `T20261127`. */
export function orderNoPrefix(letter: string, now: Date): string {
  return `${letter}${now.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

const UNHASHED = new Set(['requestId', 'fundsPassword', 'password', 'loginPassword']);

function paramsHash(
  operationId: string,
  form: Record<string, string>,
  files: Record<string, UploadedFile>,
): string {
  const h = createHash('sha256').update(operationId);
  // Secrets stay out: a stored hash of a six-digit funds password would be a dictionary away from it.
  for (const key of Object.keys(form).sort()) if (!UNHASHED.has(key)) h.update(`\0${key}=${form[key]}`);
  for (const key of Object.keys(files).sort())
    h.update(`\0${key}#`).update(files[key]?.data ?? Buffer.alloc(0));
  return h.digest('hex');
}

// Refusals that say nothing about the call itself, so a corrected repeat under the same id may still run.
const NOT_KEPT = new Set(['request.invalid', 'request.duplicate', 'request.tooFrequent', 'server.error']);

/** Options of {@link moneyCall}. */
export interface MoneyCallOptions {
  /**
   * Runs first in a call that is not a repeat, before the savepoint: what it writes (a settle of the account) is
   * kept whether the call succeeds or is refused (without a request id too: then behind a savepoint of its own).
   * Given a `claim` (with {@link MoneyCallOptions.claimsFirst}), its first statement makes the request id's row
   * itself, before it takes any lock, and it answers whether that row was made (false: a repeat, nothing done).
   */
  prepare?: (tx: Queryable, claim?: Claim) => Promise<unknown>;
  /** `prepare` makes the request id's row in its first statement ({@link Claim}): one round trip fewer. */
  claimsFirst?: boolean;
  /**
   * `fn` refuses only before it sends its first statement (every check first, then the writes): no savepoint is
   * taken, a statement fewer. Should it refuse after one, the whole call rolls back and the refusal is not stored.
   */
  refusesBeforeWriting?: boolean;
}

/**
 * A money call's request id row, for `prepare` to make in its own first statement: `cte(account, first)` is a
 * data-modifying CTE named `claim` (the row, `ON CONFLICT DO NOTHING`, returning it when made), whose parameters
 * are `params` numbered from `first`, and `account` the SQL of the account's id. Nothing may be locked before it
 * runs: a concurrent repeat waits on its unique key, as it does on {@link moneyCall}'s own INSERT.
 */
export interface Claim {
  cte(account: string, first: number): string;
  params: readonly unknown[];
}

type Stored<T> = { data: T } | { refusal: string; params?: Record<string, unknown> };

/**
 * Runs a money call in one transaction, once per `requestId`: the first answer — a success with its effect,
 * or a business refusal with none — is stored and answered again to any repeat with the same fields; different
 * fields get `request.duplicate`. A concurrent repeat waits on the unique key until the first commits. A
 * refusal rolls back to a savepoint taken after the request id row, so only the refusal itself is kept
 * ({@link MoneyCallOptions} for a call that settles first, or refuses before it writes).
 */
export async function moneyCall<T>(
  ctx: Ctx,
  fn: (tx: Queryable) => Promise<T>,
  options: MoneyCallOptions = {},
): Promise<T> {
  const account = signedIn(ctx);
  const requestId = ctx.form.requestId;
  const { prepare, claimsFirst = false, refusesBeforeWriting = false } = options;
  /** `fn` after a savepoint: a business refusal (but those in `notKept`) undoes what it wrote, and is answered. */
  const kept = async (tx: Queryable, notKept: ReadonlySet<string>): Promise<Stored<T>> => {
    const refusal = (error: unknown) => {
      if (!(error instanceof Refusal) || notKept.has(error.msg)) throw error;
      return { refusal: error.msg, ...(error.params ? { params: error.params } : {}) };
    };
    if (refusesBeforeWriting) {
      let sent = false;
      const watched: Queryable = {
        query: (sql, params) => {
          sent = true;
          return tx.query(sql, params);
        },
      };
      try {
        return { data: await fn(watched) };
      } catch (error) {
        // Not as declared: without a savepoint the whole call rolls back (nothing kept, nothing stored).
        if (sent) throw error;
        return refusal(error);
      }
    }
    await tx.query('SAVEPOINT money_call');
    try {
      return { data: await fn(tx) };
    } catch (error) {
      const answer = refusal(error);
      await tx.query('ROLLBACK TO SAVEPOINT money_call');
      return answer;
    }
  };
  const answer = (outcome: Stored<T>): T => {
    if ('refusal' in outcome) throw new Refusal(outcome.refusal, outcome.params);
    return outcome.data;
  };
  if (!requestId) {
    if (!prepare) return ctx.db.transaction(fn);
    return answer(
      await ctx.db.transaction(async (tx) => {
        await prepare(tx);
        return kept(tx, new Set());
      }),
    );
  }
  const hash = paramsHash(ctx.operationId, ctx.form, ctx.files);
  const outcome = await ctx.db.transaction(async (tx): Promise<Stored<T>> => {
    const row = [requestId, ctx.operationId, hash, ctx.now];
    const claimed =
      claimsFirst && prepare
        ? (await prepare(tx, {
            cte: (account, first) => `claim AS (
              INSERT INTO request_ids (account_id, request_id, operation, params_hash, response, created_at)
              VALUES (${account}, $${first}, $${first + 1}, $${first + 2}, 'null', $${first + 3})
              ON CONFLICT DO NOTHING RETURNING request_id)`,
            params: row,
          })) === true
        : (
            await tx.query(
              `INSERT INTO request_ids (account_id, request_id, operation, params_hash, response, created_at)
               VALUES ($1, $2, $3, $4, 'null', $5) ON CONFLICT DO NOTHING RETURNING request_id`,
              [account.id, ...row],
            )
          ).length > 0;
    if (!claimed) {
      const [seen] = await tx.query<{ params_hash: string; operation: string; response: Stored<T> | null }>(
        'SELECT params_hash, operation, response FROM request_ids WHERE account_id = $1 AND request_id = $2',
        [account.id, requestId],
      );
      if (!seen || seen.params_hash !== hash || seen.operation !== ctx.operationId)
        refuse('request.duplicate');
      // Only this transaction's own row answers nothing: a claim misread.
      if (seen.response === null) throw new Error('request id claimed but reported as a repeat');
      return seen.response;
    }
    if (!claimsFirst) await prepare?.(tx);
    const stored = await kept(tx, NOT_KEPT);
    await tx.query('UPDATE request_ids SET response = $3 WHERE account_id = $1 AND request_id = $2', [
      account.id,
      requestId,
      JSON.stringify(stored),
    ]);
    return stored;
  });
  return answer(outcome);
}

/** Page and page size from the form (contract defaults 1 and 20). */
export function paging(ctx: Ctx): { page: number; pageSize: number; offset: number } {
  const page = Number(ctx.form.page ?? '1');
  const pageSize = Number(ctx.form.pageSize ?? '20');
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** An ISO timestamp with offset for a database time (or undefined). */
export function iso(t: unknown): string | undefined {
  if (t === null || t === undefined) return undefined;
  return new Date(t as string).toISOString();
}
