import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useAfterPaint } from './useAfterPaint';

/** Records, at each commit, whether the hook answered painted. */
function Probe({ ready, seen }: { ready: boolean; seen: boolean[] }) {
  const painted = useAfterPaint(ready);
  useLayoutEffect(() => {
    seen.push(painted);
  });
  return <p>{painted ? 'painted' : 'waiting'}</p>;
}

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers false at the first commit and true once a frame has painted', async () => {
    const seen: boolean[] = [];
    let frames = 0;
    const raf = globalThis.requestAnimationFrame.bind(globalThis);
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) =>
      raf((time) => {
        frames += 1;
        callback(time);
      }),
    );
    const screen = await render(<Probe ready seen={seen} />);
    expect(seen[0]).toBe(false);
    await expect.element(screen.getByText('painted')).toBeVisible();
    expect(frames).toBe(1);
    expect(seen.at(-1)).toBe(true);
  });

  it('waits while not ready, then for a frame after it becomes ready, and stays true', async () => {
    const seen: boolean[] = [];
    const screen = await render(<Probe ready={false} seen={seen} />);
    // Several frames pass: still waiting for the content it is gated on.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await expect.element(screen.getByText('waiting')).toBeVisible();
    expect(seen.every((p) => !p)).toBe(true);
    await screen.rerender(<Probe ready seen={seen} />);
    await expect.element(screen.getByText('painted')).toBeVisible();
    await screen.rerender(<Probe ready={false} seen={seen} />);
    await expect.element(screen.getByText('painted')).toBeVisible();
  });

  it('gives up waiting for a frame after the cap (a hidden tab paints none)', async () => {
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    vi.useFakeTimers();
    try {
      const seen: boolean[] = [];
      const screen = await render(<Probe ready seen={seen} />);
      await vi.advanceTimersByTimeAsync(999);
      expect(screen.container.textContent).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(screen.container.textContent).toBe('painted');
    } finally {
      vi.useRealTimers();
    }
  });
});
