import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same data directory corrupts it or loses
 * writes. Whoever opens a PGlite directory (the server, or the operator CLI when no server runs) first takes
 * this lock: a file in the directory naming its pid and role. A lock whose pid is gone is stale and taken over.
 */
export const LOCK_FILE = 'tsumiki.lock';

/** Who holds a data directory: the server (which then answers operator commands on its socket) or a CLI run. */
export interface LockHolder {
  pid: number;
  role: 'server' | 'operator';
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file (only while it is still ours). Idempotent. */
  release(): void;
}

/** Thrown when a live process holds the directory. */
export class DataDirBusy extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    super(
      `${file} is held by ${holder.role === 'server' ? 'a running server' : 'an operator command'} (pid ${holder.pid})`,
    );
  }
}

// The lock files this process holds: a lock naming our own pid that we do not hold is stale (a container's
// pid 1 restarted, say), not ours.
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (!Number.isInteger(parsed.pid) || (parsed.role !== 'server' && parsed.role !== 'operator'))
      return undefined;
    return { pid: Number(parsed.pid), role: parsed.role };
  } catch {
    return undefined;
  }
}

/** The live holder of `dataDir`'s lock, or undefined (no lock, or a stale one). */
export function liveHolder(dataDir: string): LockHolder | undefined {
  const file = path.join(dataDir, LOCK_FILE);
  const holder = readHolder(file);
  if (!holder) return undefined;
  if (holder.pid === process.pid) return held.has(file) ? holder : undefined;
  return isAlive(holder.pid) ? holder : undefined;
}

// Written whole under a private name, then linked into place: link fails if the name exists, so the lock
// appears atomically and a reader never sees it half-written.
function createExclusive(file: string, holder: LockHolder): boolean {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, JSON.stringify(holder), { mode: 0o600 });
  try {
    linkSync(tmp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * Removes a stale lock, guarded by a second exclusive file so that two processes finding the same stale lock
 * cannot both remove it and then each remove the other's fresh one. A guard older than 10 s is itself stale (its
 * maker died in these few lines).
 */
function removeStale(file: string, stale: LockHolder | undefined): void {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, { pid: process.pid, role: 'operator' })) {
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    } catch {
      // Gone meanwhile: the other process finished its takeover.
    }
    return;
  }
  try {
    const now = readHolder(file);
    const same = now?.pid === stale?.pid && now?.role === stale?.role;
    if (same) unlinkSync(file);
  } catch {
    // Already removed.
  } finally {
    unlinkSync(guard);
  }
}

/**
 * Takes `dataDir`'s lock for this process, or throws DataDirBusy naming the live holder. The directory must
 * exist. Released by `release()`, and on a normal process exit.
 */
export function acquireDataDirLock(dataDir: string, role: LockHolder['role']): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, role };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, mine)) {
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.off('exit', release);
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = liveHolder(dataDir);
    if (holder) throw new DataDirBusy(holder, file);
    removeStale(file, readHolder(file));
  }
  throw new Error(`could not take ${file}: it keeps changing hands`);
}
