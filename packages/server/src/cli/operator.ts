import path from 'node:path';
import { openDatabase } from '../db';
import { settleIpoOrders } from '../ipo/lifecycle';
import type { AccountFlag, Reviewable } from '../operator';
import { decide, drawIpo, listPending, postMessage, postNews, REVIEWABLE, setAccountFlag } from '../operator';
import { projectRoot } from '../paths';

const USAGE = `Tsumiki operator (every decision is written to the audit log)

  operator list <deposits|withdrawals|loans|verifications|block|daytrade>
  operator approve <kind> <id> [--reason TEXT]
  operator reject <kind> <id> [--reason TEXT]
  operator draw <ipoId>
  operator ipos
  operator settle                 deliver listed IPO shares, waive unpaid ones past their deadline
  operator ban|unban|freeze|unfreeze|bar|unbar <mobile>
  operator message <mobile|all> <title> <html>
  operator news <title> <summary> <html>

Uses DATABASE_URL, or the embedded database in DATA_DIR (default <root>/.data/pglite).
OPERATOR (default $USER) names the actor in the audit log.`;

const FLAGS: Record<string, [AccountFlag, boolean]> = {
  ban: ['banned', true],
  unban: ['banned', false],
  freeze: ['frozen', true],
  unfreeze: ['frozen', false],
  bar: ['trading_barred', true],
  unbar: ['trading_barred', false],
};

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const reasonAt = args.indexOf('--reason');
  const reason = reasonAt >= 0 ? args.splice(reasonAt, 2)[1] : undefined;
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || path.join(projectRoot(), '.data/pglite'),
  });
  const actor = `operator:${process.env.OPERATOR || process.env.USER || 'cli'}`;
  const now = new Date();
  try {
    if (command === 'list') {
      const kind = args[0] as Reviewable;
      if (!REVIEWABLE.includes(kind)) throw new Error(`kind must be one of ${REVIEWABLE.join(', ')}`);
      console.table(await listPending(db, kind));
    } else if (command === 'approve' || command === 'reject') {
      const kind = args[0] as Reviewable;
      if (!REVIEWABLE.includes(kind)) throw new Error(`kind must be one of ${REVIEWABLE.join(', ')}`);
      await decide(db, kind, Number(args[1]), command, { actor, now, reason });
      console.log(`${kind} ${args[1]}: ${command}d`);
    } else if (command === 'draw') {
      const n = await drawIpo(db, Number(args[0]), { actor, now });
      console.log(`IPO ${args[0]} drawn over ${n} subscriptions`);
    } else if (command === 'settle') {
      const r = await settleIpoOrders(db, now);
      console.log(`IPO orders: ${r.delivered} delivered, ${r.waived} waived`);
    } else if (command === 'ipos') {
      console.table(
        await db.query(
          'SELECT id, market, symbol, name_en, price, subscribe_end, draw_date, drawn_at FROM ipos ORDER BY id',
        ),
      );
    } else if (command in FLAGS) {
      const [flag, value] = FLAGS[command] ?? ['banned', true];
      await setAccountFlag(db, args[0] ?? '', flag, value, { actor, now });
      console.log(`${args[0]}: ${flag} = ${value}`);
    } else if (command === 'message') {
      const id = await postMessage(
        db,
        args[0] === 'all' ? null : (args[0] ?? null),
        args[1] ?? '',
        args[2] ?? '',
        { actor, now },
      );
      console.log(`message ${id} posted`);
    } else if (command === 'news') {
      const id = await postNews(
        db,
        { title: args[0] ?? '', summary: args[1] ?? '', bodyHtml: args[2] ?? '' },
        { actor, now },
      );
      console.log(`news ${id} posted`);
    } else {
      console.error(USAGE);
      return 1;
    }
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then((code) => process.exit(code));
