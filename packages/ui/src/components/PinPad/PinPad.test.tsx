import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { PinPad } from './PinPad';

function Harness({ done }: { done: string[] }) {
  const [value, setValue] = useState('');
  return (
    <PinPad
      label="資金パスワード"
      value={value}
      onChange={setValue}
      onComplete={(p) => done.push(p)}
      deleteLabel="削除"
    />
  );
}

describe('PinPad', () => {
  it('should collect six digits, allow delete, and report completion once', async () => {
    const done: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Harness done={done} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('group', { name: '資金パスワード' })).toBeVisible();
    for (const d of ['1', '2', '9'])
      await userEvent.click(screen.getByRole('button', { name: d, exact: true }));
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    await expect.element(screen.getByRole('status')).toHaveAccessibleName('2 of 6');
    for (const d of ['3', '4', '5', '6', '7'])
      await userEvent.click(screen.getByRole('button', { name: d, exact: true }));
    expect(done).toEqual(['123456']);
  });
});
