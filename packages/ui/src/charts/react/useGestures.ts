import { type RefObject, useEffect } from 'react';

/** What the gesture layer drives; the K-line engine implements it. */
export interface GestureTarget {
  pan(dx: number): void;
  zoom(factor: number, anchorX: number): void;
  inspect(x: number, y: number | null): void;
  hideInspect(): void;
}

export interface GestureOptions {
  /** Velocity decay per 16 ms frame after a fling; default 0.94. */
  friction?: number;
}

/**
 * Pointer and wheel gestures on `ref`: drag to pan with inertia, pinch and wheel to zoom, hover (mouse) or tap
 * (touch, pen) to inspect. Listeners are native so wheel can be non-passive and stop the page scrolling.
 */
export function useGestures(
  ref: RefObject<HTMLElement | null>,
  target: RefObject<GestureTarget | null>,
  options: GestureOptions = {},
): void {
  const friction = options.friction ?? 0.94;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let moved = 0;
    let velocity = 0;
    let lastT = 0;
    let pinch = 0;
    let fling = 0;
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const stopFling = () => {
      cancelAnimationFrame(fling);
      fling = 0;
    };
    const startFling = () => {
      let prev = performance.now();
      const step = (now: number) => {
        const dt = Math.min(64, now - prev);
        prev = now;
        velocity *= friction ** (dt / 16);
        if (Math.abs(velocity) < 0.02) return stopFling();
        target.current?.pan(velocity * dt);
        fling = requestAnimationFrame(step);
      };
      fling = requestAnimationFrame(step);
    };
    const spread = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2 } : null;
    };
    const onDown = (e: PointerEvent) => {
      stopFling();
      el.setPointerCapture?.(e.pointerId);
      pointers.set(e.pointerId, local(e));
      moved = 0;
      velocity = 0;
      lastT = e.timeStamp;
      pinch = spread()?.d ?? 0;
    };
    const onMove = (e: PointerEvent) => {
      const p = local(e);
      const prev = pointers.get(e.pointerId);
      if (!prev) {
        if (e.pointerType === 'mouse') target.current?.inspect(p.x, p.y);
        return;
      }
      pointers.set(e.pointerId, p);
      if (pointers.size >= 2) {
        const s = spread();
        if (s && pinch > 0) target.current?.zoom(s.d / pinch, s.x);
        pinch = s?.d ?? pinch;
        return;
      }
      const dx = p.x - prev.x;
      moved += Math.abs(dx) + Math.abs(p.y - prev.y);
      const dt = Math.max(1, e.timeStamp - lastT);
      lastT = e.timeStamp;
      velocity = 0.8 * (dx / dt) + 0.2 * velocity;
      if (dx !== 0) target.current?.pan(dx);
    };
    const onUp = (e: PointerEvent) => {
      const had = pointers.delete(e.pointerId);
      if (!had) return;
      if (pointers.size > 0) return;
      if (moved < 6 && e.pointerType !== 'mouse') {
        const p = local(e);
        target.current?.inspect(p.x, p.y);
      } else if (moved >= 6 && e.timeStamp - lastT < 80) startFling();
    };
    const onLeave = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && pointers.size === 0) target.current?.hideInspect();
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      stopFling();
      if (Math.abs(e.deltaX) > Math.abs(e.deltaY)) target.current?.pan(-e.deltaX);
      else target.current?.zoom(Math.exp(-e.deltaY * 0.002), local(e).x);
    };
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      stopFling();
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('wheel', onWheel);
    };
  }, [ref, target, friction]);
}
