import { type RefObject, useLayoutEffect } from 'react';
import { sizeCanvas } from '../renderers/canvas';

/**
 * Size `ref`'s canvas for HiDPI (bitmap = CSS size × pixel ratio) and run `draw` whenever it or the size
 * changes. For small charts (time-share, sparkline, donut) that repaint whole: they hold a few hundred points.
 */
export function useHiDpiCanvas(
  ref: RefObject<HTMLCanvasElement | null>,
  width: number,
  height: number,
  pixelRatio: number | undefined,
  draw: ((ctx: CanvasRenderingContext2D, pixelRatio: number) => void) | null,
): void {
  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas || !draw) return;
    const pr = pixelRatio ?? globalThis.devicePixelRatio ?? 1;
    sizeCanvas(canvas, width, height, pr);
    const ctx = canvas.getContext('2d');
    if (ctx) draw(ctx, pr);
  }, [ref, width, height, pixelRatio, draw]);
}
