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

type Colors = { key: string; up: string; down: string; flat: string };

interface DrawJob {
  /** Reads the canvas's computed colours when they are not known yet (no DOM writes). */
  read: () => void;
  /** Sizes the canvas and draws (DOM writes only). */
  write: () => void;
}

// Sparklines draw in one batch per frame, every colour read before any canvas is sized: a list mounting twenty
// of them (or a stream moving their prices) would otherwise force a style recalculation per row in the commit,
// each canvas's size change dirtying the styles the next row's `getComputedStyle` reads. The newest job of a
// canvas replaces an older one of the same frame.
const pending = new Map<HTMLCanvasElement, DrawJob>();
let scheduled = false;

function flush() {
  scheduled = false;
  const jobs = [...pending.values()];
  pending.clear();
  for (const job of jobs) job.read();
  for (const job of jobs) job.write();
}

function schedule(el: HTMLCanvasElement, job: DrawJob) {
  pending.set(el, job);
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(flush);
}

/** A tiny line chart for list rows. Not focusable: it is an image with a name. */
export function Sparkline(props: SparklineProps) {
  const { values, baseline, ariaLabel, width = 72, height = 28, pixelRatio } = props;
  const { upColor, downColor, flatColor } = props;
  const ref = useRef<HTMLCanvasElement>(null);
  const appearance = useAppearanceKey();
  // The colours as resolved on the canvas, read again only when the theme, brand or price convention around it
  // (the appearance key) or a colour prop changes.
  const colors = useRef<Colors | null>(null);
  // No state: a list mounts a dozen sparklines at once, and a state update here would render each of them a
  // second time in the same task. The effect only queues the drawing for the frame's batch (before its paint).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const up = upColor ?? vars.color.price.up;
    const down = downColor ?? vars.color.price.down;
    const flat = flatColor ?? vars.color.price.flat;
    const key = `${appearance}|${up}|${down}|${flat}`;
    schedule(el, {
      read: () => {
        if (colors.current?.key === key) return;
        colors.current = {
          key,
          up: resolveColor(el, up),
          down: resolveColor(el, down),
          flat: resolveColor(el, flat),
        };
      },
      write: () => {
        const resolved = colors.current;
        if (!resolved) return;
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
      },
    });
    return () => {
      pending.delete(el);
    };
  }, [appearance, values, baseline, width, height, pixelRatio, upColor, downColor, flatColor]);
  // The bitmap's size is in the markup too, so the batch's `sizeCanvas` finds it right and changes nothing.
  const pr = pixelRatio ?? globalThis.devicePixelRatio ?? 1;
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={ariaLabel}
      width={Math.max(1, Math.round(width * pr))}
      height={Math.max(1, Math.round(height * pr))}
      style={{ display: 'block', width, height }}
    />
  );
}
