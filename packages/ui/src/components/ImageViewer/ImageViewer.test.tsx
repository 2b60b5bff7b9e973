import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleImage } from '../private/sampleImage';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { ImageViewer } from './ImageViewer';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, pinchZoom, stepZoom } from './zoom';

describe('zoom', () => {
  const cases: [string, { given: () => number; want: number }][] = [
    ['clamps below a third', { given: () => clampZoom(0.1), want: MIN_ZOOM }],
    ['clamps above three', { given: () => clampZoom(5), want: MAX_ZOOM }],
    ['a pinch apart doubles', { given: () => pinchZoom(1, 100, 200), want: 2 }],
    ['a pinch together halves', { given: () => pinchZoom(1, 200, 100), want: 0.5 }],
    ['a pinch stops at three', { given: () => pinchZoom(2, 100, 400), want: 3 }],
    ['a degenerate pinch keeps the zoom', { given: () => pinchZoom(1.2, 0, 50), want: 1.2 }],
    ['step in', { given: () => stepZoom(1, 'in'), want: 1.5 }],
    ['step out stops at a third', { given: () => stepZoom(0.4, 'out'), want: MIN_ZOOM }],
  ];
  it.each(cases)('%s', (_t, { given, want }) => {
    expect(given()).toBeCloseTo(want, 6);
  });
});

describe('ImageViewer', () => {
  it('should zoom out to a third with its buttons and then disable zoom-out', async () => {
    const screen = await render(
      <TsumikiProvider>
        <ImageViewer
          open
          src={sampleImage}
          alt="身分証"
          title="写真"
          zoomOutLabel="縮小"
          zoomInLabel="拡大"
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('dialog', { name: '写真' })).toBeVisible();
    const out = screen.getByRole('button', { name: '縮小' });
    for (let i = 0; i < 3; i++) await userEvent.click(out);
    await expect.element(screen.getByRole('status')).toHaveTextContent('33%');
    await expect.element(out).toBeDisabled();
    await expect.element(screen.getByRole('img', { name: '身分証' })).toHaveAttribute('data-scale', '0.333');
  });
});
