import { useEffect, useState } from 'react';

/**
 * Whether a frame has been painted since `ready` first became true: false until then, true for good after. For
 * content that should not compete with a screen's first paint (its code or its drawing): it renders once the
 * figures around it are on screen. An animation frame's callback runs just before that frame paints, a task it
 * queues after; at most `maxWaitMs` later when no frame comes (a hidden tab paints none), and at once where
 * there is no `requestAnimationFrame`.
 */
export function useAfterPaint(ready = true, maxWaitMs = 1_000): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    if (typeof globalThis.requestAnimationFrame !== 'function') {
      setPainted(true);
      return;
    }
    let task: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    const frame = globalThis.requestAnimationFrame(() => {
      task = setTimeout(done, 0);
    });
    const cap = setTimeout(done, maxWaitMs);
    return () => {
      globalThis.cancelAnimationFrame?.(frame);
      clearTimeout(task);
      clearTimeout(cap);
    };
  }, [ready, painted, maxWaitMs]);
  return painted;
}
