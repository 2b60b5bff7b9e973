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
