import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What {@link securePrivateDir} changed: paths whose mode was wider than the owner's. */
export interface ModeRepair {
  dirs: number;
  files: number;
}

/**
 * Makes `dir` (created if missing) and everything under it private to this process's user: directories 0700,
 * files 0600 (symbolic links are left alone: their targets are not ours to change). Run at start on the PGlite
 * data directory and the uploads directory, whatever an older version, a copy or an extracted backup left
 * there: PGlite's own files came out 0777/0666 (968 of 1,148 world-writable), and identity photos were
 * readable by every local user.
 */
export function securePrivateDir(dir: string): ModeRepair {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const repaired: ModeRepair = { dirs: 0, files: 0 };
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    const want = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o777) !== want) {
      chmodSync(p, want);
      if (st.isDirectory()) repaired.dirs++;
      else repaired.files++;
    }
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return repaired;
}

/**
 * Files and directories this process creates from now on are its user's alone (umask 077): new PGlite files,
 * uploads, the operator socket. Called once at start by main.ts.
 */
export function privateUmask(): void {
  process.umask(0o077);
}
