import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('should show the title, description and action', async () => {
    const screen = await render(
      <TsumikiProvider>
        <EmptyState title="記録なし" description="まだ取引がありません" action={<Button>入金する</Button>} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByText('記録なし')).toBeVisible();
    await expect.element(screen.getByText('まだ取引がありません')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '入金する' })).toBeVisible();
  });
});
