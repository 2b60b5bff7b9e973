import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { SegmentedControl } from './SegmentedControl';

describe('SegmentedControl', () => {
  it('should expose a labelled radio group and report the chosen value', async () => {
    const seen: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <SegmentedControl
          label="注文種別"
          options={[
            { value: 'limit', label: '指値' },
            { value: 'market', label: '成行' },
          ]}
          onValueChange={(v) => seen.push(v)}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('radiogroup', { name: '注文種別' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '指値' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '成行' }));
    await expect.element(screen.getByRole('radio', { name: '成行' })).toBeChecked();
    expect(seen).toEqual(['market']);
  });

  it('should move and choose with the arrow keys, skipping a disabled option, with one tab stop', async () => {
    const seen: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <SegmentedControl
          label="Side"
          options={[
            { value: 'buy', label: 'Buy' },
            { value: 'hold', label: 'Hold', disabled: true },
            { value: 'sell', label: 'Sell' },
          ]}
          defaultValue="sell"
          onValueChange={(v) => seen.push(v)}
        />
      </TsumikiProvider>,
    );
    const radio = (name: string) => screen.getByRole('radio', { name }).element() as HTMLButtonElement;
    expect([radio('Buy').tabIndex, radio('Hold').tabIndex, radio('Sell').tabIndex]).toEqual([-1, -1, 0]);
    radio('Sell').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Buy'));
    await expect.element(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Sell'));
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Sell' })).not.toBeChecked();
    expect(seen).toEqual(['buy', 'sell', 'buy']);
    expect(radio('Buy').tabIndex).toBe(0);
  });
});
