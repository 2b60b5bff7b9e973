import { useCallback, useRef, useState } from 'react';
import { vars } from '../../theme/vars.css';
import { resolveColor } from '../react/resolveColors';
import { useHiDpiCanvas } from '../react/useHiDpiCanvas';
import { useThemeEffect } from '../react/useThemeEffect';
import { drawSparkline } from '../renderers/sparkline';

export interface SparklineProps {
  /** Prices oldest first (e.g. today's minutes or the last 30 closes). */
  values: readonly number[];
  /** Reference price (previous close), drawn dashed and deciding up/down colour; default none (first value). */
  baseline?: number;
  /** Accessible name, e.g. "Toyota today, up 1.2%": colour is never the only cue. */
  ariaLabel: string;
  /** Default the theme's `vars.color.price.up` / `down` / `flat`. */
  upColor?: string;
  downColor?: string;
  flatColor?: string;
  /** CSS pixels; defaults 72 × 28. */
  width?: number;
  height?: number;
  pixelRatio?: number;
}

/** A tiny line chart for list rows. Not focusable: it is an image with a name. */
export function Sparkline(props: SparklineProps) {
  const { values, baseline, ariaLabel, width = 72, height = 28, pixelRatio } = props;
  const ref = useRef<HTMLCanvasElement>(null);
  const [colors, setColors] = useState<{ up: string; down: string; flat: string } | null>(null);
  const { upColor, downColor, flatColor } = props;
  useThemeEffect(() => {
    const el = ref.current;
    if (!el) return;
    setColors({
      up: resolveColor(el, upColor ?? vars.color.price.up),
      down: resolveColor(el, downColor ?? vars.color.price.down),
      flat: resolveColor(el, flatColor ?? vars.color.price.flat),
    });
  }, [upColor, downColor, flatColor]);
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D, pr: number) => {
      if (!colors) return;
      const base = baseline ?? values[0] ?? 0;
      const last = values[values.length - 1] ?? base;
      const color = last > base ? colors.up : last < base ? colors.down : colors.flat;
      drawSparkline(ctx, pr, {
        values,
        baseline: baseline ?? null,
        width,
        height,
        color,
        baselineColor: colors.flat,
      });
    },
    [colors, values, baseline, width, height],
  );
  useHiDpiCanvas(ref, width, height, pixelRatio, colors ? draw : null);
  return <canvas ref={ref} role="img" aria-label={ariaLabel} style={{ display: 'block', width, height }} />;
}
