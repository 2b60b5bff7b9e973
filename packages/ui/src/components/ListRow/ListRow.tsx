import type { CSSProperties, ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { Link } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './ListRow.css';

export interface ListProps {
  /** Section heading above the card. Default none. */
  heading?: string;
  /** The content. */
  children: ReactNode;
  /** Extra class on the root element. */
  className?: string;
}

/** A card of rows; `ListRow`s go inside as its items. */
export function List({ heading, children, className }: ListProps) {
  const list = <ul className={cx(styles.list, !heading && className)}>{children}</ul>;
  if (!heading) return list;
  return (
    <section className={cx(styles.section, className)} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      {list}
    </section>
  );
}

export interface ListRowProps {
  /** The row's main text. */
  title: ReactNode;
  /** Second line in secondary text. Default none. */
  description?: ReactNode;
  /** Icon or avatar before the text. Default none. */
  leading?: ReactNode;
  /** Value, badge or price at the end. Default none. */
  trailing?: ReactNode;
  /** Navigates through the injected link component. Default none. */
  href?: string;
  /** Makes the row a button. Default none. */
  onClick?: () => void;
  /** Shows a chevron. Default `true` for rows with `href` or `onClick`. */
  chevron?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/** One row of a `List`: a link, a button or static content. */
export function ListRow({
  title,
  description,
  leading,
  trailing,
  href,
  onClick,
  chevron,
  className,
}: ListRowProps) {
  const titleRef = useRef<HTMLSpanElement>(null);
  // The title's whole text (it may be a name and a code) as its `title`, after every render.
  useLayoutEffect(() => {
    if (titleRef.current) titleRef.current.title = titleRef.current.textContent ?? '';
  });
  const interactive = href !== undefined || onClick !== undefined;
  const showChevron = chevron ?? interactive;
  const content = (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.body}>
        {/* A name too long for the phone ends in an ellipsis; its title keeps it readable whole. */}
        <span className={styles.title} ref={titleRef}>
          {title}
        </span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {trailing && <span className={styles.trailing}>{trailing}</span>}
      {showChevron && (
        <span className={styles.chevron}>
          <Icon name="chevronRight" size={18} />
        </span>
      )}
    </>
  );
  const rowClass = cx(styles.row, interactive && styles.interactive);
  return (
    <li className={cx(styles.item, className)}>
      {href !== undefined ? (
        <Link href={href} className={rowClass}>
          {content}
        </Link>
      ) : onClick ? (
        <button type="button" className={rowClass} onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className={rowClass}>{content}</div>
      )}
    </li>
  );
}

export interface CellGridProps {
  /** The content. */
  children: ReactNode;
  /** Default 2. */
  columns?: number;
  /**
   * Instead of a fixed count: as many columns as fit with each at least this wide (a CSS length), so a narrow
   * phone shows fewer, wider cells and a figure is never cut. Default none (`columns` rules).
   */
  minColumnWidth?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A grid of label/value `Cell`s, as on order and IPO detail screens (a description list). */
export function CellGrid({ children, columns = 2, minColumnWidth, className }: CellGridProps) {
  const style = minColumnWidth
    ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}), 1fr))` }
    : ({ '--cell-columns': columns } as CSSProperties);
  return (
    <dl className={cx(styles.cellGrid, className)} style={style}>
      {children}
    </dl>
  );
}

export interface CellProps {
  /** The figure's label. */
  label: string;
  /** The figure, already formatted. */
  value: ReactNode;
  /** Extra class on the root element. */
  className?: string;
}

/** A label above its value. */
export function Cell({ label, value, className }: CellProps) {
  return (
    <div className={cx(styles.cell, className)}>
      <dt className={styles.cellLabel}>{label}</dt>
      <dd className={styles.cellValue}>{value}</dd>
    </div>
  );
}
