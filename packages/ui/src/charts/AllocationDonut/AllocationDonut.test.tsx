import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes/light.css';
import { vars } from '../../theme/vars.css';
import { bitmapOf, InLook, lookSwitches, nextFrame } from '../fixtures/themeSwitch';
import { donutAngles } from '../renderers/donut';
import { AllocationDonut } from './AllocationDonut';

const slices = [
  { label: 'Stocks', value: 3, color: 'rgb(200, 0, 0)' },
  { label: 'Cash', value: 1, color: 'rgb(0, 0, 200)' },
];

describe('AllocationDonut', () => {
  it.each([
    ['two slices', { given: [3, 1], want: [0.75, 0.25] }],
    ['a zero slice', { given: [1, 0, 1], want: [0.5, 0, 0.5] }],
    ['a negative value counts as zero', { given: [2, -1], want: [1, 0] }],
  ])('angles for %s follow the values in order', (_title, { given, want }) => {
    const angles = donutAngles(
      given.map((value, i) => ({ label: String(i), value, color: 'red' })),
      0,
    );
    const shares = angles.map((a) => (a.endAngle - a.startAngle) / (2 * Math.PI));
    shares.forEach((share, i) => {
      expect(share).toBeCloseTo(want[i]!, 9);
    });
  });

  it('draws the slice colours and lists the shares in a hidden table', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <AllocationDonut slices={slices} ariaLabel="Allocation" size={100} pixelRatio={2} />
      </div>,
    );
    const canvas = screen.getByRole('img', { name: 'Allocation' }).element() as HTMLCanvasElement;
    expect(canvas.width).toBe(200);
    const ctx = canvas.getContext('2d')!;
    // Inside the ring: the first slice runs clockwise from 12 to 9 o'clock, the second from 9 to 12.
    expect([...ctx.getImageData(180, 100, 1, 1).data].slice(0, 3)).toEqual([200, 0, 0]);
    expect([...ctx.getImageData(43, 43, 1, 1).data].slice(0, 3)).toEqual([0, 0, 200]);
    const table = screen.getByRole('table', { name: 'Allocation' });
    await expect.element(table).toHaveTextContent('75.0%');
  });

  // The convention does not colour a donut: its slices take the theme's chart series colours.
  it.each(lookSwitches.filter(([t]) => t !== 'the price convention'))(
    'repaints in the new colours when %s around it changes, without a remount',
    async (_t, c) => {
      const themed = [
        { label: 'Stocks', value: 3, color: vars.color.chart.series1 },
        { label: 'Cash', value: 1, color: vars.color.chart.series2 },
      ];
      const donut = <AllocationDonut slices={themed} ariaLabel="Allocation" size={100} pixelRatio={2} />;
      const screen = await render(<InLook look={c.from}>{donut}</InLook>);
      const canvas = screen.getByRole('img', { name: 'Allocation' }).element() as HTMLCanvasElement;
      const before = bitmapOf(canvas);
      await screen.rerender(<InLook look={c.to}>{donut}</InLook>);
      await nextFrame();
      expect(screen.getByRole('img', { name: 'Allocation' }).element()).toBe(canvas);
      const fresh = await render(<InLook look={c.to}>{donut}</InLook>);
      expect(bitmapOf(canvas)).not.toBe(before);
      expect(bitmapOf(canvas)).toBe(bitmapOf(fresh.container.querySelector('canvas')!));
    },
  );
});
