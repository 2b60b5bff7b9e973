import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** Default `'text'`. */
  shape?: SkeletonShape;
  /** CSS width. Default `'100%'`. */
  width?: string | number;
  /** CSS height. Default: one line for text, 48 px otherwise. */
  height?: string | number;
  /** Extra class on the root element. */
  className?: string;
}

/** One placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ shape = 'text', width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.bone, styles.shape[shape], className)}
      style={{ width, height: height ?? (shape === 'text' ? undefined : 48) }}
    />
  );
}

export interface SkeletonListProps {
  /** Default 4. */
  rows?: number;
  /** Announced while loading; pass translated text. Default `'Loading'`. */
  label?: string;
}

/** A loading list: rows of avatar + two lines, announced once as a status. */
export function SkeletonList({ rows = 4, label = 'Loading' }: SkeletonListProps) {
  return (
    <div className={styles.list} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.row}>
          <Skeleton shape="circle" width={40} height={40} />
          <div className={styles.lines}>
            <Skeleton width="60%" />
            <Skeleton width="35%" />
          </div>
          <Skeleton shape="rect" width={72} height={28} />
        </div>
      ))}
    </div>
  );
}

export interface SkeletonCardProps {
  /** Label/value pairs, two to a row. Default 6. */
  pairs?: number;
  /** Height of the block under them (a chart, an amount field, a text); 0 for none. Default 160. */
  blockHeight?: number;
  /** Announced while loading; pass translated text. Default `'Loading'`. */
  label?: string;
}

/**
 * A loading detail or form: a card with a title, label/value pairs and a block, so a screen of figures and a
 * chart or field holds about the room it will take instead of a short list in an empty page.
 */
export function SkeletonCard({ pairs = 6, blockHeight = 160, label = 'Loading' }: SkeletonCardProps) {
  return (
    <div className={styles.card} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <Skeleton width="55%" height={20} />
      <div className={styles.pairs}>
        {Array.from({ length: pairs }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.pair}>
            <Skeleton width="45%" />
            <Skeleton width="75%" height={18} />
          </div>
        ))}
      </div>
      {blockHeight > 0 && <Skeleton shape="rect" height={blockHeight} />}
    </div>
  );
}
