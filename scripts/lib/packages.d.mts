/** The repository root. */
export const root: string;
/** The published packages, in dependency order. */
export const PUBLISHED: readonly { name: string; dir: string }[];
export function readJson(file: string): unknown;
export function run(command: string, args: readonly string[], options?: object): void;
export function pack(
  dir: string,
  destination?: string,
): {
  filename: string;
  tarball: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
};
