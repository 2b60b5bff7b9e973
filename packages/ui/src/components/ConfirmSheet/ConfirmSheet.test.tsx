import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { ConfirmSheet } from './ConfirmSheet';

describe('ConfirmSheet', () => {
  it('should show the summary as an alert dialog and call onConfirm / onCancel', async () => {
    const calls: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <ConfirmSheet
          trigger={<Button>注文</Button>}
          title="注文の確認"
          rows={[{ label: '手数料', value: '120円' }]}
          confirmLabel="注文する"
          cancelLabel="キャンセル"
          onConfirm={() => calls.push('confirm')}
          onCancel={() => calls.push('cancel')}
        />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '注文' }));
    const sheet = screen.getByRole('alertdialog', { name: '注文の確認' });
    await expect.element(sheet).toBeVisible();
    await expect.element(sheet.getByRole('definition')).toHaveTextContent('120円');
    await userEvent.click(screen.getByRole('button', { name: '注文する' }));
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(calls).toEqual(['confirm', 'cancel']);
    await expect.element(sheet).not.toBeInTheDocument();
  });
});
