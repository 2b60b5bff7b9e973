import { createSelector } from '@reduxjs/toolkit';
import type { Language } from '../../i18n/languages';
import { ALLOCATION_PARTS, type AllocationPart, assetAllocation } from '../../rules/allocation';
import { type AssetSummary, summarizeAssets } from '../../rules/assets';
import { shareTexts } from '../../rules/chartReadout';
import { MARKETS, type MarketCode } from '../../rules/currencies';
import { formatMoney } from '../../rules/format';
import type { Decimal } from '../../rules/money';
import type { AssetRow } from '../../rules/screens/assets';
import type { SdkApi } from '../createSdkApi';
import type { StoreState } from '../makeStore';

/** An amount as a screen needs it: the text to show and the decimal behind it. */
export interface AmountView {
  raw: Decimal;
  text: string;
  /** For colouring a P&L: never the only signal, the text carries the sign. */
  direction: 'up' | 'down' | 'flat';
}

/** One slice of the allocation ring: a part of total assets (`assetAllocation`). */
export interface AllocationSliceView {
  key: AllocationPart;
  /** The amount, formatted in the market's currency (signed when negative). */
  text: string;
  /** A plain number for the ring's angles only (never booked or summed); negative parts draw as zero. */
  value: number;
  /** Its share of the positive parts, e.g. `62.5%` (`shareTexts`). */
  share: string;
}

export interface AssetSummaryView {
  market: MarketCode;
  /** Every row's figure; `loading` until all seven shown calls have answered once (not while one refetches). */
  rows: Record<AssetRow, AmountView>;
  /** Total assets split into available, positions and other frozen funds, in that order. */
  allocation: AllocationSliceView[];
  loading: boolean;
  /** The msg key of the first call that failed, if any. */
  error?: string;
  summary: AssetSummary;
}

/**
 * The allocation ring of a summary: each part of `assetAllocation` with its amount in the market's currency,
 * a plain number for the angles and its share (`shareTexts`). Part of `selectAssetSummaryView`; exported for
 * views built without a store (stories, previews).
 */
export function allocationView(
  summary: AssetSummary,
  market: MarketCode,
  language: Language,
): AllocationSliceView[] {
  const parts = assetAllocation(summary);
  const values = ALLOCATION_PARTS.map((key) => Number(parts[key]));
  const shares = shareTexts(values);
  const currency = MARKETS[market].currency;
  return ALLOCATION_PARTS.map((key, k) => ({
    key,
    text: formatMoney(parts[key], { language, currency }),
    value: values[k] ?? 0,
    share: shares[k] ?? '',
  }));
}

function direction(value: Decimal): AmountView['direction'] {
  return value.startsWith('-') ? 'down' : /^0(\.0+)?$/.test(value) ? 'flat' : 'up';
}

/**
 * Selects the user panel's asset summary for a market from the seven shown calls in the cache: the server's
 * book figures (getUserinfo `summary`, when it is this market's) and otherwise the spec formula over the lists
 * (`summarizeAssets` documents both). Subscribe to the seven queries with `{ type: market }` first.
 * Memoised: the same view object comes back until one of the seven cache entries changes, so it can feed
 * `useSyncExternalStore` directly.
 */
export function selectAssetSummaryView(
  api: SdkApi,
  market: MarketCode,
  language: Language,
): (state: StoreState<SdkApi>) => AssetSummaryView {
  const arg = { type: market };
  const currency = MARKETS[market].currency;
  const e = api.endpoints;
  return createSelector(
    [
      e.getUserinfo.select(arg),
      e.listNewStockOrders.select(arg),
      e.listWithdrawals.select(arg),
      e.listFollowOrders.select(arg),
      e.listStockCredits.select(arg),
      e.listPositions.select(arg),
      e.listPositionHistory.select(arg),
    ],
    (user, newStocks, withdrawals, follows, credits, positions, history): AssetSummaryView => {
      const results = [user, newStocks, withdrawals, follows, credits, positions, history];
      const failed = results.find((r) => r.isError);
      const summary = summarizeAssets({
        userinfo: user.data ?? {},
        newStocks: newStocks.data ?? [],
        withdrawals: withdrawals.data ?? [],
        follows: follows.data ?? [],
        stockCredits: credits.data ?? [],
        positions: positions.data?.list ?? [],
        realisedPnl: history.data?.lsyk,
        books: user.data?.summary?.market === market ? user.data.summary : null,
      });
      const view = (raw: Decimal, signed = false): AmountView => ({
        raw,
        text: formatMoney(raw, {
          language,
          currency,
          ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
        }),
        direction: direction(raw),
      });
      const error = failed?.error as { msg?: string } | undefined;
      return {
        market,
        // Until each call has answered once. A refetch (a poll, a change elsewhere) keeps the figures on view: the
        // raw select is `pending` again then, and a summary going back to its placeholder blinks on every poll.
        loading: results.some((r) => r.data === undefined && !r.isError),
        ...(error?.msg ? { error: error.msg } : {}),
        summary,
        allocation: allocationView(summary, market, language),
        rows: {
          totalAssets: view(summary.totalAssets),
          holdingMarketValue: view(summary.holdingMarketValue),
          available: view(summary.available),
          frozen: view(summary.frozen),
          totalDebt: view(summary.totalDebt),
          unrealisedPnl: view(summary.unrealisedPnl, true),
        },
      };
    },
  );
}
