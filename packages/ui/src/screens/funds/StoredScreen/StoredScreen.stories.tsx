import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectDepositHistory, selectExchangeView, translateRule } from '@tsumiki/sdk';
import type { CurrencyCode } from '@tsumiki/sdk/rules';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { storyI18n, storyLabels, storyLanguage } from '../../positions/storyKit';
import { depositFixtures, rateFixtures, userFixture } from '../parts/fixtures';
import { StoredScreen } from './StoredScreen';

type Mode = 'data' | 'loading' | 'empty' | 'error' | 'sameCurrency';

function Story({ globals, mode }: { globals: { locale?: unknown }; mode: Mode }) {
  const language = storyLanguage(globals);
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'funds');
  const [from, setFrom] = useState<CurrencyCode>('USD');
  const [to, setTo] = useState<CurrencyCode>(mode === 'sameCurrency' ? 'USD' : 'JPY');
  const [amount, setAmount] = useState('1000');
  const exchange = selectExchangeView({
    from,
    to,
    amount,
    rates: rateFixtures,
    user: userFixture(),
    language,
  });
  const deposits = mode === 'empty' ? [] : selectDepositHistory(depositFixtures, language);
  return (
    <StoredScreen
      labels={labels}
      {...(mode === 'loading' || mode === 'error' ? {} : { deposits })}
      {...(mode === 'error' ? { error: labels.errorTitle, onRetry: fn() } : {})}
      exchange={exchange}
      from={from}
      to={to}
      onFromChange={setFrom}
      onToChange={setTo}
      exchangeAmount={amount}
      onExchangeAmountChange={setAmount}
      exchangeErrors={exchange.issues.map((i) => translateRule(i18n, i.code, i.params))}
      onExchange={fn()}
    />
  );
}

const meta = {
  title: 'Screens/Funds/StoredScreen',
  component: Story,
  parameters: { bleed: true },
  args: { globals: {}, mode: 'data' },
  render: (args, { globals }) => <Story {...args} globals={globals} />,
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Japanese: S = { globals: { locale: 'ja' } };
export const Chinese: S = { globals: { locale: 'zh-CN' } };
export const English: S = { globals: { locale: 'en' } };
export const Murasaki: S = { globals: { theme: 'murasaki' } };
export const Loading: S = { args: { mode: 'loading' } };
export const Empty: S = { args: { mode: 'empty' } };
export const LoadError: S = { args: { mode: 'error' } };
export const SameCurrencyRefused: S = { args: { mode: 'sameCurrency' } };
