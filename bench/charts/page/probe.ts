/**
 * Instruments the page before any chart library loads, so "the first frame after the last draw" can be found
 * for every contender alike: each canvas drawing call is logged with the animation frame it ran in (rAF and
 * ResizeObserver callbacks belong to the frame being rendered; anything else ran in a task between frames).
 */

/** The last drawing call: when it ran, and the frame timestamp when it ran inside a frame's rendering. */
export interface DrawMark {
  at: number;
  frame: number | null;
}

let currentFrame: number | null = null;
let lastRafTs = 0;
let logging = false;
let last: DrawMark | null = null;
let calls = 0;

const nativeRaf = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (cb: FrameRequestCallback) =>
  nativeRaf((ts) => {
    lastRafTs = ts;
    currentFrame = ts;
    try {
      cb(ts);
    } finally {
      currentFrame = null;
    }
  });

// ResizeObserver callbacks run after the frame's rAF callbacks, in the same rendering step.
const NativeRO = window.ResizeObserver;
window.ResizeObserver = class extends NativeRO {
  constructor(cb: ResizeObserverCallback) {
    super((entries, observer) => {
      currentFrame = lastRafTs;
      try {
        cb(entries, observer);
      } finally {
        currentFrame = null;
      }
    });
  }
};

const drawing = [
  'fillRect',
  'strokeRect',
  'clearRect',
  'fill',
  'stroke',
  'fillText',
  'strokeText',
  'drawImage',
  'putImageData',
] as const;
const proto = CanvasRenderingContext2D.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
const natives = Object.fromEntries(drawing.map((name) => [name, proto[name]]));

function mark() {
  calls++;
  last = { at: performance.now(), frame: currentFrame };
}

/** Log drawing calls from now on (a thin wrapper per call; removed again by {@link stopDrawLog}). */
export function startDrawLog(): void {
  last = null;
  calls = 0;
  if (logging) return;
  logging = true;
  for (const name of drawing) {
    const native = natives[name] as (...a: unknown[]) => unknown;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      mark();
      return native.apply(this, args);
    };
  }
}

export function stopDrawLog(): { last: DrawMark | null; calls: number } {
  for (const name of drawing) proto[name] = natives[name] as (...a: unknown[]) => unknown;
  logging = false;
  return { last, calls };
}

/** Resolves in the next frame's rAF, with that frame's timestamp and the time the callback ran. */
export const nextFrame = () =>
  new Promise<{ ts: number; now: number }>((resolve) =>
    requestAnimationFrame((ts) => resolve({ ts, now: performance.now() })),
  );

/**
 * Mount a chart and time it the way chart users see it: from the start of `mount` (data conversion included)
 * to the rAF of the first frame after the frame that painted the last drawing call. Waits until `quiet`
 * frames in a row drew nothing.
 */
export async function timeFirstRender(mount: () => void, quiet = 8) {
  startDrawLog();
  const t0 = performance.now();
  mount();
  const mountMs = performance.now() - t0;
  const frames: { ts: number; now: number }[] = [];
  let seen = -1;
  let still = 0;
  while (still < quiet && frames.length < 2000) {
    frames.push(await nextFrame());
    if (calls !== seen) {
      seen = calls;
      still = 0;
    } else if (calls > 0) still++;
  }
  const { last: draw, calls: drawCalls } = stopDrawLog();
  if (!draw) throw new Error('the chart drew nothing');
  // The painted frame: the one whose rendering ran the draw, or for a draw in a task the first frame after it.
  const painted =
    draw.frame !== null ? frames.find((f) => f.ts === draw.frame) : frames.find((f) => f.now > draw.at);
  const after = painted ? frames.find((f) => f.ts > painted.ts) : undefined;
  if (!after) throw new Error('no frame after the last draw');
  return { ms: after.now - t0, mountMs, lastDrawMs: draw.at - t0, drawCalls };
}
