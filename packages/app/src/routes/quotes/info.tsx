import type { AdjustMode, ChartIndicator, ChartPeriodKey, OrderSide } from '@tsumiki/sdk';
import {
  chartTickFormatter,
  chartTimeFormatter,
  isMarketCode,
  KLINE_PERIOD_PARAM,
  MARKETS,
  selectKLineView,
  selectStockDetailView,
  selectTimeShareView,
} from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk } from '@tsumiki/sdk/react';
import { StockDetailScreen } from '@tsumiki/ui/screens';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from '../../nav/router';
import { MarketPrices } from '../../shell/priceColors';
import { useTradingCalendar } from '../../shell/tradingCalendar';
import { useLabels } from '../../shell/useLabels';

// The order ticket (its dialog, PIN pad and the trade rules behind its view) loads when the customer opens it:
// browsing a quote downloads none of it.
const BuyTicket = lazy(() => import('../../trade/BuyTicket').then((m) => ({ default: m.BuyTicket })));

/** /quotes/info?code=&type= — quote header, charts, watchlist toggle and the order ticket. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('quotes');
  const language = sdk.i18n.language;
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

  // The side of the open order ticket, none while it is closed.
  const [ticketSide, setTicketSide] = useState<OrderSide | null>(null);
  const calendar = useTradingCalendar();
  const openTicket = (side: OrderSide) => {
    if (stock.data) setTicketSide(side);
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
      {ticketSide && stock.data && (
        <Suspense fallback={null}>
          <BuyTicket market={type} stock={stock.data} side={ticketSide} onClose={() => setTicketSide(null)} />
        </Suspense>
      )}
    </MarketPrices>
  );
}
