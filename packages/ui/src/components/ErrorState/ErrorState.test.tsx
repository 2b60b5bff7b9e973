import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('should announce the error and call onRetry', async () => {
    let retried = 0;
    const screen = await render(
      <TsumikiProvider>
        <ErrorState
          title="読み込めませんでした"
          retryLabel="再試行"
          onRetry={() => {
            retried += 1;
          }}
        />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('読み込めませんでした');
    await screen.getByRole('button', { name: '再試行' }).click();
    expect(retried).toBe(1);
  });

  it('should hide the retry button without a handler', async () => {
    const screen = await render(
      <TsumikiProvider>
        <ErrorState title="エラー" retryLabel="再試行" />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
  });
});
