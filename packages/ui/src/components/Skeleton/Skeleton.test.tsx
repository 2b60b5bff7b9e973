import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { SkeletonList } from './Skeleton';

describe('SkeletonList', () => {
  it('should announce one busy status with the translated label', async () => {
    const screen = await render(
      <TsumikiProvider>
        <SkeletonList rows={3} label="読み込み中" />
      </TsumikiProvider>,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    await expect.element(status).toHaveTextContent('読み込み中');
  });
});
