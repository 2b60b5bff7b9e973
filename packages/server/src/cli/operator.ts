import { mkdirSync, readFileSync } from 'node:fs';
import { clockFromEnv } from '../config';
import { openDatabase } from '../db';
import { acquireDataDirLock, DataDirBusy } from '../db/dataDirLock';
import type { CommandResult } from '../operator/commands';
import { runOperatorCommand, USAGE } from '../operator/commands';
import { operatorSocketPath, sendOperatorCommand } from '../operator/socket';
import { dataDirFromEnv } from '../paths';

// How long a command waits for a server that is still starting (first start: initdb, migrations, seed) or for
// another operator command holding the directory.
const WAIT_MS = 120_000;

/** Runs the command on a database this process opens (PostgreSQL, or a PGlite directory it holds the lock of). */
async function runDirect(argv: string[], actor: string, options: { databaseUrl?: string; dataDir: string }) {
  const clock = clockFromEnv(process.env);
  const db = await openDatabase(options);
  try {
    return await runOperatorCommand(db, argv, { actor, now: clock.now() });
  } finally {
    await db.close();
  }
}

const unreachable = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
};

/**
 * On a PGlite directory: sent to the server holding it (its socket), or run here under the directory's lock
 * when no live process holds it (a lock left by a killed process is stale and taken over).
 */
async function runOnDataDir(argv: string[], actor: string, dataDir: string): Promise<CommandResult> {
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  let told = false;
  for (;;) {
    let busy: DataDirBusy;
    try {
      const lock = acquireDataDirLock(dataDir, 'operator');
      try {
        return await runDirect(argv, actor, { dataDir });
      } finally {
        lock.release();
      }
    } catch (error) {
      if (!(error instanceof DataDirBusy)) throw error;
      busy = error;
    }
    if (busy.holder.role === 'server') {
      try {
        const result = await sendOperatorCommand(operatorSocketPath(dataDir), { argv, actor });
        process.stderr.write(`(run by the server on ${dataDir}, pid ${busy.holder.pid})\n`);
        return result;
      } catch (error) {
        // A server still starting has the lock but no socket yet.
        if (!unreachable(error)) throw error;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${busy.message} and no answer came within ${WAIT_MS / 1000} s; if no such process runs, remove ${busy.file}`,
      );
    }
    if (!told) {
      process.stderr.write(`(waiting: ${busy.message})\n`);
      told = true;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function run(args: string[]): Promise<number> {
  let argv = args;
  const [command] = argv;
  if (!command || command === 'help' || command === '--help') {
    (command ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return command ? 0 : 1;
  }
  const env = process.env;
  const actor = `operator:${env.OPERATOR || env.USER || 'cli'}`;
  // The file is read here, where the operator named it: the server that may run the command need not see it.
  if (command === 'calendar-load' && argv[1] && argv[1] !== '-') {
    argv = ['calendar-load', '-', readFileSync(argv[1], 'utf8')];
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const result = databaseUrl
    ? await runDirect(argv, actor, { databaseUrl, dataDir: dataDirFromEnv(env) })
    : await runOnDataDir(argv, actor, dataDirFromEnv(env));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return result.code;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
