/**
 * Size a canvas for HiDPI: the bitmap is `css × pixelRatio` (rounded), the element keeps its CSS size.
 * Returns true when the bitmap changed (which clears it).
 */
export function sizeCanvas(
  canvas: HTMLCanvasElement,
  cssWidth: number,
  cssHeight: number,
  pixelRatio: number,
) {
  const w = Math.max(1, Math.round(cssWidth * pixelRatio));
  const h = Math.max(1, Math.round(cssHeight * pixelRatio));
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${cssHeight}px`;
  if (canvas.width === w && canvas.height === h) return false;
  canvas.width = w;
  canvas.height = h;
  return true;
}

/** Reset the transform to CSS pixels (`ctx.scale(pixelRatio)`), the space line and text renderers draw in. */
export function toMediaSpace(ctx: CanvasRenderingContext2D, pixelRatio: number): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
}

/** Reset the transform to bitmap pixels, the space bar renderers draw in so edges land on whole pixels. */
export function toBitmapSpace(ctx: CanvasRenderingContext2D): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/** A rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Clip following drawing to `rect` (CSS pixels); pair with `ctx.restore()`. */
export function clipTo(ctx: CanvasRenderingContext2D, pixelRatio: number, rect: Rect): void {
  ctx.save();
  toMediaSpace(ctx, pixelRatio);
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.width, rect.height);
  ctx.clip();
}
