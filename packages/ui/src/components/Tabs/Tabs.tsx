import { Tabs as RadixTabs } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * Brings the list's active tab fully into view by scrolling the list sideways (never the page), and marks the
 * sides where tabs lie out of view, so a strip wider than the phone never shows its chosen tab cut at the edge.
 */
function useActiveInView(selected: string | undefined) {
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly chosen tab is what moves the strip
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const mark = () => {
      el.dataset.more = [
        el.scrollLeft > 1 ? 'start' : '',
        el.scrollLeft + el.clientWidth < el.scrollWidth - 1 ? 'end' : '',
      ]
        .filter(Boolean)
        .join(' ');
    };
    const reveal = () => {
      const active = el.querySelector<HTMLElement>('[data-state="active"]');
      if (active) {
        const box = el.getBoundingClientRect();
        const tab = active.getBoundingClientRect();
        // A quarter of a tab's own width beyond it, so the neighbour shows there is more to scroll to.
        const margin = tab.width / 4;
        if (tab.right > box.right + 0.5) el.scrollLeft += tab.right - box.right + margin;
        else if (tab.left < box.left - 0.5) el.scrollLeft -= box.left - tab.left + margin;
      }
      mark();
    };
    reveal();
    el.addEventListener('scroll', mark, { passive: true });
    // Labels that grow once their counts arrive (or a late font) can push the chosen tab out again.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    if (resized) for (const node of [el, ...el.children]) resized.observe(node);
    return () => {
      el.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [selected]);
  return list;
}

/** Horizontally scrolling tabs (Radix Tabs: arrow keys, roving focus); the active tab is kept in view. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'underline',
  className,
}: TabsProps) {
  const [picked, setPicked] = useState(defaultValue ?? items[0]?.value);
  const list = useActiveInView(value ?? picked);
  return (
    <RadixTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => {
        setPicked(next);
        onValueChange?.(next);
      }}
      activationMode="manual"
    >
      <RadixTabs.List ref={list} aria-label={label} className={cx(styles.list, styles.listVariant[variant])}>
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
