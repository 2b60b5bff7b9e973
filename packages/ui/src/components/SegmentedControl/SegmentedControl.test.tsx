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
});
