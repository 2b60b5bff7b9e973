import { type MarketCode, selectAssetSummaryView } from '@tsumiki/sdk';
import { useEndpoint, useMutation, useSdk, useSdkSelector } from '@tsumiki/sdk/react';
import { UserPanel } from '@tsumiki/ui';
import { MarketSwitch } from '@tsumiki/ui/screens';
import { useMemo, useState } from 'react';
import { brand } from '../brand';
import { useNavigate } from '../nav/router';
import { useLabels } from './useLabels';

/** Nothing selected: the summary before the panel has first opened. */
const noSummary = () => null;

export interface ShellUserPanelProps {
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
export function ShellUserPanel({ market, onMarketChange, open, onOpenChange }: ShellUserPanelProps) {
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
