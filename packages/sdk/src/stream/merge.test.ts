import { describe, expect, it, vi } from 'vitest';
import { createTsumiki } from '../createTsumiki';
import type { components } from '../generated/api';
import { selectHomeView, selectMarketListView } from '../store/selectors/home';
import { memorySession } from '../transport/session';
import { liveSymbols } from './live';
import type { QuoteTick } from './quoteStream';
import { ManualTimers, settle, streamFetch } from './testing';
import { createVisibility } from './visibility';

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
  spark: [price],
});

const tick = (code: string, price: string): QuoteTick => ({
  ...quote(code, price),
  symbol: `jpy:${code}`,
  price,
  change: '5.00',
  changeRate: '0.10',
  marketCap: '0.00',
  time: '2026-11-19T01:00:05.000Z',
  minute: '2026-11-19T01:01:00.000Z',
  trading: true,
});

const page = {
  list: [quote('7203', '3000.00'), quote('6758', '4000.00'), quote('9984', '5000.00')],
  total: 3,
  page: 1,
  pageSize: 20,
};

/** An SDK whose fetch answers the market list and serves the stream the test writes to. */
function setup() {
  const timers = new ManualTimers();
  const stream = streamFetch();
  let listCalls = 0;
  const fetch = async (request: Request) => {
    if (request.url.endsWith('/market/stream')) return stream.fetch(request);
    listCalls++;
    return new Response(JSON.stringify({ status: 1, msg: 'ok', data: page }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const sdk = createTsumiki({
    baseUrl: 'https://broker.example/api/vue',
    fetch,
    session: memorySession({ token: 'token-1', account: '0901234567' }),
    language: 'en',
    languageStorage: null,
    preferenceStorage: null,
    visibility: createVisibility(() => undefined),
    stream: { timers, random: () => 0 },
  });
  return { sdk, timers, stream, listCalls: () => listCalls };
}

const listArg = { type: 'jpy', sort: 'changeRate', order: 'desc', page: '1', pageSize: '20' } as const;

describe('ticks merged into the store', () => {
  it('should change only the rows that moved, in the cache and in the views', async () => {
    const { sdk, timers, stream } = setup();
    await sdk.store.dispatch(sdk.api.endpoints.listMarket.initiate(listArg));
    const select = sdk.api.endpoints.listMarket.select(listArg);
    const before = select(sdk.store.getState()).data;
    const viewBefore = selectMarketListView(before, 'en');
    sdk.stream.watch(liveSymbols('listMarket', before));
    timers.advance(50);
    await settle();
    const s = stream.requests[0]?.stream;
    s?.hello([]);
    s?.send('quotes', { time: '', quotes: [tick('6758', '4005.00')] }, '1000');
    await settle();
    const after = select(sdk.store.getState()).data;
    expect(after?.list[1]).toMatchObject({ price: '4005.00', change: '5.00', spark: ['4005.00'] });
    expect([after?.list[0] === before?.list[0], after?.list[2] === before?.list[2]]).toEqual([true, true]);
    const viewAfter = selectMarketListView(after, 'en');
    expect(viewAfter.rows.map((row, i) => row === viewBefore.rows[i])).toEqual([true, false, true]);
    expect(viewAfter.rows[1]?.price).toBe('4,005.00');
    // The home screen's rows keep their identity the same way.
    const home = (list: Quote[] | undefined) =>
      selectHomeView({ indices: [], popular: list, rankings: {}, news: [], features: {}, language: 'en' })
        .popular;
    const homeBefore = home(before?.list);
    const homeAfter = home(after?.list);
    expect(homeAfter?.map((row, i) => row === homeBefore?.[i])).toEqual([true, false, true]);
  });

  it('should hold prices while frozen (the preference) and apply the latest when thawed', async () => {
    const { sdk, timers, stream } = setup();
    await sdk.store.dispatch(sdk.api.endpoints.listMarket.initiate(listArg));
    const select = sdk.api.endpoints.listMarket.select(listArg);
    sdk.stream.watch(['jpy:7203']);
    timers.advance(50);
    await settle();
    const s = stream.requests[0]?.stream;
    s?.hello([]);
    sdk.preferences.set('livePrices', 'frozen');
    s?.send('quotes', { time: '', quotes: [tick('7203', '3001.00')] }, '1000');
    s?.send('quotes', { time: '', quotes: [tick('7203', '3002.00')] }, '2000');
    await settle();
    expect(select(sdk.store.getState()).data?.list[0]?.price).toBe('3000.00');
    sdk.preferences.set('livePrices', 'live');
    expect(select(sdk.store.getState()).data?.list[0]?.price).toBe('3002.00');
  });

  it('should name the symbols of every live answer', () => {
    expect(liveSymbols('listMarket', page)).toEqual(['jpy:7203', 'jpy:6758', 'jpy:9984']);
    expect(
      liveSymbols('listWatchlist', [{ id: '1', sort: 1, name: 'x', quote: quote('7203', '1') }]),
    ).toEqual(['jpy:7203']);
    expect(liveSymbols('getStock', { ...quote('AAPL', '1'), market: 'usd' })).toEqual(['usd:AAPL']);
    expect(liveSymbols('getConfig', [])).toEqual([]);
    expect(liveSymbols('listMarket', undefined)).toEqual([]);
  });
});

describe('a session that ends while the stream is open', () => {
  it('should get the 401 handling of spec section 8: a toast, then after 1.5 s no session and `unauthorized`', async () => {
    const { sdk, timers, stream } = setup();
    const seen: string[] = [];
    sdk.events.on('toast', (t) => seen.push(`toast ${t.msg}`));
    sdk.events.on('unauthorized', (u) => seen.push(`unauthorized ${u.msg}`));
    sdk.stream.watch(['jpy:7203']);
    timers.advance(50);
    await settle();
    const s = stream.requests[0]?.stream;
    s?.hello([]);
    s?.send('end', { reason: 'session', msg: 'session.expired' });
    await settle();
    expect(seen).toEqual(['toast session.expired']);
    expect(sdk.session.get()).not.toBeNull();
    await vi.waitFor(() => expect(seen).toEqual(['toast session.expired', 'unauthorized session.expired']), {
      timeout: 3_000,
    });
    expect(sdk.session.get()).toBeNull();
    expect(sdk.stream.getState()).toBe('polling');
  });
});
