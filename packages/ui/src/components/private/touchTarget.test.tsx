import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { TOUCH_TARGET_PX } from './touchTarget.css';

/** How far from `from` along (dx, dy) a tap still lands on `el`, probing whole pixels with elementFromPoint. */
function reach(el: Element, from: { x: number; y: number }, dx: number, dy: number): number {
  let last = 0;
  for (let d = 1; d <= 60; d++) {
    const hit = document.elementFromPoint(from.x + dx * d, from.y + dy * d);
    if (!hit || !el.contains(hit)) break;
    last = d;
  }
  return last;
}

/** The box that answers taps, measured around the control's centre (not its CSS box). */
function hitBox(el: Element) {
  const r = el.getBoundingClientRect();
  const centre = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  return {
    width: reach(el, centre, -1, 0) + reach(el, centre, 1, 0) + 1,
    height: reach(el, centre, 0, -1) + reach(el, centre, 0, 1) + 1,
    drawnHeight: r.height,
  };
}

export type Case = [
  title: string,
  { given: { ui: ReactNode; role: 'button' | 'radio'; name: string }; want: { drawnHeight: number } },
];

const segments = (size: 'sm' | 'md') => (
  <SegmentedControl
    label="市場"
    size={size}
    options={[
      { value: 'jpy', label: '日本株' },
      { value: 'usd', label: '米国株' },
    ]}
  />
);

const cases: Case[] = [
  [
    'Button sm',
    { given: { ui: <Button size="sm">OK</Button>, role: 'button', name: 'OK' }, want: { drawnHeight: 32 } },
  ],
  [
    'Button md',
    { given: { ui: <Button>注文</Button>, role: 'button', name: '注文' }, want: { drawnHeight: 44 } },
  ],
  [
    'Button lg',
    {
      given: { ui: <Button size="lg">注文</Button>, role: 'button', name: '注文' },
      want: { drawnHeight: 50 },
    },
  ],
  [
    'SegmentedControl sm',
    { given: { ui: segments('sm'), role: 'radio', name: '日本株' }, want: { drawnHeight: 30 } },
  ],
  [
    'SegmentedControl md',
    { given: { ui: segments('md'), role: 'radio', name: '日本株' }, want: { drawnHeight: 38 } },
  ],
];

describe('touch targets', () => {
  it.each(cases)(
    '%s answers taps over at least 44x44 px and keeps its drawn size',
    async (_t, { given, want }) => {
      const screen = await render(
        <TsumikiProvider fill={false}>
          <div style={{ padding: 64, display: 'flex' }}>{given.ui}</div>
        </TsumikiProvider>,
      );
      const el = screen.getByRole(given.role, { name: given.name });
      await expect.element(el).toBeVisible();
      const box = hitBox(el.element());
      expect(box.drawnHeight).toBe(want.drawnHeight);
      expect(box.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
      expect(box.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    },
  );

  it('should not grow the hit box far past 44 px', async () => {
    const screen = await render(
      <TsumikiProvider fill={false}>
        <div style={{ padding: 64, display: 'flex' }}>
          <Button size="sm">OK</Button>
        </div>
      </TsumikiProvider>,
    );
    const box = hitBox(screen.getByRole('button', { name: 'OK' }).element());
    expect(box.height).toBeLessThanOrEqual(TOUCH_TARGET_PX + 1);
  });
});
