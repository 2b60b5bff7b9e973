import { type MarketCode, selectAssetSummaryView } from '@tsumiki/sdk';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useEndpoint, useMutation, useSdk, useSdkSelector } from '@tsumiki/sdk/react';
import { AppShell, type AppTab, LivePricesToggle, UserPanel } from '@tsumiki/ui';
import { MarketSwitch } from '@tsumiki/ui/screens';
import { useMemo, useState } from 'react';
import { brand } from '../brand';
import { Outlet, useLocation, useNavigate, useOutletContext } from '../nav/router';
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

/** Nothing selected: the summary before the panel has first opened. */
const noSummary = () => null;

interface ShellUserPanelProps {
  market: MarketCode;
  onMarketChange: (market: MarketCode) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The user panel with the asset summary of the shell's market. The summary is worked out from the first time the
 * panel opens (it shows nowhere else), not on each answer of the seven calls while the first page loads; from
 * then on it follows the store as before, so the panel never shows stale or empty figures while it closes.
 */
function ShellUserPanel({ market, onMarketChange, open, onOpenChange }: ShellUserPanelProps) {
  const sdk = useSdk();
  const labels = useLabels('shell');
  const homeLabels = useLabels('home');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const language = sdk.i18n.language;
  const selectSummary = useMemo(
    () => (opened ? selectAssetSummaryView(sdk.api, market, language) : noSummary),
    [sdk, market, language, opened],
  );
  const summary = useSdkSelector(selectSummary);
  const rows = summary?.rows;
  const user = useEndpoint('getUserinfo', { type: market });
  const [logout] = useMutation('logout');
  return (
    <UserPanel
      open={open}
      onOpenChange={onOpenChange}
      account={user.data?.account ?? sdk.session.get()?.account ?? ''}
      status={
        <MarketSwitch
          labels={homeLabels}
          markets={brand.markets}
          market={market}
          onMarketChange={onMarketChange}
        />
      }
      closeLabel={labels.closePanel}
      assets={{
        totalAssets: { label: labels.totalAssets, value: rows?.totalAssets.text ?? '' },
        marketValue: { label: labels.holdingMarketValue, value: rows?.holdingMarketValue.text ?? '' },
        availableFunds: { label: labels.available, value: rows?.available.text ?? '' },
        frozenFunds: { label: labels.frozen, value: rows?.frozen.text ?? '' },
        totalDebt: { label: labels.totalDebt, value: rows?.totalDebt.text ?? '' },
        unrealisedPnl: {
          label: labels.unrealisedPnl,
          value: rows?.unrealisedPnl.text ?? '',
          direction: rows?.unrealisedPnl.direction ?? 'flat',
        },
      }}
      labels={{
        verification: labels.verification,
        messages: labels.messages,
        customerService: labels.customerService,
        deposit: labels.deposit,
        withdraw: labels.withdraw,
        loan: labels.loan,
        fundRecords: labels.fundRecords,
        positions: labels.myPositions,
        bankCards: labels.bankCards,
        loginPassword: labels.loginPassword,
        tradePassword: labels.tradePassword,
        language: labels.language,
        about: labels.aboutUs,
        privacy: labels.privacy,
        logout: labels.logout,
      }}
      hrefs={{
        verification: '/mine/verified',
        messages: '/mine/message',
        customerService: '/mine/index#kefu',
        deposit: '/mine/deposit',
        withdraw: '/mine/withdraw',
        loan: '/mine/loan',
        fundRecords: '/mine/transactionRecords',
        positions: '/position/index',
        bankCards: '/mine/bank',
        loginPassword: '/mine/loginPassword',
        tradePassword: '/mine/fundPassword',
        language: '/mine/language',
        about: '/mine/about',
        privacy: '/mine/privacy',
      }}
      onLogout={async () => {
        await logout();
        await sdk.session.clear();
        onOpenChange(false);
        navigate('/login/login', { replace: true });
      }}
    />
  );
}

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
        <ShellUserPanel
          market={market}
          onMarketChange={setMarket}
          open={panelOpen}
          onOpenChange={setPanelOpen}
        />
      </AppShell>
    </MarketPrices>
  );
}
