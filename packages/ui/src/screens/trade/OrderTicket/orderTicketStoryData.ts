// Story and test fixtures of the order ticket: the SDK's own view model over a Tokyo stock and an account.
import type { components, Language, TicketDraft } from '@tsumiki/sdk';
import { selectOrderTicketView, ticketReasons } from '@tsumiki/sdk';
import { i18nIn } from '../../../components/private/storyLocale';
import { toyotaDetail } from '../../quotes/storyData';

export const account = (
  over: Partial<components['schemas']['UserInfo']> = {},
): components['schemas']['UserInfo'] => ({
  account: '0901234567',
  jpy: '1250000',
  jpyyjed: '0',
  balances: [{ market: 'jpy', currency: 'JPY', available: '1250000', debt: '0' }],
  summary: {} as components['schemas']['UserInfo']['summary'],
  verification: 2,
  fundsPasswordSet: true,
  creditScore: 80,
  tradingBarred: false,
  ...over,
});

/** Friday 20 Nov 2026 10:15 in Tokyo (open) and 16:00 (closed). */
export const TOKYO_OPEN = new Date('2026-11-20T01:15:00Z');
export const TOKYO_CLOSED = new Date('2026-11-20T07:00:00Z');

export const defaultDraft: TicketDraft = {
  side: 'long',
  kind: 'market',
  lots: '100',
  price: '3012',
  leverage: 5,
};

/** The ticket's view model and translated reasons for a draft, as the app route computes them. */
export function ticketFixture(
  language: Language,
  draft: TicketDraft = defaultDraft,
  options: {
    now?: Date;
    user?: components['schemas']['UserInfo'];
    positions?: components['schemas']['PositionList'];
  } = {},
) {
  const view = selectOrderTicketView({
    draft,
    stock: toyotaDetail,
    user: options.user ?? account(),
    config: [],
    now: options.now ?? TOKYO_OPEN,
    language,
    ...(options.positions ? { positions: options.positions } : {}),
  });
  return { view, reasons: ticketReasons(i18nIn(language), view.issues) };
}
