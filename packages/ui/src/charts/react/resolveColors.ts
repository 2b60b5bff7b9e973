import { vars } from '../../theme/vars.css';
import type { ChartColors } from '../types';

/** Resolve a `var(--x)` string (a theme token) to the computed colour on `el`; other strings pass through. */
export function resolveColor(el: Element, value: string): string {
  const m = /^var\((--[^,)]+)/.exec(value.trim());
  if (!m?.[1]) return value;
  const resolved = getComputedStyle(el).getPropertyValue(m[1]).trim();
  return resolved || getComputedStyle(el).color;
}

/** Chart colours from theme tokens, overridden by the caller's strings (which may also be `var(...)`). */
export function resolveChartColors(
  el: Element,
  up: string = vars.color.price.up,
  down: string = vars.color.price.down,
  overrides: Partial<ChartColors> = {},
): ChartColors {
  const base: ChartColors = {
    up,
    down,
    flat: vars.color.price.flat,
    text: vars.color.text.secondary,
    grid: vars.color.border.strong,
    background: vars.color.surface.card,
    crosshair: vars.color.text.secondary,
    ...overrides,
  };
  const out = {} as ChartColors;
  for (const key of Object.keys(base) as (keyof ChartColors)[]) out[key] = resolveColor(el, base[key]);
  return out;
}

/** Resolve a list of series colours (MA lines) the same way. */
export const resolveColors = (el: Element, colors: readonly string[]) =>
  colors.map((c) => resolveColor(el, c));
