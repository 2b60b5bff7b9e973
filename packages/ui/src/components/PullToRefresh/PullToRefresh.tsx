import type { ReactNode, TouchEvent } from 'react';
import { useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './PullToRefresh.css';
import type { PullPhase } from './pull';
import { PULL_HEAD, pullDistance, pullPhase } from './pull';

export interface PullToRefreshProps {
  /** The content. */
  children?: ReactNode;
  /** Runs on release past the 50 px head; the head spins until the promise settles. */
  onRefresh: () => Promise<unknown>;
  /** Head text per phase; pass translated text ("Pull to refresh", "Release", "Loading"). */
  labels: Record<Exclude<PullPhase, 'idle'>, string>;
  /** Forces the loading head (e.g. a refresh started elsewhere). Default `false`. */
  refreshing?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/**
 * A scroll container whose content can be pulled down at the top; the 50 px head shows the phase and is
 * announced politely. Touch only: keep another way to reload on screens that use it.
 */
export function PullToRefresh({
  children,
  onRefresh,
  labels,
  refreshing = false,
  className,
}: PullToRefreshProps) {
  const [distance, setDistance] = useState(0);
  const [running, setRunning] = useState(false);
  const start = useRef<number | null>(null);
  const busy = refreshing || running;
  const phase = pullPhase(distance, busy);
  const offset = busy ? PULL_HEAD : distance;

  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    start.current = e.currentTarget.scrollTop <= 0 && !busy ? (e.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (e: TouchEvent<HTMLDivElement>) => {
    const y = e.touches[0]?.clientY;
    if (start.current === null || y === undefined) return;
    setDistance(pullDistance(y - start.current));
  };
  const onTouchEnd = () => {
    const ready = start.current !== null && pullPhase(distance, false) === 'ready';
    start.current = null;
    setDistance(0);
    if (!ready) return;
    setRunning(true);
    onRefresh().finally(() => setRunning(false));
  };

  return (
    <div
      className={cx(styles.root, className)}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      aria-busy={busy || undefined}
    >
      <div
        className={cx(styles.content, start.current === null && styles.settle)}
        style={{ transform: `translateY(${offset}px)` }}
        data-phase={phase}
      >
        <div className={styles.head} role="status">
          {phase === 'refreshing' ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : phase !== 'idle' ? (
            <span className={cx(styles.arrow, phase === 'ready' && styles.arrowReady)} aria-hidden="true">
              <Icon name="chevronDown" size={18} />
            </span>
          ) : null}
          {phase !== 'idle' && <span>{labels[phase]}</span>}
        </div>
        {children}
      </div>
    </div>
  );
}
