import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
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
    el.addEventListener('scroll', mark, { passive: true });
    // Labels that grow once their counts arrive (or a late font) can push the chosen tab out again. The
    // observer's first report (after the browser's own layout, before the paint) also brings the newly chosen
    // tab into view: measuring here instead would force a layout of the whole page inside the commit.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    if (resized) for (const node of [el, ...el.children]) resized.observe(node);
    else reveal();
    return () => {
      el.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [selected]);
  return list;
}

/** Where an arrow key, Home or End moves focus from tab `at` of `count` (wrapping round); none for other keys. */
function targetIndex(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Horizontally scrolling tabs, as WAI-ARIA's tabs pattern with manual activation: the chosen tab is the one tab
 * stop, arrow keys (Home, End) move focus along the strip, Enter, Space or a click chooses; the active tab is kept
 * in view. Our own few lines instead of Radix Tabs, which brought roving focus, collection and presence (about
 * 6 kB gzip) to every signed-in route.
 */
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
  const selected = value ?? picked;
  const list = useActiveInView(selected);
  const id = useId();
  // A value matching no tab (a stale one) still leaves the strip reachable by Tab.
  const stop = items.some((item) => item.value === selected) ? selected : items[0]?.value;
  const choose = (next: string) => {
    if (next === selected) return;
    setPicked(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(event.target as HTMLElement);
    const to = at < 0 ? undefined : targetIndex(event.key, at, tabs.length);
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
  };
  return (
    <div className={cx(styles.root, className)} data-orientation="horizontal">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cx(styles.list, styles.listVariant[variant])}
        onKeyDown={onKeyDown}
      >
        {items.map((item, i) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${id}-t${i}`}
              aria-selected={active}
              aria-controls={`${id}-p${i}`}
              tabIndex={item.value === stop ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={cx(styles.trigger, styles.triggerVariant[variant])}
              onClick={() => choose(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => {
        const active = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={`${id}-p${i}`}
            aria-labelledby={`${id}-t${i}`}
            hidden={!active}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern: a panel is reachable by Tab
            tabIndex={0}
            data-state={active ? 'active' : 'inactive'}
            className={styles.content}
          >
            {active ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
