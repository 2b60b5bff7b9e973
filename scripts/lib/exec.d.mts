export interface ExecOptions {
  /** Default the repository root. */
  cwd?: string;
  /** Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Also stream the output to this process. Default `false`. */
  echo?: boolean;
}
/** Runs a command asynchronously; resolves with its output, rejects with the tail of it on a non-zero exit. */
export function exec(command: string, args: readonly string[], options?: ExecOptions): Promise<string>;
/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number>;
