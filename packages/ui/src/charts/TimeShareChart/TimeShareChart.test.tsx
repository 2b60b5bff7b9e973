import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes/light.css';
import { randomTimeShare } from '../fixtures/randomWalk';
import { bitmapOf, InLook, lookSwitches, nextFrame } from '../fixtures/themeSwitch';
import { marketSessions } from '../geometry/sessionLayout';
import { TimeShareChart } from './TimeShareChart';

const points = randomTimeShare(Date.UTC(2025, 2, 14), 9, marketSessions.tse, 3, 2500, 200);
const formatTime = (t: number) => new Date(t).toISOString().slice(11, 16);

describe('TimeShareChart', () => {
  it('draws the day on a HiDPI canvas, and the keyboard inspects points', async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 390 }}>
        <TimeShareChart
          points={points}
          prevClose={2500}
          sessions={marketSessions.tse}
          timeZone="Asia/Tokyo"
          formatTime={formatTime}
          ariaLabel="Intraday"
          pixelRatio={3}
        />
      </div>,
    );
    const img = screen.getByRole('img', { name: 'Intraday' });
    const canvas = img.element() as HTMLCanvasElement;
    // The width comes from the ResizeObserver's first report, which a loaded machine may deliver after render
    // returns (KLineChart's test waits a frame for the same reason).
    await expect.poll(() => canvas.width).toBe(1170);
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 400)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(colours.size).toBeGreaterThan(3);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(formatTime(points[points.length - 1]!.time));
    (img.element() as HTMLElement).focus();
    await userEvent.keyboard('{Home}');
    await expect.element(status).toHaveTextContent(formatTime(points[0]!.time));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(status).toHaveTextContent(formatTime(points[1]!.time));
    await expect.element(screen.getByRole('table', { name: 'Intraday' })).toBeInTheDocument();
  });

  it.each(lookSwitches)(
    'repaints in the new colours when %s around it changes, without a remount',
    async (_t, c) => {
      const chart = (
        <TimeShareChart
          points={points}
          prevClose={2500}
          sessions={marketSessions.tse}
          timeZone="Asia/Tokyo"
          formatTime={formatTime}
          ariaLabel="Intraday"
          pixelRatio={2}
        />
      );
      const screen = await render(<InLook look={c.from}>{chart}</InLook>);
      await nextFrame();
      const canvas = screen.container.querySelector('canvas')!;
      const before = bitmapOf(canvas);
      await screen.rerender(<InLook look={c.to}>{chart}</InLook>);
      await nextFrame();
      expect(screen.container.querySelector('canvas')).toBe(canvas);
      const fresh = await render(<InLook look={c.to}>{chart}</InLook>);
      await nextFrame();
      expect(bitmapOf(canvas)).not.toBe(before);
      expect(bitmapOf(canvas)).toBe(bitmapOf(fresh.container.querySelector('canvas')!));
    },
  );
});
