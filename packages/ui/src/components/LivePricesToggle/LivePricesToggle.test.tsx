import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { LivePricesToggle } from './LivePricesToggle';

const labels = { freeze: 'Freeze prices', frozen: 'Prices are frozen' };

describe('LivePricesToggle', () => {
  it('should be a toggle button that says whether prices are frozen', async () => {
    const changes: boolean[] = [];
    const screen = await render(
      <TsumikiProvider>
        <LivePricesToggle frozen={false} onFrozenChange={(f) => changes.push(f)} labels={labels} />
      </TsumikiProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Freeze prices' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    // Out of sight until focused: one pixel, like a skip link.
    expect(toggle.element().closest('div')?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // Focused (tabbed to, or reached by a screen reader), it shows.
    (toggle.element() as HTMLButtonElement).focus();
    expect(toggle.element().closest('div')?.getBoundingClientRect().width).toBeGreaterThan(100);
    await toggle.click();
    expect(changes).toEqual([true]);
    await screen.rerender(
      <TsumikiProvider>
        <LivePricesToggle frozen onFrozenChange={(f) => changes.push(f)} labels={labels} />
      </TsumikiProvider>,
    );
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByText('Prices are frozen')).toBeVisible();
    expect(toggle.element().closest('div')?.getBoundingClientRect().width).toBeGreaterThan(100);
  });
});
