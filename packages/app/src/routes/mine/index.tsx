import { customerService, selectAccountHeader, selectAssetSummaryView, stableView } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk, useSdkSelector } from '@tsumiki/sdk/react';
import { AccountScreen, MarketSwitch } from '@tsumiki/ui/screens';
import { useEffect, useMemo, useState } from 'react';
import { brand } from '../../brand';
import { useLocation, useNavigate } from '../../nav/router';
import { usePreference, usePriceColors } from '../../shell/priceColors';
import { useAssetCallsError, useShellMarket } from '../../shell/ShellLayout';
import { useLabels } from '../../shell/useLabels';

/**
 * /mine/index: the user panel as a page. Customer service opens the config's `kefu` link (else the brand's
 * fallback); the shell's panel links here with `#kefu` to open it at once. A brand with several markets shows
 * the market switch over the page: the asset summary is the chosen market's.
 */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('account');
  const shellLabels = useLabels('shell');
  const homeLabels = useLabels('home');
  const navigate = useNavigate();
  const location = useLocation();
  // The market of the summary is the one picked in the shell (the user panel shares it).
  const { market, setMarket } = useShellMarket();
  const language = sdk.i18n.language;
  const user = useEndpoint('getUserinfo', { type: market });
  const config = useEndpoint('getConfig', { type: 'all' });
  const unread = useEndpoint('getUnreadCount', undefined, { skip: !brand.features.messages });
  const selectSummary = useMemo(
    () => stableView(selectAssetSummaryView(sdk.api, market, language)),
    [sdk, market, language],
  );
  const summary = useSdkSelector(selectSummary);
  const assetCalls = useAssetCallsError(market);
  const [logout, logoutState] = useMutation('logout');
  const [priceColors, setPriceColors] = usePriceColors();
  const [motion, setMotion] = usePreference('motion');
  const [livePrices, setLivePrices] = usePreference('livePrices');
  const [serviceUnavailable, setServiceUnavailable] = useState(false);
  const service = customerService(config.data, brand.customerServiceFallback);
  const marketName = { jpy: shellLabels.marketJpy, usd: shellLabels.marketUsd, cny: shellLabels.marketCny }[
    market
  ];

  const openService = () => {
    if (service.kind === 'unavailable') return setServiceUnavailable(true);
    setServiceUnavailable(false);
    // Not the `noopener` feature: with it window.open always answers null. The opener is cut by hand instead;
    // a pop-up blocker may refuse a new tab outside a tap, and then the link opens in this one.
    const opened = window.open(service.url, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(service.url);
  };

  const askedForService = location.hash === '#kefu' && !config.isLoading;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival with #kefu, after the config loads
  useEffect(() => {
    if (askedForService) openService();
  }, [askedForService]);

  return (
    <>
      <MarketSwitch
        labels={homeLabels}
        markets={brand.markets}
        market={market}
        onMarketChange={setMarket}
        placement="page"
      />
      <AccountScreen
        labels={labels}
        header={selectAccountHeader(user.data, sdk.session.get()?.account ?? '')}
        summary={summary}
        marketName={marketName}
        unread={unread.data?.unread ?? 0}
        onCustomerService={openService}
        serviceUnavailable={serviceUnavailable}
        {...(service.kind === 'link' ? { serviceUrl: service.url } : {})}
        loggingOut={logoutState.isSending}
        priceColors={{ value: priceColors, onChange: setPriceColors }}
        motion={{ value: motion, onChange: setMotion }}
        livePrices={{ value: livePrices, onChange: setLivePrices }}
        {...(assetCalls.error ? { summaryError: assetCalls.error, onRetry: assetCalls.retry } : {})}
        onLogout={async () => {
          await logout();
          await sdk.session.clear();
          navigate('/login/login', { replace: true });
        }}
      />
    </>
  );
}
