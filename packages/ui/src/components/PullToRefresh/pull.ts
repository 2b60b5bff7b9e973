/** Height of the pull-to-refresh head, and how far to pull before a release refreshes. */
export const PULL_HEAD = 50;

/** States of the head, from resting to loading. */
export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing';

/**
 * How far the content follows a finger that moved `dy` pixels down: damped by `resistance` so it feels
 * elastic, never negative, capped at `max`.
 * @param resistance default 0.5. @param max default 2 × PULL_HEAD.
 */
export function pullDistance(dy: number, resistance = 0.5, max = PULL_HEAD * 2): number {
  return Math.min(max, Math.max(0, dy * resistance));
}

/** The head's phase for a pull distance; a running refresh wins. */
export function pullPhase(distance: number, refreshing: boolean, threshold = PULL_HEAD): PullPhase {
  if (refreshing) return 'refreshing';
  if (distance >= threshold) return 'ready';
  return distance > 0 ? 'pulling' : 'idle';
}
