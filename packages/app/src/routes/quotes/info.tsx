import type { AdjustMode, ChartIndicator, ChartPeriodKey, OrderSide, TicketDraft } from '@tsumiki/sdk';
import {
  buyFormFromDraft,
  chartTickFormatter,
  chartTimeFormatter,
  initialTicketDraft,
  isMarketCode,
  KLINE_PERIOD_PARAM,
  MARKETS,
  rulesConfigFromItems,
  selectKLineView,
  selectOrderTicketView,
  selectStockDetailView,
  selectTimeShareView,
  ticketReasons,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { useToast } from '@tsumiki/ui';
import { OrderTicket, StockDetailScreen } from '@tsumiki/ui/screens';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../nav/router';
import { MarketPrices } from '../../shell/priceColors';
import { useTradingCalendar } from '../../shell/tradingCalendar';
import { useLabels } from '../../shell/useLabels';

/** /quotes/info?code=&type= — quote header, charts, watchlist toggle and the order ticket. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('quotes');
  const tradeLabels = useLabels('trade');
  const language = sdk.i18n.language;
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const typeParam = params.get('type') ?? '';
  const type = isMarketCode(typeParam) ? typeParam : 'jpy';
  const stockForm = { code, type };

  const stock = useEndpoint('getStock', stockForm, { skip: code === '' });
  const [period, setPeriod] = useState<ChartPeriodKey>('timeShare');
  const [adjust, setAdjust] = useState<AdjustMode>('none');
  const [indicator, setIndicator] = useState<ChartIndicator>('macd');
  const line = useEndpoint('getTimeShare', stockForm, { skip: code === '' || period !== 'timeShare' });
  const bars = useEndpoint(
    'getKLine',
    { code, type, period: KLINE_PERIOD_PARAM[period], adjust, limit: '200' },
    { skip: code === '' || period === 'timeShare' },
  );
  const kline = useMemo(() => (bars.data ? selectKLineView(bars.data.bars) : null), [bars.data]);
  const timeShare = useMemo(() => (line.data ? selectTimeShareView(line.data) : null), [line.data]);
  const formatTime = useMemo(() => chartTimeFormatter(language, MARKETS[type].timeZone), [language, type]);
  const formatTick = useMemo(() => chartTickFormatter(language, MARKETS[type].timeZone), [language, type]);
  const chartError = period === 'timeShare' ? line.error : bars.error;

  const [watch, watchState] = useMutation('addWatchlist');
  const [unwatch, unwatchState] = useMutation('removeWatchlist');

  // The ticket: user info and config only once it opens (browsing quotes needs no session).
  const [draft, setDraft] = useState<TicketDraft | null>(null);
  const user = useEndpoint('getUserinfo', { type }, { skip: draft === null });
  const config = useEndpoint('getConfig', { type: 'all' }, { skip: draft === null });
  // What is held in this market: the ticket's stop-out price is the book's, this order included.
  const held = useEndpoint('listPositions', { type }, { skip: draft === null });
  const calendar = useTradingCalendar();
  const [buy, buyState] = useMutation('buyStock');
  const ticket =
    draft && stock.data
      ? selectOrderTicketView({
          ...(calendar ? { calendar } : {}),
          draft,
          stock: stock.data,
          user: user.data,
          config: config.data,
          now: sdk.clock(),
          language,
          ...(held.data ? { positions: held.data } : {}),
        })
      : null;
  // A wrong (or locked) funds password is shown under the PIN pad until the next try or ticket.
  const [pinError, setPinError] = useState<string>();
  const openTicket = (side: OrderSide) => {
    if (!stock.data) return;
    setPinError(undefined);
    setDraft(initialTicketDraft(side, stock.data, rulesConfigFromItems(config.data ?? []).leverages));
  };
  const submit = async (fundsPassword: string) => {
    if (!draft || !stock.data || buyState.isSending) return;
    setPinError(undefined);
    const { data, error } = await buy(buyFormFromDraft(stock.data, draft, fundsPassword));
    if (error?.msg === 'fundsPassword.wrong' || error?.msg === 'request.tooFrequent') setPinError(error.text);
    // A refusal is toasted by the shell from the SDK's event; the ticket stays open to fix it.
    if (data) {
      toast({ title: tradeLabels.success, tone: 'success' });
      navigate('/position/index');
    }
  };

  // The stock's own market decides its price colours, the order ticket's (a dialog opened inside) included.
  return (
    <MarketPrices market={type}>
      <StockDetailScreen
        labels={labels}
        detail={stock.data ? selectStockDetailView(stock.data, sdk.clock(), language, calendar) : null}
        {...(stock.error && !stock.data ? { error: stock.error.text, onRetry: stock.refetch } : {})}
        chart={{
          period,
          onPeriodChange: setPeriod,
          adjust,
          onAdjustChange: setAdjust,
          indicator,
          onIndicatorChange: setIndicator,
          kline,
          timeShare,
          formatTime,
          formatTick,
          ...(chartError ? { error: chartError.text } : {}),
        }}
        watchBusy={watchState.isSending || unwatchState.isSending}
        onToggleWatch={async () => {
          await (stock.data?.watched ? unwatch(stockForm) : watch(stockForm));
          // The detail's `watched` is cached under the market tag, which watchlist calls do not invalidate.
          stock.refetch();
        }}
        onBuy={openTicket}
      />
      {draft && ticket && (
        <OrderTicket
          labels={tradeLabels}
          open
          onOpenChange={(open) => {
            if (!open) setDraft(null);
          }}
          view={ticket}
          draft={draft}
          onDraftChange={setDraft}
          reasons={ticketReasons(sdk.i18n, ticket.issues)}
          {...(pinError ? { pinError } : {})}
          onSubmit={(fundsPassword) => void submit(fundsPassword)}
          sending={buyState.isSending}
        />
      )}
    </MarketPrices>
  );
}
