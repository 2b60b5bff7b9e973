import type { Labels } from '@tsumiki/sdk/labels';
import type { MarketCode } from '@tsumiki/sdk/rules';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import * as layout from '../private/layout.css';

const MARKET_LABEL = { jpy: 'marketJpy', usd: 'marketUsd', cny: 'marketCny' } as const;

export interface MarketSwitchProps {
  /** The `home` labels in the reader's language: `labelsFor(i18n, 'home')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'home'>;
  /** The brand's markets, default first; nothing shows with one market. */
  markets: readonly MarketCode[];
  /** The chosen market. */
  market: MarketCode;
  /** Called with the market the customer picks. */
  onMarketChange: (market: MarketCode) => void;
  /**
   * `'inline'`: where it is put (inside a screen, a panel). `'page'`: over a screen, as its first line, in the
   * page's column and gutter — where every market-bound screen shows it. Default `'inline'`.
   */
  placement?: 'inline' | 'page';
}

/** Switches the market a home screen shows (jpy, usd, cny as the brand offers). */
export function MarketSwitch({
  labels,
  markets,
  market,
  onMarketChange,
  placement = 'inline',
}: MarketSwitchProps) {
  if (markets.length < 2) return null;
  const control = (
    <SegmentedControl
      label={labels.market}
      value={market}
      onValueChange={onMarketChange}
      options={markets.map((m) => ({ value: m, label: labels[MARKET_LABEL[m]] }))}
    />
  );
  return placement === 'page' ? <div className={layout.pageBar}>{control}</div> : control;
}
