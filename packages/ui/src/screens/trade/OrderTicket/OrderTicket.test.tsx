import type { TicketDraft } from '@tsumiki/sdk';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../../../components/TsumikiProvider/TsumikiProvider';
import { storyLabels } from '../../quotes/storyData';
import { OrderTicket } from './OrderTicket';
import { account, defaultDraft, ticketFixture } from './orderTicketStoryData';

const labels = storyLabels('trade', 'en');

/** The ticket with its draft held as the app route holds it, re-priced by the SDK on every edit. */
function Harness({
  user = account(),
  onSubmit,
}: {
  user?: ReturnType<typeof account>;
  onSubmit: (pin: string) => void;
}) {
  const [draft, setDraft] = useState<TicketDraft>(defaultDraft);
  const fixture = ticketFixture('en', draft, { user });
  return (
    <TsumikiProvider>
      <OrderTicket
        labels={labels}
        open
        onOpenChange={() => {}}
        draft={draft}
        onDraftChange={setDraft}
        {...fixture}
        onSubmit={onSubmit}
        sending={false}
      />
    </TsumikiProvider>
  );
}

describe('OrderTicket', () => {
  it('prices the draft, asks for confirmation with the risk line and the funds password, then submits once', async () => {
    const sent: string[] = [];
    const screen = await render(<Harness onSubmit={(pin) => sent.push(pin)} />);
    const dialog = screen.getByRole('dialog', { name: labels.title });
    await expect.element(dialog).toHaveTextContent('¥60,240.00'); // margin of 100 × 3,012 at 5x
    // Closed by the server where half that margin is gone: 298.49 (9.91 %) below the last price.
    await expect.element(dialog).toHaveTextContent('Stop-out price¥2,713.51');
    await expect.element(dialog).toHaveTextContent('To stop-out¥298.49 (9.91%)');
    await userEvent.click(screen.getByRole('radio', { name: '10x' }));
    await expect.element(dialog).toHaveTextContent('¥30,120.00');
    await expect.element(dialog).toHaveTextContent('Stop-out price¥2,864.26');
    await userEvent.click(screen.getByRole('radio', { name: '1x' }));
    await expect.element(dialog).toHaveTextContent('Stop-out priceNone');
    await userEvent.click(screen.getByRole('radio', { name: '10x' }));
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
    const sheet = screen.getByRole('alertdialog', { name: labels.confirmTitle });
    await expect.element(sheet).toHaveTextContent('At 10x leverage');
    await expect.element(sheet).toHaveTextContent('¥2,864.26');
    const confirm = screen.getByRole('button', { name: labels.confirm });
    await expect.element(confirm).toBeDisabled();
    for (const digit of '246810'.slice(0, 6))
      await userEvent.click(screen.getByRole('button', { name: digit, exact: true }));
    await userEvent.click(confirm);
    expect(sent).toEqual(['246810']);
  });

  it.each([
    ['a barred account', { user: account({ tradingBarred: true }), want: 'barred from trading' }],
    ['no funds password', { user: account({ fundsPasswordSet: false }), want: 'trading password' }],
    [
      'too little money',
      {
        user: account({ balances: [{ market: 'jpy', currency: 'JPY', available: '100', debt: '0' }] }),
        want: 'nsufficient',
      },
    ],
  ])('lists why it cannot be sent: %s', async (_t, { user, want }) => {
    const screen = await render(<Harness user={user} onSubmit={() => {}} />);
    await expect.element(screen.getByRole('region', { name: labels.reasons })).toHaveTextContent(want);
    await expect.element(screen.getByRole('button', { name: labels.submit })).toBeDisabled();
  });

  it.each([320, 390])(
    'keeps the quantity stepper inside the dialog on a %i px phone (English)',
    async (width) => {
      await page.viewport(width, 800);
      const screen = await render(<Harness onSubmit={() => {}} />);
      const dialog = screen.getByRole('dialog').element().getBoundingClientRect();
      for (const name of ['Increase', 'Decrease']) {
        const step = screen.getByRole('button', { name }).element().getBoundingClientRect();
        expect(step.right).toBeLessThanOrEqual(dialog.right);
        expect(step.left).toBeGreaterThanOrEqual(dialog.left);
      }
      expect(dialog.right).toBeLessThanOrEqual(width);
    },
  );
});
