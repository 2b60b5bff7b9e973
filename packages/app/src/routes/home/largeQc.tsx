// Block-trade route split: see large.tsx. This route: my applications.
import type { Language } from '@tsumiki/sdk';
import { selectBlockApplications } from '@tsumiki/sdk';
import { useEndpoint, useSdk } from '@tsumiki/sdk/react';
import { BlockApplications } from '@tsumiki/ui/screens';
import { brand } from '../../brand';
import { useLabels } from '../../shell/useLabels';

/** /home/largeQc — my block-trade applications (pending review, approved, rejected), newest first. */
export function Component() {
  const sdk = useSdk();
  const labels = useLabels('block');
  const language = sdk.i18n.language as Language;
  const market = brand.markets[0] ?? 'jpy';
  const apps = useEndpoint('listBlockTradeApplications', { type: market });
  const applications = apps.data ? selectBlockApplications(apps.data, language) : undefined;
  return (
    <BlockApplications
      labels={labels}
      status={apps.error ? 'error' : applications ? 'ready' : 'loading'}
      {...(applications ? { applications } : {})}
      {...(apps.error ? { errorText: apps.error.text, onRetry: apps.refetch } : {})}
    />
  );
}
