import { useLayoutEffect, useRef } from 'react';
import { useAppearanceKey } from '../../components/TsumikiProvider/TsumikiProvider';
import { vars } from '../../theme/vars.css';
import { resolveColor } from '../react/resolveColors';
import { sizeCanvas } from '../renderers/canvas';
import { drawSparkline } from '../renderers/sparkline';

export interface SparklineProps {
  /** Prices oldest first (e.g. today's minutes or the last 30 closes); `null` is a missing one, drawn as a gap. */
  values: readonly (number | null)[];
  /** Reference price (previous close), drawn dashed and deciding up/down colour; default none (first value). */
  baseline?: number;
  /** Accessible name, e.g. "Toyota today, up 1.2%": colour is never the only cue. */
  ariaLabel: string;
  /** Default the theme's `vars.color.price.up` / `down` / `flat`. */
  upColor?: string;
  /** Colour of a falling line; default the theme's falling price colour. */
  downColor?: string;
  /** Colour of an unchanged line; default the theme's flat price colour. */
  flatColor?: string;
  /** CSS pixels; defaults 72 × 28. */
  width?: number;
  /** Height in CSS pixels. */
  height?: number;
  /** Device pixel ratio to draw at; default the screen's. */
  pixelRatio?: number;
}

/** A tiny line chart for list rows. Not focusable: it is an image with a name. */
export function Sparkline(props: SparklineProps) {
  const { values, baseline, ariaLabel, width = 72, height = 28, pixelRatio } = props;
  const { upColor, downColor, flatColor } = props;
  const ref = useRef<HTMLCanvasElement>(null);
  const appearance = useAppearanceKey();
  // The colours as resolved on the canvas, read again only when the theme, brand or price convention around it
  // (the appearance key) or a colour prop changes.
  const colors = useRef<{ key: string; up: string; down: string; flat: string } | null>(null);
  // Colours and drawing in one layout effect, without state: a list mounts a dozen sparklines at once, and a
  // state update here would render each of them a second time in the same task.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const up = upColor ?? vars.color.price.up;
    const down = downColor ?? vars.color.price.down;
    const flat = flatColor ?? vars.color.price.flat;
    const key = `${appearance}|${up}|${down}|${flat}`;
    if (colors.current?.key !== key) {
      colors.current = {
        key,
        up: resolveColor(el, up),
        down: resolveColor(el, down),
        flat: resolveColor(el, flat),
      };
    }
    const resolved = colors.current;
    const pr = pixelRatio ?? globalThis.devicePixelRatio ?? 1;
    sizeCanvas(el, width, height, pr);
    const ctx = el.getContext('2d');
    if (!ctx) return;
    // The colour compares the last known price with the baseline (or the first known price), never with zero.
    const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
    const base = baseline ?? known[0];
    const last = known[known.length - 1];
    const direction = base === undefined || last === undefined ? 0 : Math.sign(last - base);
    drawSparkline(ctx, pr, {
      values,
      baseline: baseline ?? null,
      width,
      height,
      color: direction > 0 ? resolved.up : direction < 0 ? resolved.down : resolved.flat,
      baselineColor: resolved.flat,
    });
  }, [appearance, values, baseline, width, height, pixelRatio, upColor, downColor, flatColor]);
  return <canvas ref={ref} role="img" aria-label={ariaLabel} style={{ display: 'block', width, height }} />;
}
