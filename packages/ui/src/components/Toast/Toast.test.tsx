import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { ToastProvider, useToast } from './Toast';

function Trigger() {
  const { toast, dismissAll } = useToast();
  return (
    <>
      <Button onClick={dismissAll}>全部閉じる</Button>
      <Button
        onClick={() => {
          toast({ title: '約定しました', tone: 'success', duration: 60_000 });
          toast({ title: '残高不足', tone: 'danger', duration: 60_000 });
        }}
      >
        通知
      </Button>
    </>
  );
}

describe('Toast', () => {
  it('should stack toasts in a labelled region and dismiss one by its button', async () => {
    const screen = await render(
      <TsumikiProvider>
        <ToastProvider dismissLabel="閉じる" label="通知一覧">
          <Trigger />
        </ToastProvider>
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '通知', exact: true }));
    const region = screen.getByRole('region', { name: /通知一覧/ });
    await expect.element(region.getByText('約定しました', { exact: true })).toBeVisible();
    await expect.element(region.getByText('残高不足', { exact: true })).toBeVisible();
    expect(region.getByRole('listitem').all()).toHaveLength(2);
    await userEvent.click(region.getByRole('button', { name: '閉じる' }).first());
    await expect.element(region.getByText('約定しました', { exact: true })).not.toBeInTheDocument();
    expect(region.getByRole('listitem').all()).toHaveLength(1);
    // The toast stack covers the top of the page, so press the button without a pointer.
    (screen.getByRole('button', { name: '全部閉じる' }).element() as HTMLButtonElement).click();
    await expect.element(region.getByText('残高不足', { exact: true })).not.toBeInTheDocument();
  });

  it('should refuse to work outside its provider', async () => {
    await expect(render(<Trigger />)).rejects.toThrow(/ToastProvider/);
  });
});
