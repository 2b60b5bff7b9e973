import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createTsumiki, type Tsumiki, withStore } from '../createTsumiki';
import { createTsumikiCore } from '../createTsumikiCore';
import type { components } from '../generated/api';
import { LIVE_REFRESH_MS } from '../stream/polling';
import type { QuoteTick } from '../stream/quoteStream';
import { ManualTimers, settle, streamFetch } from '../stream/testing';
import { createVisibility } from '../stream/visibility';
import { memorySession } from '../transport/session';
import { SdkProvider, useEndpoint, useStreamState } from './binding';

type Quote = components['schemas']['Quote'];

const quote = (code: string, price: string): Quote => ({
  code,
  name: `Stock ${code}`,
  market: 'jpy',
  price,
  open: price,
  previousClose: price,
  high: price,
  low: price,
  volume: '100',
  amount: '1000.00',
  change: '0.00',
  changeRate: '0.00',
  time: '2026-11-19T01:00:00.000Z',
});

const page = { list: [quote('7203', '3000.00'), quote('6758', '4000.00')], total: 2, page: 1, pageSize: 20 };
const listArg = { type: 'jpy', sort: 'changeRate', order: 'desc', page: '1', pageSize: '20' } as const;

/** The options of an SDK whose fetch answers the market list; the stream answers as `streamAnswer` says. */
function sdkOptions(streamAnswer?: Parameters<typeof streamFetch>[0]) {
  const timers = new ManualTimers();
  const stream = streamFetch(streamAnswer);
  const options = {
    baseUrl: 'http://127.0.0.1:1/api/vue',
    fetch: async (request) =>
      request.url.endsWith('/market/stream')
        ? stream.fetch(request)
        : new Response(JSON.stringify({ status: 1, msg: 'ok', data: page }), {
            headers: { 'content-type': 'application/json' },
          }),
    session: memorySession({ token: 't', account: '0901234567' }),
    language: 'en' as const,
    languageStorage: null,
    preferenceStorage: null,
    visibility: createVisibility(() => undefined),
    // The stream opens when the debounce (on these manual timers) ends, not a real frame later.
    stream: { timers, random: () => 0, afterPaint: (run) => run() },
  } satisfies Parameters<typeof createTsumiki>[0];
  return { options, timers, stream };
}

function makeSdk(streamAnswer?: Parameters<typeof streamFetch>[0]) {
  const { options, timers, stream } = sdkOptions(streamAnswer);
  return { sdk: createTsumiki(options), timers, stream };
}

/** The polling interval the store holds for the list's subscription. */
function listPolling(sdk: Tsumiki): number | undefined {
  const state = sdk.store.getState() as unknown as {
    tsumikiApi: { subscriptions: Record<string, Record<string, { pollingInterval?: number }>> };
  };
  const key = Object.keys(state.tsumikiApi.subscriptions).find((k) => k.startsWith('listMarket'));
  return Object.values(state.tsumikiApi.subscriptions[key ?? ''] ?? {})[0]?.pollingInterval;
}

function List() {
  const { data } = useEndpoint('listMarket', listArg);
  const { state } = useStreamState();
  return (
    <>
      <p>stream {state}</p>
      <ul>
        {data?.list.map((q) => (
          <li key={q.code}>
            {q.code} {q.price}
          </li>
        ))}
      </ul>
    </>
  );
}

describe('live quotes in React', () => {
  it('should watch the rows on screen, poll once a minute while live and show ticks', async () => {
    const { sdk, timers, stream } = makeSdk();
    const screen = await render(
      <SdkProvider sdk={sdk}>
        <List />
      </SdkProvider>,
    );
    await expect.element(screen.getByText('7203 3000.00')).toBeVisible();
    timers.advance(50);
    await settle();
    expect(stream.requests[0]?.symbols).toEqual(['jpy:6758', 'jpy:7203']);
    stream.requests[0]?.stream.hello([]);
    await expect.element(screen.getByText('stream live')).toBeVisible();
    // The store syncs its subscriptions a moment later.
    await vi.waitFor(() => expect(listPolling(sdk)).toBe(LIVE_REFRESH_MS));
    const tick: QuoteTick = {
      ...quote('7203', '3010.00'),
      symbol: 'jpy:7203',
      marketCap: '0.00',
      time: '2026-11-19T01:00:05.000Z',
      minute: '2026-11-19T01:01:00.000Z',
      trading: true,
    };
    stream.requests[0]?.stream.send('quotes', { time: tick.time, quotes: [tick] }, '1000');
    await expect.element(screen.getByText('7203 3010.00')).toBeVisible();
    screen.unmount();
    timers.advance(50);
    expect(sdk.stream.getState()).toBe('idle');
    expect(stream.requests[0]?.stream.closed).toBe(true);
  });

  it('should fall back to the endpoint’s own polling when the server has no stream', async () => {
    const { sdk, timers } = makeSdk(() => new Response(null, { status: 404 }));
    const screen = await render(
      <SdkProvider sdk={sdk}>
        <List />
      </SdkProvider>,
    );
    await expect.element(screen.getByText('7203 3000.00')).toBeVisible();
    timers.advance(50);
    await expect.element(screen.getByText('stream polling')).toBeVisible();
    // The store syncs its subscriptions a moment later.
    await vi.waitFor(() => expect(listPolling(sdk)).toBe(3_000));
  });

  it('should stop polling while prices are frozen', async () => {
    const { sdk, timers } = makeSdk(() => new Response(null, { status: 404 }));
    sdk.preferences.set('livePrices', 'frozen');
    const screen = await render(
      <SdkProvider sdk={sdk}>
        <List />
      </SdkProvider>,
    );
    await expect.element(screen.getByText('7203 3000.00')).toBeVisible();
    timers.advance(50);
    await expect.element(screen.getByText('stream polling')).toBeVisible();
    // The store syncs its subscriptions a moment later.
    await vi.waitFor(() => expect(listPolling(sdk)).toBe(0));
  });

  it('should read idle above the screens until withStore adds the stream, then follow it', async () => {
    const { options, timers } = sdkOptions(() => new Response(null, { status: 404 }));
    const core = createTsumikiCore(options);
    function Banner() {
      const { state } = useStreamState();
      return <p>banner {state}</p>;
    }
    let showList: () => void = () => {};
    function Screens() {
      const [shown, setShown] = useState(false);
      showList = () => setShown(true);
      return shown ? <List /> : null;
    }
    const screen = await render(
      <SdkProvider sdk={core}>
        <Banner />
        <Screens />
      </SdkProvider>,
    );
    await expect.element(screen.getByText('banner idle')).toBeVisible();
    const sdk = withStore(core);
    expect(sdk.stream.getState()).toBe('idle');
    showList();
    await expect.element(screen.getByText('7203 3000.00')).toBeVisible();
    timers.advance(50);
    await expect.element(screen.getByText('banner polling')).toBeVisible();
  });
});
