// A .tsx name only so the ui project (browser) runs it: it draws on a real canvas and reads its pixels.
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../geometry/coordinate';
import { drawTimeShare, type TimeShareRenderData } from './timeShare';

const colors = {
  line: '#0000ff',
  area: '#0000ff',
  average: '#ff8800',
  up: '#cc0000',
  down: '#008800',
  flat: '#ff00ff',
  text: '#333333',
  grid: '#cccccc',
  background: '#ffffff',
  crosshair: '#999999',
};

/** A day whose price runs flat along the previous close through the labels' corners. */
function day(): TimeShareRenderData {
  const width = 320;
  const height = 200;
  const n = 60;
  const prevCloseY = 80;
  const xs = Array.from({ length: n }, (_, i) => (i * width) / (n - 1)) as Coordinate[];
  return {
    width,
    height,
    xs,
    prices: xs.map(() => 100),
    averages: xs.map(() => 100),
    volumes: xs.map(() => ({ value: 190 as Coordinate, up: true })),
    y: () => prevCloseY,
    prevCloseY,
    priceBottom: 160,
    volumeBase: 200 as Coordinate,
    marks: [],
    axis: [
      { y: 0, price: '102.00', percent: '+2.00%', tone: 'up' },
      { y: prevCloseY, price: '100.00', percent: '0.00%', tone: 'flat' },
      { y: 160, price: '98.00', percent: '-2.00%', tone: 'down' },
    ],
    slots: n,
    crosshair: null,
    colors,
    font: '10px sans-serif',
  };
}

function pixel(ctx: CanvasRenderingContext2D, x: number, y: number): string {
  const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

describe('drawTimeShare', () => {
  it("puts the previous close's labels on a chip: neither its dashed line nor the price line strikes through", () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const data = day();
    drawTimeShare(ctx, 1, data);
    // Just right of the price label's text (x 2 … about 40), on the line's row: the chip, not a line's colour.
    const labelEnd = 2 + ctx.measureText('100.00').width;
    expect(pixel(ctx, Math.floor(labelEnd) + 2, data.prevCloseY)).toBe(colors.background);
    expect(pixel(ctx, 0, data.prevCloseY)).toBe(colors.background);
    expect(pixel(ctx, 319, data.prevCloseY)).toBe(colors.background);
    // In the middle, away from the labels, the lines are drawn there (the price and average lines over the dashed one).
    expect(pixel(ctx, 160, data.prevCloseY)).not.toBe(colors.background);
  });
});
