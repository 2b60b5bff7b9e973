import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('should open from its trigger, be named by its title and close with Escape', async () => {
    const screen = await render(
      <TsumikiProvider>
        <Dialog trigger={<Button>詳細</Button>} title="注意" description="本文" closeLabel="閉じる" />
      </TsumikiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '詳細' }));
    const dialog = screen.getByRole('dialog', { name: '注意' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('本文');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
