import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TicketDraft } from '@tsumiki/sdk';
import { translateMessage } from '@tsumiki/sdk';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { i18nIn } from '../../../components/private/storyLocale';
import { storyLabels, storyLanguage } from '../../quotes/storyData';
import { OrderTicket } from './OrderTicket';
import { account, defaultDraft, TOKYO_CLOSED, ticketFixture } from './orderTicketStoryData';

/** Story parameters: the draft, the clock and the account the view model is computed for. */
interface StoryData {
  draft?: TicketDraft;
  now?: Date;
  user?: ReturnType<typeof account>;
}

const meta = {
  title: 'Screens/Trade/OrderTicket',
  component: OrderTicket,
  parameters: { bleed: true },
  args: {
    labels: storyLabels('trade'),
    open: true,
    onOpenChange: fn(),
    draft: defaultDraft,
    onDraftChange: fn(),
    onSubmit: fn(),
    sending: false,
    ...ticketFixture('ja'),
  },
  render: (args, { globals, parameters }) => {
    const language = storyLanguage(globals);
    const data = (parameters.data ?? {}) as StoryData;
    const draft = data.draft ?? args.draft;
    const fixture = ticketFixture(language, draft, {
      ...(data.now ? { now: data.now } : {}),
      ...(data.user ? { user: data.user } : {}),
    });
    const pinError = args.pinError && translateMessage(i18nIn(language), args.pinError);
    return (
      <OrderTicket
        {...args}
        {...fixture}
        draft={draft}
        labels={storyLabels('trade', language)}
        {...(pinError ? { pinError } : {})}
      />
    );
  },
} satisfies Meta<typeof OrderTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '注文' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('ロスカット価格￥2,713.51');
    await userEvent.click(screen.getByRole('button', { name: '注文内容を確認' }));
    const sheet = await screen.findByRole('alertdialog', { name: '注文の確認' });
    await expect(sheet).toHaveTextContent('レバレッジ5倍');
    for (const digit of '135790') await userEvent.click(screen.getByRole('button', { name: digit }));
    await userEvent.click(screen.getByRole('button', { name: '注文する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('135790');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const LimitOrder: Story = {
  parameters: { data: { draft: { ...defaultDraft, kind: 'limit', price: '2990', leverage: 1 } } },
};
export const BeyondLimit: Story = {
  parameters: { data: { draft: { ...defaultDraft, kind: 'limit', price: '3500' } } },
};
/** A short: the server would close it above the last price. */
export const Short: Story = { parameters: { data: { draft: { ...defaultDraft, side: 'short' } } } };
/** An unleveraged long cannot lose more than it costs: no stop-out price. */
export const Unleveraged: Story = {
  parameters: { data: { draft: { ...defaultDraft, leverage: 1 } } },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Order' })).toHaveTextContent(
      'Stop-out priceNone',
    );
  },
};
export const MarketClosed: Story = { parameters: { data: { now: TOKYO_CLOSED } } };
export const InsufficientBalance: Story = {
  parameters: { data: { draft: { ...defaultDraft, lots: '5000' } } },
};
export const FundsPasswordNotSet: Story = {
  parameters: { data: { user: account({ fundsPasswordSet: false }) } },
};
export const AccountBarred: Story = { parameters: { data: { user: account({ tradingBarred: true }) } } };
export const NoLots: Story = { parameters: { data: { draft: { ...defaultDraft, lots: '' } } } };
export const Sending: Story = { args: { sending: true } };
/** The server refused the funds password: the confirmation says so under the PIN pad (arg: the msg key). */
export const WrongFundsPassword: Story = {
  args: { pinError: 'fundsPassword.wrong' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: '注文内容を確認' }));
    const sheet = await screen.findByRole('alertdialog', { name: '注文の確認' });
    await expect(sheet).toHaveTextContent('取引パスワードが正しくありません');
  },
};
