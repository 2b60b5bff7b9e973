import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('should toggle by its label and carry the validation message', async () => {
    const seen: boolean[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Checkbox
          label="利用規約に同意します"
          error="同意してください"
          onCheckedChange={(v) => seen.push(v)}
        />
      </TsumikiProvider>,
    );
    const box = screen.getByRole('checkbox', { name: '利用規約に同意します' });
    await expect.element(box).not.toBeChecked();
    await expect.element(box).toHaveAccessibleDescription('同意してください');
    await userEvent.click(screen.getByText('利用規約に同意します'));
    await expect.element(box).toBeChecked();
    expect(seen).toEqual([true]);
  });
});
