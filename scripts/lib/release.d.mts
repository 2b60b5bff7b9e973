export type Bump = 'major' | 'minor' | 'patch';
export interface Changeset {
  file: string;
  /** Package name -> bump, from the front matter. */
  bumps: Record<string, Bump>;
  summary: string;
}
export interface ReleasedPackage {
  name: string;
  from: string;
  to: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  /** The peer ranges before `changeset version`. */
  peerRangesBefore: Record<string, string>;
  /** CHANGELOG.md after `changeset version` ('' when there is none). */
  changelog: string;
  /** `npm pack` report of the bumped package; undefined when its version did not change. */
  pack?: { filename: string; tarball: string; size: number; files: { path: string }[] };
}
/** The pending changesets of a `.changeset` folder (default the repository's). */
export function readChangesets(dir?: string): Changeset[];
/** `changeset version` and `npm pack` in a throwaway worktree of HEAD; call `remove()` when done. */
export function releaseDryRun(options?: { echo?: boolean }): Promise<{
  copy: string;
  pending: Changeset[];
  packages: ReleasedPackage[];
  remove(): void;
}>;
/** Whether `version` satisfies a caret range or a `||` union of them, with npm's rules for 0.x. */
export function satisfiesCaret(version: string, range: string): boolean;
