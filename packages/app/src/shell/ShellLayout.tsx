import type { MarketCode } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useEndpoint } from '@tsumiki/sdk/react';
import { AppShell, type AppTab, LivePricesToggle } from '@tsumiki/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { brand } from '../brand';
import { Outlet, useLocation, useOutletContext } from '../nav/router';
import { TAB_ROUTES } from '../routeTable';
import { MarketPrices, usePreference } from './priceColors';
import { useLabels } from './useLabels';
import { useRouteFade } from './useRouteFade';

const SHOWN_CALLS = [
  'getUserinfo',
  'listNewStockOrders',
  'listWithdrawals',
  'listFollowOrders',
  'listStockCredits',
  'listPositions',
  'listPositionHistory',
] as const;

/**
 * Keeps the seven shown calls of a market subscribed while the shell is mounted: the asset summary reads them.
 * A component that renders nothing, so their answers re-render it alone, not the shell around the page.
 */
function AssetCalls({ market }: { market: MarketCode }) {
  const arg = { type: market } as const;
  useEndpoint(SHOWN_CALLS[0], arg);
  useEndpoint(SHOWN_CALLS[1], arg);
  useEndpoint(SHOWN_CALLS[2], arg);
  useEndpoint(SHOWN_CALLS[3], arg);
  useEndpoint(SHOWN_CALLS[4], arg);
  useEndpoint(SHOWN_CALLS[5], arg);
  useEndpoint(SHOWN_CALLS[6], arg);
  return null;
}

/**
 * The asset summary's reads of a market as a page sees them: the text of the first that failed (after the SDK's
 * retries) and a retry of every failed one, so a page showing the summary can say so instead of loading on.
 */
export function useAssetCallsError(market: MarketCode): { error?: string; retry: () => void } {
  const arg = { type: market } as const;
  const calls = [
    useEndpoint(SHOWN_CALLS[0], arg),
    useEndpoint(SHOWN_CALLS[1], arg),
    useEndpoint(SHOWN_CALLS[2], arg),
    useEndpoint(SHOWN_CALLS[3], arg),
    useEndpoint(SHOWN_CALLS[4], arg),
    useEndpoint(SHOWN_CALLS[5], arg),
    useEndpoint(SHOWN_CALLS[6], arg),
  ];
  const failed = calls.find((call) => call.error)?.error;
  return {
    ...(failed ? { error: failed.text } : {}),
    retry: () => {
      for (const call of calls) if (call.error) call.refetch();
    },
  };
}

/** What the shell hands its pages: the market the customer chose for the asset summary. */
export interface ShellContext {
  market: MarketCode;
  setMarket: (market: MarketCode) => void;
}

const DEFAULT_MARKET: MarketCode = brand.markets[0] ?? 'jpy';

/**
 * The market chosen in the shell (the user panel's switch, /mine/index, /position/index share it), the brand's
 * first market until the customer picks another. Outside the shell: the brand's first market, unchangeable.
 */
export function useShellMarket(): ShellContext {
  const context = useOutletContext<ShellContext | undefined>();
  return context ?? { market: DEFAULT_MARKET, setMarket: () => {} };
}

/** The pages whose prices update live: they offer "freeze prices" first thing in their content. */
const LIVE_PRICE_PAGES: ReadonlySet<string> = new Set([
  '/home/home',
  '/home/index',
  '/quotes/self',
  '/quotes/info',
  '/quotes/search',
  '/position/index',
]);

/** "Freeze prices" for screen-reader users: the `livePrices` preference, which the SDK's stream follows. */
function FreezePrices() {
  const labels = useLabels('shell');
  const [livePrices, setLivePrices] = usePreference('livePrices');
  return (
    <LivePricesToggle
      frozen={livePrices === 'frozen'}
      onFrozenChange={(frozen) => setLivePrices(frozen ? 'frozen' : 'live')}
      labels={{ freeze: labels.freezePrices, frozen: labels.pricesFrozen }}
    />
  );
}

function activeTab(pathname: string): AppTab | undefined {
  return (Object.entries(TAB_ROUTES) as [AppTab, string][]).find(([, path]) => path === pathname)?.[0];
}

// The panel (a Radix dialog with its focus trap, scroll lock and portal) loads the first time it opens: every
// signed-in page would otherwise download it before showing anything.
const ShellUserPanel = lazy(() => import('./ShellUserPanel').then((m) => ({ default: m.ShellUserPanel })));

/**
 * The signed-in frame: header, bottom menu, and the user panel with the asset summary of the market the customer
 * picks there (a brand with several markets shows the switch); pages read and set it with `useShellMarket`.
 * The shown calls and the panel are components of their own: an answer re-renders them, not the header, the
 * menu and the page.
 */
export function ShellLayout() {
  const labels = useLabels('shell');
  const location = useLocation();
  const pageClass = useRouteFade(location.pathname);
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (panelOpen && !panelLoaded) setPanelLoaded(true);
  const [market, setMarket] = useState<MarketCode>(DEFAULT_MARKET);
  const context = useMemo<ShellContext>(() => ({ market, setMarket }), [market]);
  const unread = useEndpoint('getUnreadCount', undefined, { skip: !brand.features.messages });
  const unreadCount = unread.data?.unread ?? 0;

  // Lists and summaries in the shell show the chosen market's price colours; a page about another market
  // (a stock's detail) scopes its own inside.
  return (
    <MarketPrices market={market}>
      <AssetCalls market={market} />
      <AppShell
        tabs={{
          home: { label: labels.tabHome, href: TAB_ROUTES.home },
          quotes: { label: labels.tabQuotes, href: TAB_ROUTES.quotes },
          trade: { label: labels.tabPositions, href: TAB_ROUTES.trade },
          records: { label: labels.tabRecords, href: TAB_ROUTES.records },
          news: { label: labels.tabNews, href: TAB_ROUTES.news },
        }}
        activeTab={activeTab(location.pathname)}
        search={{ href: '/quotes/search', placeholder: labels.search }}
        messages={{
          href: '/mine/message',
          label: labels.messages,
          unread: unreadCount,
          unreadText: fillLabel(labels.unreadCount, { count: unreadCount }),
        }}
        settings={{ href: '/mine/index', label: labels.settings }}
        userPanel={{ label: labels.userPanel, onOpen: () => setPanelOpen(true) }}
        logo={<img src={brand.logo} alt={brand.name} height={28} />}
      >
        {LIVE_PRICE_PAGES.has(location.pathname) && <FreezePrices />}
        <div key={location.pathname} className={pageClass}>
          <Outlet context={context} />
        </div>
        {panelLoaded && (
          <Suspense fallback={null}>
            <ShellUserPanel
              market={market}
              onMarketChange={setMarket}
              open={panelOpen}
              onOpenChange={setPanelOpen}
            />
          </Suspense>
        )}
      </AppShell>
    </MarketPrices>
  );
}
