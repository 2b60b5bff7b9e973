interface EchoOption {
  /** Stream the commands' output to this process. Default `false`. */
  echo?: boolean;
}
export const EXAMPLES: readonly string[];
/** Packs every published package into `dir`: package name -> tarball path. */
export function packTarballs(dir: string): Record<string, string>;
/** Copies `examples/<name>` into `work`, points it at the tarballs and installs it; returns the copy. */
export function prepareExample(
  work: string,
  name: string,
  tarballs: Record<string, string>,
  options?: EchoOption,
): Promise<string>;
/** Builds the react-vite copy; returns the CSS assets it wrote. */
export function buildReactVite(
  dir: string,
  options?: EchoOption,
): Promise<{ css: { file: string; size: number }[] }>;
/** The reference server from packages/server/dist on a fresh database under `dataDir`. */
export function startServer(
  dataDir: string,
): Promise<{ baseUrl: string; stop(): Promise<void>; log(): string }>;
/** A running reference server (from `startServer`). */
export type RunningServer = Awaited<ReturnType<typeof startServer>>;
/** Builds and runs the node-sdk copy against `server` or a fresh reference server; its printed summary and output. */
export function runNodeSdk(
  dir: string,
  dataDir: string,
  options?: EchoOption & { server?: RunningServer },
): Promise<{ summary: { account?: string; totalAssets?: string }; output: string }>;
