import type { MarketCode, OrderSide, TicketDraft, TicketInput } from '@tsumiki/sdk';
import {
  buyFormFromDraft,
  initialTicketDraft,
  rulesConfigFromItems,
  selectOrderTicketView,
  ticketReasons,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { useToast } from '@tsumiki/ui';
import { OrderTicket } from '@tsumiki/ui/screens';
import { useState } from 'react';
import { useNavigate } from '../nav/router';
import { useTradingCalendar } from '../shell/tradingCalendar';
import { useLabels } from '../shell/useLabels';

export interface BuyTicketProps {
  market: MarketCode;
  stock: TicketInput['stock'];
  /** Buy or sell: the side the customer opened the ticket for. */
  side: OrderSide;
  onClose: () => void;
}

/**
 * The order ticket of a stock's page, open while it is mounted: user info, config and what is held in the
 * market load with it, a buy goes to the positions page.
 */
export function BuyTicket({ market, stock, side, onClose }: BuyTicketProps) {
  const sdk = useSdk();
  const tradeLabels = useLabels('trade');
  const navigate = useNavigate();
  const { toast } = useToast();
  const user = useEndpoint('getUserinfo', { type: market });
  const config = useEndpoint('getConfig', { type: 'all' });
  // The leverages the config offers when it is at hand already; the ticket's draft starts from them.
  const [draft, setDraft] = useState<TicketDraft>(() =>
    initialTicketDraft(side, stock, rulesConfigFromItems(config.data ?? []).leverages),
  );
  // What is held in this market: the ticket's stop-out price is the book's, this order included.
  const held = useEndpoint('listPositions', { type: market });
  const calendar = useTradingCalendar();
  const [buy, buyState] = useMutation('buyStock');
  // A wrong (or locked) funds password is shown under the PIN pad until the next try or ticket.
  const [pinError, setPinError] = useState<string>();
  const ticket = selectOrderTicketView({
    ...(calendar ? { calendar } : {}),
    draft,
    stock,
    user: user.data,
    config: config.data,
    now: sdk.clock(),
    language: sdk.i18n.language,
    ...(held.data ? { positions: held.data } : {}),
  });
  const submit = async (fundsPassword: string) => {
    if (buyState.isSending) return;
    setPinError(undefined);
    const { data, error } = await buy(buyFormFromDraft(stock, draft, fundsPassword));
    if (error?.msg === 'fundsPassword.wrong' || error?.msg === 'request.tooFrequent') setPinError(error.text);
    // A refusal is toasted by the shell from the SDK's event; the ticket stays open to fix it.
    if (data) {
      toast({ title: tradeLabels.success, tone: 'success' });
      navigate('/position/index');
    }
  };
  return (
    <OrderTicket
      labels={tradeLabels}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      view={ticket}
      draft={draft}
      onDraftChange={setDraft}
      reasons={ticketReasons(sdk.i18n, ticket.issues)}
      {...(pinError ? { pinError } : {})}
      onSubmit={(fundsPassword) => void submit(fundsPassword)}
      sending={buyState.isSending}
    />
  );
}
