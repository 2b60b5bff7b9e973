import { cx } from '../private/cx';
import * as styles from './Icon.css';
import { iconPaths } from './iconPaths';

export const iconNames = Object.keys(iconPaths) as IconName[];
export type IconName = keyof typeof iconPaths;

export interface IconProps {
  /** Which icon of the kit's set. */
  name: IconName;
  /** Pixel size of the square. Default 24. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). Default none. */
  label?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A stroke icon in currentColor. */
export function Icon({ name, size = 24, label, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={cx(styles.root, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
