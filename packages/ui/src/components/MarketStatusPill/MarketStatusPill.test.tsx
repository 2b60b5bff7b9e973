import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { MarketStatusPill, marketStatuses } from './MarketStatusPill';

describe('MarketStatusPill', () => {
  it.each(marketStatuses)('should show the %s label and state', async (status) => {
    const screen = await render(
      <TsumikiProvider>
        <MarketStatusPill status={status} market="東証" label={`label-${status}`} />
      </TsumikiProvider>,
    );
    const pill = screen.getByText(`東証 · label-${status}`);
    await expect.element(pill).toHaveAttribute('data-status', status);
  });
});
