import type { TradingCalendar } from '@tsumiki/sdk';
import { calendarFromPublished } from '@tsumiki/sdk';
import { useEndpoint } from '@tsumiki/sdk/react';
import { useMemo } from 'react';

/**
 * The trading calendar the server publishes (`getTradingCalendar`), for the rules that take one: a year the
 * operator loaded counts here without an app or SDK release. Undefined (the SDK's built-in tables) until it is
 * read, or when the backend does not answer the call.
 */
export function useTradingCalendar(): TradingCalendar | undefined {
  const { data } = useEndpoint('getTradingCalendar', undefined);
  return useMemo(() => (data ? calendarFromPublished(data) : undefined), [data]);
}
