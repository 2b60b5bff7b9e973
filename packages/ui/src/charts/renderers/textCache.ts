/** A label rasterised once at a pixel ratio, reused with drawImage while it stays on screen. */
export interface TextBitmap {
  canvas: HTMLCanvasElement;
  /** CSS pixels. */
  width: number;
  height: number;
}

const MAX_ENTRIES = 512;
const cache = new Map<string, TextBitmap>();
let measurer: CanvasRenderingContext2D | null = null;

/**
 * Text drawn with fillText is shaped on every call; axis labels repeat from frame to frame while panning, so
 * caching their bitmaps takes text off the per-frame cost. Least recently used entries are dropped past 512.
 */
export function textBitmap(text: string, font: string, color: string, pixelRatio: number): TextBitmap {
  const key = `${pixelRatio}|${font}|${color}|${text}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  measurer ??= document.createElement('canvas').getContext('2d');
  let width = text.length * 7;
  if (measurer) {
    measurer.font = font;
    width = Math.ceil(measurer.measureText(text).width) + 1;
  }
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 11);
  const height = Math.ceil(size * 1.5);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * pixelRatio);
  canvas.height = Math.ceil(height * pixelRatio);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.scale(pixelRatio, pixelRatio);
    ctx.font = font;
    ctx.fillStyle = color;
    ctx.textBaseline = 'middle';
    ctx.fillText(text, 0, height / 2);
  }
  const entry = { canvas, width, height };
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return entry;
}
