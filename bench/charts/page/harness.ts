/** One frame's cost: main-thread time of the action plus every rAF callback in its frame, and the flush. */
export interface FrameSample {
  busy: number;
  /** Wall time from the action to the end of its frame (includes waiting for vsync). */
  wall: number;
}

const raf = () => new Promise<number>((r) => requestAnimationFrame(r));

/**
 * Run `action` in a task, then let the next frame happen. rAF callbacks run in registration order, so one
 * registered before the action runs first in that frame and one registered after it runs last: the time
 * between them is what the libraries did in their own rAF callbacks. `flush` forces layout and rasterisation
 * (getImageData) so deferred canvas work is counted too.
 */
export async function measureFrame(action: () => void, flush: () => void): Promise<FrameSample> {
  let pre = 0;
  let post = 0;
  requestAnimationFrame(() => {
    pre = performance.now();
  });
  const t0 = performance.now();
  action();
  const t1 = performance.now();
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      flush();
      post = performance.now();
      resolve();
    });
  });
  await raf();
  return { busy: t1 - t0 + (post - pre), wall: post - t0 };
}

/** Read one pixel of every canvas under `root`, which makes Chromium rasterise pending draw commands. */
export function flushCanvases(root: HTMLElement): void {
  root.getBoundingClientRect();
  for (const c of root.querySelectorAll('canvas')) c.getContext('2d')?.getImageData(0, 0, 1, 1);
}
