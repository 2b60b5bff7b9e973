import { useOnline, useSdkCore } from '@tsumiki/sdk/react';
import { OfflineBanner, ToastProvider, TsumikiProvider, useToast } from '@tsumiki/ui';
import { useEffect, useRef } from 'react';
import { brand } from '../brand';
import type { BrandStyle } from '../brand/style';
import { Outlet, useLocation, useMatches, useNavigate } from '../nav/router';
import { withRedirect } from '../routes/login/redirect';
import { usePriceConvention } from './priceColors';
import { RouterLink } from './RouterLink';
import * as styles from './shell.css';
import { useLabels } from './useLabels';

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

/** The id of the layout route that holds the header, the bottom menu and the user panel. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * Every route renders inside the brand's theme, with toasts and the offline banner, and fades in (not under
 * reduced motion).
 * Pages inside the shell fade within it (see ShellLayout): the shell itself stays mounted across them, so
 * the header, the user panel's open state and the shell's subscriptions survive a navigation.
 */
export function Root({ brandStyle }: { brandStyle?: BrandStyle }) {
  const sdk = useSdkCore();
  const location = useLocation();
  const inShell = useMatches().some((match) => match.id === SHELL_ROUTE_ID);
  const labels = useLabels('shell');
  const online = useOnline();
  // Outside the shell (sign-in, documents) prices follow the brand's first market; the shell and pages about
  // one market scope their own (ShellLayout, MarketPrices).
  const priceConvention = usePriceConvention(brand.markets[0] ?? 'jpy');
  return (
    <TsumikiProvider
      theme={brand.theme}
      runtimeStyle={brandStyle}
      priceConvention={priceConvention}
      linkComponent={RouterLink}
      lang={sdk.i18n.language}
    >
      <ToastProvider dismissLabel={labels.closePanel} label={labels.messages}>
        <SdkEvents />
        <OfflineBanner offline={!online} title={labels.offline} description={labels.offlineHint} />
        <div key={inShell ? SHELL_ROUTE_ID : location.pathname} className={styles.fade}>
          <Outlet />
        </div>
      </ToastProvider>
    </TsumikiProvider>
  );
}
