import { type LabelArea, type Labels, labelsFor } from '@tsumiki/sdk/labels';
import { useSdkCore } from '@tsumiki/sdk/react';
import { useMemo } from 'react';

/** The translated labels of one screen area in the current language (the app reloads on a change). */
export function useLabels<A extends LabelArea>(area: A): Labels<A> {
  const { i18n } = useSdkCore();
  return useMemo(() => labelsFor(i18n, area), [i18n, area]);
}
