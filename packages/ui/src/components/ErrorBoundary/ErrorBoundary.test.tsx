import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorState } from '../ErrorState/ErrorState';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { ErrorBoundary } from './ErrorBoundary';

/** Throws while `state.broken`, as a lazy component whose code did not load throws where it renders. */
function Part({ state }: { state: { broken: boolean } }) {
  if (state.broken) throw new TypeError('Failed to fetch dynamically imported module');
  return <p>Chart drawn</p>;
}

describe('ErrorBoundary', () => {
  it('shows its children while they render', async () => {
    const screen = await render(
      <ErrorBoundary fallback={<p>Broken</p>}>
        <Part state={{ broken: false }} />
      </ErrorBoundary>,
    );
    await expect.element(screen.getByText('Chart drawn')).toBeVisible();
    await expect.element(screen.getByText('Broken')).not.toBeInTheDocument();
  });

  it('keeps a failure to its part: the fallback there, the rest of the screen stays, onError told', async () => {
    const onError = vi.fn();
    // React reports a caught error to the console too; that report is not under test.
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const screen = await render(
      <main>
        <h1>Toyota</h1>
        <ErrorBoundary fallback={<p>Broken</p>} onError={onError}>
          <Part state={{ broken: true }} />
        </ErrorBoundary>
      </main>,
    );
    await expect.element(screen.getByText('Broken')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Toyota' })).toBeVisible();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(TypeError);
    console.mockRestore();
  });

  it("renders the children again when the fallback's retry resets it, and fails again if the cause stays", async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const load = { broken: true };
    let tries = 0;
    const screen = await render(
      <TsumikiProvider>
        <ErrorBoundary
          fallback={(reset) => (
            <ErrorState
              title="Could not load the chart"
              retryLabel="Try again"
              onRetry={() => {
                tries += 1;
                reset();
              }}
            />
          )}
        >
          <Part state={load} />
        </ErrorBoundary>
      </TsumikiProvider>,
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    // Still broken: the part throws again and the error state is back.
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Could not load the chart');
    expect(tries).toBe(1);
    load.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.element(screen.getByText('Chart drawn')).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    expect(tries).toBe(2);
    console.mockRestore();
  });
});
