import { Profiler, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes/light.css';
import { bitmapOf, InLook, lookSwitches, nextFrame } from '../fixtures/themeSwitch';
import { Sparkline } from './Sparkline';

function inked(canvas: HTMLCanvasElement) {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
  return n;
}

describe('Sparkline', () => {
  it.each([
    ['a rising series', { given: [1, 2, 3, 2.5, 4], want: 2 }],
    ['a single value', { given: [5], want: 1 }],
    ['no values', { given: [], want: 0 }],
  ])('draws %s at 2x', async (_title, { given, want }) => {
    const screen = await render(
      <div className={lightTheme}>
        <Sparkline values={given} ariaLabel="spark" pixelRatio={2} />
      </div>,
    );
    await nextFrame();
    const canvas = screen.getByRole('img', { name: 'spark' }).element() as HTMLCanvasElement;
    expect(canvas.width).toBe(144);
    const n = inked(canvas);
    expect(want === 0 ? n === 0 : n > 0).toBe(true);
  });

  it('leaves a missing price as a gap and never plots it at the floor', async () => {
    // Prices around 100 with one missing: plotted as zero the line would fall to the bottom row of the canvas.
    const screen = await render(
      <div className={lightTheme}>
        <Sparkline
          values={[null, 100, 101, null, 100.5, 101.5]}
          ariaLabel="spark"
          pixelRatio={1}
          height={28}
        />
      </div>,
    );
    await nextFrame();
    const canvas = screen.getByRole('img', { name: 'spark' }).element() as HTMLCanvasElement;
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const inkedInRow = (y: number) => {
      let n = 0;
      for (let x = 0; x < width; x++) if ((data[(y * width + x) * 4 + 3] ?? 0) > 200) n++;
      return n;
    };
    // The line (opaque ink) spans the prices' own range, top to bottom of the canvas: a missing price counted as
    // zero would squash it into the top rows, or drop it to the floor.
    const rows = Array.from({ length: height }, (_, y) => inkedInRow(y) > 0);
    const top = rows.indexOf(true);
    const bottom = rows.lastIndexOf(true);
    expect(bottom - top).toBeGreaterThan(height / 2);
    expect(inkedInRow(height - 1)).toBe(0);
  });

  it.each(lookSwitches)(
    'repaints in the new colours when %s around it changes, without a remount',
    async (_t, c) => {
      const spark = <Sparkline values={[1, 2, 3, 2.5, 4]} baseline={2} ariaLabel="spark" pixelRatio={2} />;
      const screen = await render(<InLook look={c.from}>{spark}</InLook>);
      await nextFrame();
      const canvas = screen.getByRole('img', { name: 'spark' }).element() as HTMLCanvasElement;
      const before = bitmapOf(canvas);
      await screen.rerender(<InLook look={c.to}>{spark}</InLook>);
      await nextFrame();
      expect(screen.getByRole('img', { name: 'spark' }).element()).toBe(canvas);
      const fresh = await render(<InLook look={c.to}>{spark}</InLook>);
      await nextFrame();
      expect(bitmapOf(canvas)).not.toBe(before);
      expect(bitmapOf(canvas)).toBe(bitmapOf(fresh.container.querySelector('canvas')!));
    },
  );

  it('draws a list of them in one batch before the next frame, every colour read before any canvas is written', async () => {
    // Read in the commit itself (a layout effect after the four, in the same commit): awaiting the render first
    // would let a frame, and so the batch, run before the check on a busy machine.
    let atCommit: number[][] = [];
    function AtCommit() {
      useLayoutEffect(() => {
        const drawn = document.querySelectorAll<HTMLCanvasElement>('[data-sparks] canvas');
        atCommit = [...drawn].map((c) => [c.width, c.height, inked(c)]);
      }, []);
      return null;
    }
    const screen = await render(
      <div className={lightTheme} data-sparks="">
        {[1, 2, 3, 4].map((i) => (
          <Sparkline
            key={i}
            values={[1, 2, i, 2.5, 4]}
            baseline={2}
            ariaLabel={`spark ${i}`}
            pixelRatio={2}
          />
        ))}
        <AtCommit />
      </div>,
    );
    const canvases = [1, 2, 3, 4].map(
      (i) => screen.getByRole('img', { name: `spark ${i}` }).element() as HTMLCanvasElement,
    );
    // Sized in the markup, drawn in the frame's batch: nothing inked in the commit.
    expect(atCommit).toEqual(canvases.map(() => [144, 56, 0]));
    await nextFrame();
    for (const canvas of canvases) expect(inked(canvas)).toBeGreaterThan(0);
  });

  it('mounts in one render and draws again only when its data or look changes', async () => {
    const values = [1, 2, 3, 2.5, 4];
    let renders = 0;
    const spark = (v: readonly number[], baseline = 2) => (
      <div className={lightTheme}>
        <Profiler id="spark" onRender={() => renders++}>
          <Sparkline values={v} baseline={baseline} ariaLabel="spark" pixelRatio={2} />
        </Profiler>
      </div>
    );
    const screen = await render(spark(values));
    expect(renders).toBe(1);
    await nextFrame();
    const canvas = screen.getByRole('img', { name: 'spark' }).element() as HTMLCanvasElement;
    const drawn = bitmapOf(canvas);
    // Blank the bitmap: a redraw would paint it again.
    canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
    await screen.rerender(spark(values));
    await nextFrame();
    expect(inked(canvas)).toBe(0);
    await screen.rerender(spark([...values]));
    await nextFrame();
    expect(bitmapOf(canvas)).toBe(drawn);
    await screen.rerender(spark(values, 3));
    await nextFrame();
    expect(bitmapOf(canvas)).not.toBe(drawn);
  });
});
