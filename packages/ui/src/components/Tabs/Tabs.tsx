import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Tabs.css';

export const tabsVariants = ['underline', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs: value, label and each tab's content. */
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled value. Default uncontrolled. */
  value?: string;
  /** Default: the first item. */
  defaultValue?: string;
  /** Called with the tab the customer picks. */
  onValueChange?: (value: string) => void;
  /** Default `'underline'`; `'pill'` for chart periods and filters. */
  variant?: TabsVariant;
  /** Extra class on the root element. */
  className?: string;
}

/** Horizontally scrolling tabs (Radix Tabs: arrow keys, roving focus). */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'underline',
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      activationMode="manual"
    >
      <RadixTabs.List aria-label={label} className={cx(styles.list, styles.listVariant[variant])}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cx(styles.trigger, styles.triggerVariant[variant])}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
