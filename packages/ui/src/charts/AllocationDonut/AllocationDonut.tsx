import { shareTexts } from '@tsumiki/sdk/rules';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { vars } from '../../theme/vars.css';
import { ChartDataTable } from '../react/ChartParts';
import * as styles from '../react/chart.css';
import { resolveColor } from '../react/resolveColors';
import { useHiDpiCanvas } from '../react/useHiDpiCanvas';
import { useThemeEffect } from '../react/useThemeEffect';
import { type DonutSlice, drawDonut } from '../renderers/donut';

export interface AllocationDonutProps {
  /** Slices in display order; values are plain numbers (e.g. JPY value), colours may be theme `var(...)`. */
  slices: readonly DonutSlice[];
  /** Accessible name, e.g. "Asset allocation". */
  ariaLabel: string;
  /** Formats a slice value for the hidden table; default 2 decimals. */
  formatValue?: (value: number) => string;
  /** Each slice's value as text for the hidden table (e.g. the SDK's formatted amounts); wins over
   * `formatValue`. Default none. */
  valueTexts?: readonly string[];
  /** Share of each slice as text (e.g. the SDK's `shareTexts` or a summary's own figures); default the SDK's
   * `shareTexts` of the slice values, one decimal. */
  shares?: readonly string[];
  /** Column headings of the hidden table; default English. */
  columns?: readonly [string, string, string];
  /** Shown in the hole (e.g. the total, formatted by the app); default none. */
  center?: ReactNode;
  /** Highlight one slice (e.g. the hovered legend row); default none. */
  activeIndex?: number | null;
  /** Diameter in CSS pixels; default 160. */
  size?: number;
  /** Device pixel ratio to draw at; default the screen's. */
  pixelRatio?: number;
}

/** Asset allocation ring drawn with d3-shape's pie and arc on a HiDPI canvas, with a hidden table fallback. */
export function AllocationDonut(props: AllocationDonutProps) {
  const { slices, ariaLabel, size = 160, pixelRatio, center, activeIndex = null } = props;
  const formatValue = props.formatValue ?? ((v: number) => v.toFixed(2));
  const ref = useRef<HTMLCanvasElement>(null);
  const [resolved, setResolved] = useState<{ slices: DonutSlice[]; empty: string } | null>(null);
  useThemeEffect(() => {
    const el = ref.current;
    if (!el) return;
    setResolved({
      slices: slices.map((s) => ({ ...s, color: resolveColor(el, s.color) })),
      empty: resolveColor(el, vars.color.border.subtle),
    });
  }, [slices]);
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D, pr: number) => {
      if (resolved) {
        drawDonut(ctx, pr, {
          slices: resolved.slices,
          size,
          active: activeIndex,
          emptyColor: resolved.empty,
        });
      }
    },
    [resolved, size, activeIndex],
  );
  useHiDpiCanvas(ref, size, size, pixelRatio, resolved ? draw : null);
  // Share texts from the SDK's readout rules (or the caller's), so the component does no percent arithmetic.
  const computed = useMemo(() => shareTexts(slices.map((s) => s.value)), [slices]);
  const shares = props.shares ?? computed;
  const [label, value, share] = props.columns ?? ['Asset', 'Value', 'Share'];
  const rows = slices.map((s, k) => [
    s.label,
    props.valueTexts?.[k] ?? formatValue(s.value),
    shares[k] ?? '',
  ]);
  return (
    <div className={styles.root} style={{ width: size, height: size }}>
      <canvas
        ref={ref}
        role="img"
        aria-label={ariaLabel}
        style={{ display: 'block', width: size, height: size }}
      />
      {center != null && <div className={styles.donutCenter}>{center}</div>}
      <ChartDataTable caption={ariaLabel} columns={[label, value, share]} rows={rows} />
    </div>
  );
}
