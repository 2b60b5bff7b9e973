import { useOnline, useSdkCore, useStreamState } from '@tsumiki/sdk/react';
import { OfflineBanner, ToastProvider, TsumikiProvider, useToast } from '@tsumiki/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { brand } from '../brand';
import type { BrandStyle } from '../brand/style';
import { loadTheme } from '../brand/theme';
import { Outlet, useLocation, useMatches, useNavigate } from '../nav/router';
import { withRedirect } from '../routes/login/redirect';
import { usePreference, usePriceConvention } from './priceColors';
import { RouterLink } from './RouterLink';
import { useLabels } from './useLabels';
import { useRouteFade } from './useRouteFade';

/**
 * Turns the SDK's events into navigation and toasts. A rejected session goes to sign-in, naming the signed-in
 * page it left as the `redirect` (in-app routes only), so signing in again returns there.
 */
function SdkEvents() {
  const sdk = useSdkCore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const { toast, dismissAll } = useToast();
  useEffect(() => {
    const off = [
      sdk.events.on('toast', ({ text, durationMs }) => {
        toast({ title: text, tone: 'danger', duration: durationMs });
      }),
      sdk.events.on('toasts-cleared', () => dismissAll()),
      sdk.events.on('unauthorized', () =>
        navigate(withRedirect('/login/login', here.current), { replace: true }),
      ),
    ];
    return () => {
      for (const unsubscribe of off) unsubscribe();
    };
  }, [sdk, toast, dismissAll, navigate]);
  return null;
}

/** A reconnect this short (a restarting instance, a new list of symbols) is not worth a notice. */
const RECONNECT_NOTICE_MS = 3_000;

/** Whether live prices have been reconnecting for a while (the offline banner's calmer notice). */
function usePricesDelayed(): boolean {
  const { state } = useStreamState();
  const reconnecting = state === 'reconnecting';
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!reconnecting) {
      setDelayed(false);
      return;
    }
    const timer = setTimeout(() => setDelayed(true), RECONNECT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);
  return delayed;
}

const DARK = '(prefers-color-scheme: dark)';
const subscribeDark = (change: () => void) => {
  const query = window.matchMedia(DARK);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/**
 * The brand's theme, or its dark one while the phone is in dark mode (tokens and runtime JSON keep theirs). Each
 * theme's CSS is its own chunk: a switch waits for the chunk, so the app never shows a theme without its CSS
 * (main.tsx loads the one the phone starts in before the first render).
 */
function useBrandTheme(brandStyle: BrandStyle | undefined) {
  // The prerendered first screen (no window) is the brand's theme: the app shows it only to a phone in light mode.
  const dark = useSyncExternalStore(
    subscribeDark,
    () => window.matchMedia(DARK).matches,
    () => false,
  );
  const wanted = dark && brand.darkTheme && !brandStyle ? brand.darkTheme : brand.theme;
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    let current = true;
    void loadTheme(wanted).then(() => {
      if (current) setShown(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return shown;
}

/** The id of the layout route that holds the header, the bottom menu and the user panel. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * Every route renders inside the brand's theme, with toasts and the offline banner (which also says when live
 * prices are reconnecting), and fades in when the customer moves to it (not the first one the app opens on, not
 * under reduced motion: the system's or the customer's setting).
 * Pages inside the shell fade within it (see ShellLayout): the shell itself stays mounted across them, so
 * the header, the user panel's open state and the shell's subscriptions survive a navigation.
 */
export function Root({ brandStyle }: { brandStyle?: BrandStyle }) {
  const sdk = useSdkCore();
  const location = useLocation();
  const inShell = useMatches().some((match) => match.id === SHELL_ROUTE_ID);
  const labels = useLabels('shell');
  const online = useOnline();
  const pricesDelayed = usePricesDelayed();
  const [motion] = usePreference('motion');
  // Outside the shell (sign-in, documents) prices follow the brand's first market; the shell and pages about
  // one market scope their own (ShellLayout, MarketPrices).
  const priceConvention = usePriceConvention(brand.markets[0] ?? 'jpy');
  const theme = useBrandTheme(brandStyle);
  const pageKey = inShell ? SHELL_ROUTE_ID : location.pathname;
  const pageClass = useRouteFade(pageKey);
  return (
    <TsumikiProvider
      theme={theme}
      runtimeStyle={brandStyle}
      priceConvention={priceConvention}
      linkComponent={RouterLink}
      lang={sdk.i18n.language}
      reducedMotion={motion === 'reduce'}
    >
      <ToastProvider dismissLabel={labels.closePanel} label={labels.messages}>
        <SdkEvents />
        <OfflineBanner
          offline={!online}
          title={labels.offline}
          description={labels.offlineHint}
          pricesDelayed={
            pricesDelayed
              ? { title: labels.pricesReconnecting, description: labels.pricesReconnectingHint }
              : undefined
          }
        />
        <div key={pageKey} className={pageClass}>
          <Outlet />
        </div>
      </ToastProvider>
    </TsumikiProvider>
  );
}
