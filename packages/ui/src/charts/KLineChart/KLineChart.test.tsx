import { adjustBars, rsi, sma } from '@tsumiki/sdk/rules';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes/light.css';
import { makeKLineFixture } from '../fixtures/chartStoryData';
import { makeFormatTime } from '../fixtures/formatters';
import { bitmapOf, InLook, lookSwitches } from '../fixtures/themeSwitch';
import type { Bar } from '../types';
import { KLineChart } from './KLineChart';

const fx = makeKLineFixture('day', 300);
const formatTime = makeFormatTime('en-US', 'Asia/Tokyo');

/** Count pixels that differ from the top-left (background) pixel. */
function inkedPixels(canvas: HTMLCanvasElement): number {
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) n++;
  }
  return n;
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/**
 * Bars whose last one spans far beyond all others, so the visible price range stays put under a forward
 * adjustment: only a full repaint can show the adjusted history (a live-tick repaint would leave it stale).
 */
function wideLastBar(): Bar[] {
  const bars = fx.bars.map((b) => ({ ...b }));
  const top = Math.max(...bars.map((b) => b.high));
  const bottom = Math.min(...bars.map((b) => b.low));
  const last = bars[bars.length - 1]!;
  bars[bars.length - 1] = { ...last, high: top * 2, low: bottom * 0.3 };
  return bars;
}

/** Bars adjusted by the SDK for a 5% dividend going ex 30 bars ago (on screen), with their MAs and RSI. */
function adjustedView(bars: readonly Bar[], mode: 'none' | 'forward' | 'backward') {
  const dated = bars.map((b) => ({ ...b, date: new Date(b.time).toISOString().slice(0, 10) }));
  const at = bars.length - 30;
  const prices = adjustBars(dated, [{ date: dated[at]!.date, dividend: dated[at - 1]!.close * 0.05 }], mode);
  const adjusted = bars.map((b, i) => {
    const p = prices[i]!;
    return { ...b, open: p.open, high: p.high, low: p.low, close: p.close };
  });
  const closes = adjusted.map((b) => b.close);
  return {
    bars: adjusted,
    ma: fx.ma.map((s) => ({ ...s, values: sma(closes, Number(s.name.slice(2))) })),
    lower: { kind: 'rsi' as const, lines: [{ name: 'RSI14', values: rsi(closes, 14), color: 'steelblue' }] },
  };
}

async function renderChartElement(element: ReactElement) {
  const screen = await render(element);
  await nextFrame();
  return screen;
}

async function renderChart(extra: Partial<Parameters<typeof KLineChart>[0]> = {}) {
  const screen = await render(
    <div className={lightTheme} style={{ width: 390 }}>
      <KLineChart
        bars={fx.bars}
        ma={fx.ma}
        lower={fx.macd}
        period="day"
        timeZone="Asia/Tokyo"
        formatTime={formatTime}
        ariaLabel="Daily chart"
        pixelRatio={2}
        {...extra}
      />
    </div>,
  );
  await nextFrame();
  return screen;
}

describe('KLineChart', () => {
  it('draws candles onto a HiDPI canvas', async () => {
    const screen = await renderChart();
    const canvases = screen.container.querySelectorAll('canvas');
    expect(canvases).toHaveLength(2);
    const base = canvases[0]!;
    expect(base.width).toBe(780);
    expect(base.style.width).toBe('390px');
    expect(inkedPixels(base)).toBeGreaterThan(5000);
  });

  it('is a focusable image with a description, and arrows move the crosshair and update the tooltip', async () => {
    const screen = await renderChart();
    const img = screen.getByRole('img', { name: 'Daily chart' });
    await expect.element(img).toHaveAttribute('tabindex', '0');
    await expect.element(img).toHaveAccessibleDescription(/High/);
    const status = screen.getByRole('status');
    const last = fx.bars[fx.bars.length - 1]!;
    await expect.element(status).toHaveTextContent(formatTime(last.time, 'day'));
    (img.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const twoBack = fx.bars[fx.bars.length - 2]!;
    // The first arrow starts at the newest bar, the second moves one back.
    await expect.element(status).toHaveTextContent(formatTime(twoBack.time, 'day'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status).toHaveTextContent(formatTime(fx.bars[fx.bars.length - 3]!.time, 'day'));
  });

  it('keeps a visually hidden data table of recent bars', async () => {
    const screen = await renderChart({ tableRows: 5 });
    const table = screen.getByRole('table', { name: 'Daily chart' });
    await expect.element(table).toBeInTheDocument();
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it.each([
    ['an amended last bar', { given: 'amend' }],
    ['an appended bar', { given: 'append' }],
  ] as const)('shows %s in the tooltip', async (_title, { given }) => {
    const screen = await renderChart();
    const last = fx.bars[fx.bars.length - 1]!;
    const bar =
      given === 'amend'
        ? { ...last, close: (last.close + last.open) / 2, volume: last.volume + 1 }
        : { ...last, time: last.time + 86_400_000 * 3, volume: 1 };
    const bars = given === 'amend' ? [...fx.bars.slice(0, -1), bar] : [...fx.bars, bar];
    const ma = fx.ma.map((s) => ({ ...s, values: given === 'amend' ? s.values : [...s.values, null] }));
    await screen.rerender(
      <div className={lightTheme} style={{ width: 390 }}>
        <KLineChart
          bars={bars}
          ma={ma}
          lower={undefined}
          period="day"
          timeZone="Asia/Tokyo"
          formatTime={formatTime}
          ariaLabel="Daily chart"
          pixelRatio={2}
        />
      </div>,
    );
    await nextFrame();
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(formatTime(bar.time, 'day'));
    await expect.element(status).toHaveTextContent(bar.close.toFixed(2));
  });

  it.each([
    ['dragging right pans to older bars', { given: 'drag', want: 'older' }],
    ['wheel up zooms in around the pointer', { given: 'wheel', want: 'older' }],
    ['wheel down zooms out, the newest bar stays on screen', { given: 'wheelOut', want: 'newest' }],
  ] as const)('%s', async (_title, { given, want }) => {
    const screen = await renderChart();
    const img = screen.getByRole('img', { name: 'Daily chart' });
    const canvas = img.element() as HTMLCanvasElement;
    const stage = canvas.parentElement!;
    const r = stage.getBoundingClientRect();
    const at = (x: number) => ({ clientX: r.left + x, clientY: r.top + 100, bubbles: true, pointerId: 1 });
    if (given === 'drag') {
      stage.dispatchEvent(new PointerEvent('pointerdown', { ...at(100), pointerType: 'touch' }));
      for (let x = 110; x <= 250; x += 10) {
        stage.dispatchEvent(new PointerEvent('pointermove', { ...at(x), pointerType: 'touch' }));
      }
      // A quick release flings further into the past, which only strengthens the assertion.
      stage.dispatchEvent(new PointerEvent('pointerup', { ...at(250), pointerType: 'touch' }));
    } else {
      const deltaY = given === 'wheel' ? -400 : 400;
      stage.dispatchEvent(
        new WheelEvent('wheel', { clientX: r.left + 50, clientY: r.top + 50, deltaY, bubbles: true }),
      );
    }
    await nextFrame();
    canvas.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const last = fx.bars[fx.bars.length - 1]!;
    const status = screen.getByRole('status');
    if (want === 'newest') await expect.element(status).toHaveTextContent(formatTime(last.time, 'day'));
    else await expect.element(status).not.toHaveTextContent(formatTime(last.time, 'day'));
  });

  it.each([
    ['MACD in the lower pane', { given: 'MACD', want: ['DIF', 'DEA'], not: ['RSI6'] }],
    ['RSI in the lower pane', { given: 'RSI', want: ['RSI6', 'RSI12'], not: ['DIF'] }],
    [
      'BOLL on the main pane with its bands in the tooltip, no lower pane',
      { given: 'BOLL', want: ['MA5', 'BOLL upper', 'BOLL middle', 'BOLL lower'], not: ['DIF', 'RSI6'] },
    ],
    ['MACD without BOLL bands', { given: 'MACD', want: ['DIF'], not: ['BOLL upper'] }],
  ] as const)('the indicator switch shows %s', async (_title, { given, want, not }) => {
    const chosen: string[] = [];
    const screen = await renderChart({
      lower: undefined,
      indicators: {
        label: 'Indicator',
        options: [
          { value: 'macd', label: 'MACD' },
          { value: 'rsi', label: 'RSI' },
          { value: 'boll', label: 'BOLL' },
        ],
        macd: fx.macd as Extract<typeof fx.macd, { kind: 'macd' }>,
        rsi: fx.rsi as Extract<typeof fx.rsi, { kind: 'rsi' }>,
        boll: fx.boll,
        onValueChange: (v) => chosen.push(v),
      },
    });
    await expect.element(screen.getByRole('radiogroup', { name: 'Indicator' })).toBeInTheDocument();
    const radio = screen.getByRole('radio', { name: given });
    if (given !== 'MACD') await radio.click();
    await expect.element(radio).toHaveAttribute('aria-checked', 'true');
    expect(chosen).toEqual(given === 'MACD' ? [] : [given.toLowerCase()]);
    const status = screen.getByRole('status');
    for (const name of want) await expect.element(status).toHaveTextContent(name);
    for (const name of not) await expect.element(status).not.toHaveTextContent(name);
  });

  it.each(lookSwitches)(
    'repaints in the new colours when %s around it changes, without a remount',
    async (_t, c) => {
      const chart = (
        <KLineChart
          bars={fx.bars}
          ma={fx.ma}
          lower={fx.macd}
          period="day"
          timeZone="Asia/Tokyo"
          formatTime={formatTime}
          ariaLabel="Daily chart"
          pixelRatio={2}
        />
      );
      const screen = await render(<InLook look={c.from}>{chart}</InLook>);
      await nextFrame();
      const base = screen.container.querySelector('canvas')!;
      const before = bitmapOf(base);
      await screen.rerender(<InLook look={c.to}>{chart}</InLook>);
      await nextFrame();
      expect(screen.container.querySelector('canvas')).toBe(base);
      const fresh = await render(<InLook look={c.to}>{chart}</InLook>);
      await nextFrame();
      expect(bitmapOf(base)).not.toBe(before);
      expect(bitmapOf(base)).toBe(bitmapOf(fresh.container.querySelector('canvas')!));
    },
  );

  it.each(['forward', 'backward'] as const)(
    'repaints every candle and line when the adjustment switches to %s',
    async (mode) => {
      const bars = wideLastBar();
      const chart = (view: ReturnType<typeof adjustedView>) => (
        <div className={lightTheme} style={{ width: 390 }}>
          <KLineChart
            {...view}
            period="day"
            timeZone="Asia/Tokyo"
            formatTime={formatTime}
            ariaLabel="Daily chart"
            pixelRatio={2}
          />
        </div>
      );
      const screen = await renderChartElement(chart(adjustedView(bars, 'none')));
      const base = screen.container.querySelector('canvas')!;
      const before = bitmapOf(base);
      await screen.rerender(chart(adjustedView(bars, mode)));
      await nextFrame();
      const fresh = await renderChartElement(chart(adjustedView(bars, mode)));
      expect(bitmapOf(base)).not.toBe(before);
      expect(bitmapOf(base)).toBe(bitmapOf(fresh.container.querySelector('canvas')!));
    },
  );

  it('keys data-table rows uniquely when formatted times repeat', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      // Yearly labels on intraday bars: many rows share one formatted time.
      await renderChart({ formatTime: () => '2024', tableRows: 10 });
    } finally {
      console.error = original;
    }
    expect(errors.filter((e) => String(e).includes('same key'))).toEqual([]);
  });
});
