/** Zoom limits of the image viewer: a third of the fitted size up to three times. */
export const MIN_ZOOM = 1 / 3;
export const MAX_ZOOM = 3;

/** Keeps a zoom factor within [MIN_ZOOM, MAX_ZOOM]. */
export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** Zoom after a pinch: the start zoom scaled by how far the fingers moved apart, clamped. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startScale);
  return clampZoom(startScale * (distance / startDistance));
}

/** One button step: ×1.5 in, ÷1.5 out, clamped. */
export function stepZoom(scale: number, direction: 'in' | 'out'): number {
  return clampZoom(direction === 'in' ? scale * 1.5 : scale / 1.5);
}
