import { Console } from 'node:console';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import {
  CalendarStore,
  ClosuresFileError,
  calendarWarnings,
  parseClosuresFile,
  publishCalendars,
} from '../calendar';
import type { Db } from '../db';
import { settleIpoOrders } from '../ipo/lifecycle';
import type { AccountFlag, Reviewable } from './index';
import {
  decide,
  drawIpo,
  listOutstandingCredits,
  listPending,
  loadCalendarYear,
  postMessage,
  postNews,
  REVIEWABLE,
  setAccountFlag,
  settleCredit,
} from './index';

export const USAGE = `Tsumiki operator (every decision is written to the audit log)

  operator list <deposits|withdrawals|loans|verifications|block|daytrade>
  operator approve <kind> <id> [--reason TEXT]
  operator reject <kind> <id> [--reason TEXT]
  operator ipos
  operator subscriptions <ipoId>   the IPO's subscriptions (ids for --allot)
  operator draw <ipoId> [--allot <subscriptionId>=<shares>]...
                                  the simulated lottery, or the exchange's allotments where given
  operator settle                 deliver listed IPO shares, waive unpaid ones past their deadline
  operator credits                the stock credits still outstanding
  operator settle-credit <id> [--reason TEXT]
                                  end a stock credit for the broker: its hold pays its debt, withdrawals unblock
  operator calendar               each market's closures by year and the last confirmed day
  operator calendar-load <file>   load a year of an exchange's closures (JSON: market, year, closures)
  operator ban|unban|freeze|unfreeze|bar|unbar <mobile>
  operator message <mobile|all> <title> <html>
  operator news <title> <summary> <html>
  operator audit [count]          the latest audit rows (default 20)

Uses DATABASE_URL, or the embedded database in DATA_DIR (default <root>/.data/pglite): while a server runs on
that directory the command is sent to it (its operator socket), otherwise the CLI opens the directory itself.
OPERATOR (default $USER) names the actor in the audit log; TSUMIKI_CLOCK_OFFSET_MS shifts the clock as it
does the server's.`;

const FLAGS: Record<string, [AccountFlag, boolean]> = {
  ban: ['banned', true],
  unban: ['banned', false],
  freeze: ['frozen', true],
  unfreeze: ['frozen', false],
  bar: ['trading_barred', true],
  unbar: ['trading_barred', false],
};

/** What one operator command printed, and its exit code (0 done, 1 refused or misused). */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A mistake in the command line itself: printed with the usage. */
class UsageError extends Error {}

function sink(chunks: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
}

function reviewable(kind: string | undefined): Reviewable {
  if (!REVIEWABLE.includes(kind as Reviewable)) {
    throw new UsageError(`kind must be one of ${REVIEWABLE.join(', ')}`);
  }
  return kind as Reviewable;
}

function positiveId(text: string | undefined, what: string): number {
  if (!text || !/^[1-9][0-9]{0,17}$/.test(text)) throw new UsageError(`${what} must be a positive integer`);
  return Number(text);
}

/** Takes every `--name VALUE` pair out of `args` and answers the values. */
function takeOption(args: string[], name: string): string[] {
  const values: string[] = [];
  for (let at = args.indexOf(name); at >= 0; at = args.indexOf(name)) {
    const [, value] = args.splice(at, 2);
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    values.push(value);
  }
  return values;
}

/** `--allot 12=300 --allot 13=0` (or `12=300,13=0`) as subscription id → shares won. */
export function parseAllotments(values: readonly string[]): Map<number, number> | undefined {
  if (values.length === 0) return undefined;
  const allotments = new Map<number, number>();
  for (const pair of values.flatMap((v) => v.split(','))) {
    const match = /^([1-9][0-9]*)=([0-9]+)$/.exec(pair.trim());
    if (!match) throw new UsageError(`--allot takes <subscriptionId>=<shares>, not "${pair}"`);
    allotments.set(Number(match[1]), Number(match[2]));
  }
  return allotments;
}

/**
 * Runs one operator command on `db` as `actor` at `now` and answers what it printed. The CLI runs it on a
 * database it opened itself, or a running server runs it for the CLI on its own database (its socket).
 * Operator mistakes (unknown id, already decided) and usage errors answer code 1 with the reason, no effect.
 */
export async function runOperatorCommand(
  db: Db,
  argv: readonly string[],
  options: { actor: string; now: Date },
): Promise<CommandResult> {
  const out: string[] = [];
  const err: string[] = [];
  const con = new Console({ stdout: sink(out), stderr: sink(err), colorMode: false });
  const [command, ...rest] = argv;
  const args = [...rest];
  const { actor, now } = options;
  const done = (code: number): CommandResult => ({ code, stdout: out.join(''), stderr: err.join('') });
  if (!command || command === 'help' || command === '--help') {
    if (command) con.log(USAGE);
    else con.error(USAGE);
    return done(command ? 0 : 1);
  }
  try {
    const [reason] = takeOption(args, '--reason');
    if (command === 'list') {
      con.table(await listPending(db, reviewable(args[0])));
    } else if (command === 'approve' || command === 'reject') {
      const kind = reviewable(args[0]);
      const id = positiveId(args[1], 'id');
      await decide(db, kind, id, command, { actor, now, reason });
      con.log(`${kind} ${id}: ${command}d`);
    } else if (command === 'draw') {
      const allotments = parseAllotments(takeOption(args, '--allot'));
      const ipoId = positiveId(args[0], 'ipoId');
      const n = await drawIpo(db, ipoId, { actor, now, ...(allotments ? { allotments } : {}) });
      con.log(
        `IPO ${ipoId} drawn over ${n} subscriptions${allotments ? ` (${allotments.size} allotted)` : ''}`,
      );
    } else if (command === 'settle') {
      const r = await settleIpoOrders(db, now);
      con.log(`IPO orders: ${r.delivered} delivered, ${r.waived} waived`);
    } else if (command === 'credits') {
      con.table(await listOutstandingCredits(db));
    } else if (command === 'settle-credit') {
      const id = positiveId(args[0], 'id');
      await settleCredit(db, id, { actor, now, ...(reason ? { reason } : {}) });
      con.log(`stock credit ${id}: settled`);
    } else if (command === 'calendar') {
      const calendar = await new CalendarStore().reload(db);
      for (const m of publishCalendars(calendar, now)) {
        con.log(`${m.market}: confirmed until ${m.confirmedUntil}`);
        for (const y of m.years) con.log(`  ${y.year} (${y.source}): ${y.closures.length} closures`);
      }
      for (const warning of calendarWarnings(calendar, now)) con.error(`warning: ${warning}`);
    } else if (command === 'calendar-load') {
      // The CLI sends the file's text (`-` then the text) so a server reading it needs no access to the file.
      const [source, inline] = args;
      if (!source) throw new UsageError('calendar-load <file>');
      let text: string;
      try {
        text = source === '-' ? (inline ?? '') : readFileSync(source, 'utf8');
      } catch (error) {
        throw new UsageError(`cannot read ${source}: ${(error as Error).message}`);
      }
      let loaded: ReturnType<typeof parseClosuresFile>;
      try {
        loaded = parseClosuresFile(text);
      } catch (error) {
        if (error instanceof ClosuresFileError) throw new UsageError(`closures file: ${error.message}`);
        throw error;
      }
      await loadCalendarYear(db, loaded, { actor, now });
      con.log(`${loaded.market} ${loaded.year}: ${loaded.closures.length} closures loaded`);
    } else if (command === 'ipos') {
      con.table(
        await db.query(
          'SELECT id, market, symbol, name_en, price, subscribe_end, draw_date, drawn_at FROM ipos ORDER BY id',
        ),
      );
    } else if (command === 'subscriptions') {
      con.table(
        await db.query(
          `SELECT s.id, a.mobile, s.quantity, s.paid_amount, s.won_quantity, s.status
           FROM ipo_subscriptions s JOIN accounts a ON a.id = s.account_id WHERE s.ipo_id = $1 ORDER BY s.id`,
          [positiveId(args[0], 'ipoId')],
        ),
      );
    } else if (command === 'audit') {
      const count = args[0] === undefined ? 20 : positiveId(args[0], 'count');
      con.table(
        await db.query(
          `SELECT id, actor, action, target_table, target_id, detail, created_at
           FROM audit_log ORDER BY id DESC LIMIT $1`,
          [Math.min(count, 1000)],
        ),
      );
    } else if (command in FLAGS) {
      const [flag, value] = FLAGS[command] ?? ['banned', true];
      if (!args[0]) throw new UsageError('a mobile number is needed');
      await setAccountFlag(db, args[0], flag, value, { actor, now });
      con.log(`${args[0]}: ${flag} = ${value}`);
    } else if (command === 'message') {
      const [to, title, html] = args;
      if (!to || !title || !html) throw new UsageError('message <mobile|all> <title> <html>');
      const id = await postMessage(db, to === 'all' ? null : to, title, html, { actor, now });
      con.log(`message ${id} posted`);
    } else if (command === 'news') {
      const [title, summary, html] = args;
      if (!title || !summary || !html) throw new UsageError('news <title> <summary> <html>');
      const id = await postNews(db, { title, summary, bodyHtml: html }, { actor, now });
      con.log(`news ${id} posted`);
    } else {
      con.error(USAGE);
      return done(1);
    }
    return done(0);
  } catch (error) {
    con.error((error as Error).message);
    if (error instanceof UsageError) con.error('(operator help lists the commands)');
    return done(1);
  }
}
