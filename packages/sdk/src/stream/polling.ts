import type { StreamState } from './quoteStream';

/** How often a quote call refreshes while the stream keeps its prices live: its order, its sparklines. */
export const LIVE_REFRESH_MS = 60_000;

/**
 * A query's polling interval (0: none) from its own interval, whether the stream updates it and the stream's
 * state: none while prices are frozen; once a minute while its prices stream; its own interval otherwise, so
 * every state but `live` (connecting, reconnecting, paused, offline, polling) falls back to polling.
 */
export function pollingInterval(
  own: number | undefined,
  live: boolean,
  state: StreamState,
  frozen: boolean,
): number {
  if (frozen || own === undefined) return 0;
  if (live && state === 'live') return Math.max(own, LIVE_REFRESH_MS);
  return own;
}
