import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTsumiki, type Tsumiki } from '../src/createTsumiki';
import { READ_RETRIES } from '../src/store/createSdkApi';
import { selectAssetSummaryView } from '../src/store/selectors/assetSummary';
import { createConnectivity } from '../src/transport/connectivity';
import { memorySession } from '../src/transport/session';
import { type Reply, startTestServer, type TestServer } from './httpServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ok = (data: unknown): Reply => ({ body: { status: 1, msg: 'ok', data } });

/** A small broker: the seven shown calls of one customer, and a buy that is slow enough to double-tap. */
function broker(): (path: string, form: URLSearchParams) => Reply {
  return (path) => {
    switch (path) {
      case '/user/getUserinfo':
        return ok({ account: '0901234567', jpy: '1000000.00', jpyyjed: '50000.00' });
      case '/trade/usernewstocklist':
        return ok([
          { status: 1, rjmoney: '120000.00' },
          { status: 1, rjmoney: '-' },
          { status: 2, rjmoney: '999.00' },
        ]);
      case '/user/withdrawallist':
        return ok([
          { status: 0, money: '30000.00' },
          { status: 1, money: '70000.00' },
        ]);
      case '/trade/userproductlist':
        return ok([{ status: 0, money: '200000.00' }]);
      case '/trade/ustockslist':
        return ok([{ status: 0, credit: '10000.00' }]);
      case '/trade/userstocklist':
        return ok({
          list: [
            { status: 0, nowprice: '2100.00', stock_num: '100', buy_price: '2000.00', yingkui: '10000.00' },
          ],
          ccsz: '210000.00',
          fdyk: '10000.00',
        });
      case '/trade/userstocklists':
        return ok({ list: [], lsyk: '-1500.00' });
      case '/trade/buy':
        return { ...ok({ id: '1' }), delayMs: 100 };
      default:
        return { body: { status: 0, msg: 'resource.notFound' } };
    }
  };
}

let sdk: Tsumiki;
beforeEach(() => {
  server.requests.length = 0;
  server.route(broker());
  sdk = createTsumiki({
    baseUrl: server.baseUrl,
    session: memorySession({ token: 't', account: '0901234567' }),
    languageStorage: null,
    language: 'en',
  });
});

async function loadSummary() {
  const { store, api } = sdk;
  const e = api.endpoints;
  const arg = { type: 'jpy' } as const;
  await Promise.all([
    store.dispatch(e.getUserinfo.initiate(arg)),
    store.dispatch(e.listNewStockOrders.initiate(arg)),
    store.dispatch(e.listWithdrawals.initiate(arg)),
    store.dispatch(e.listFollowOrders.initiate(arg)),
    store.dispatch(e.listStockCredits.initiate(arg)),
    store.dispatch(e.listPositions.initiate(arg)),
    store.dispatch(e.listPositionHistory.initiate(arg)),
  ]);
}

const seen = (path: string) => server.requests.filter((r) => r.url === `/api/vue${path}`);

describe('the store', () => {
  it('should derive the user panel’s asset summary from the seven shown calls', async () => {
    await loadSummary();
    const view = selectAssetSummaryView(sdk.api, 'jpy', 'en')(sdk.store.getState());
    expect(view.loading).toBe(false);
    expect(view.summary.frozenParts).toEqual({
      newShares: '120000',
      withdrawals: '30000',
      follows: '200000',
      stockCredits: '10000',
      positions: '200000',
    });
    expect(view.rows.available.text).toBe('¥1,000,000.00');
    expect(view.rows.frozen.text).toBe('¥560,000.00');
    expect(view.rows.totalDebt.text).toBe('¥50,000.00');
    expect(view.rows.unrealisedPnl).toMatchObject({ text: '+¥10,000.00', direction: 'up' });
  });

  it('should give the same view object back until the cache changes (safe for useSyncExternalStore)', async () => {
    await loadSummary();
    const select = selectAssetSummaryView(sdk.api, 'jpy', 'en');
    const first = select(sdk.store.getState());
    expect(select(sdk.store.getState())).toBe(first);
  });

  it('should report loading before the calls answer and the failing msg after', async () => {
    expect(selectAssetSummaryView(sdk.api, 'jpy', 'en')(sdk.store.getState()).loading).toBe(true);
    server.route((path, form) =>
      path === '/trade/ustockslist' ? { body: { status: 0, msg: 'session.expired' } } : broker()(path, form),
    );
    await loadSummary();
    expect(selectAssetSummaryView(sdk.api, 'jpy', 'en')(sdk.store.getState()).error).toBe('session.expired');
  });

  it('should refresh positions and user info after a buy, not unrelated lists', async () => {
    await loadSummary();
    const before = { user: seen('/user/getUserinfo').length, positions: seen('/trade/userstocklist').length };
    await sdk.store.dispatch(
      sdk.api.endpoints.buyStock.initiate({
        code: '7203',
        type: 'jpy',
        direction: 'long',
        orderType: 'market',
        lots: '100',
        leverage: '1',
      } as never),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen('/user/getUserinfo').length).toBe(before.user + 1);
    expect(seen('/trade/userstocklist').length).toBe(before.positions + 1);
    expect(seen('/trade/usernewstocklist')).toHaveLength(1);
  });

  it('should send a double-tapped buy once, with a request id', async () => {
    const form = {
      code: '7203',
      type: 'jpy',
      direction: 'long',
      orderType: 'market',
      lots: '100',
      leverage: '1',
    };
    const [a, b] = await Promise.all([
      sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(form as never)),
      sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(form as never)),
    ]);
    expect(a.data).toEqual({ id: '1' });
    expect(b.data).toEqual({ id: '1' });
    const buys = seen('/trade/buy');
    expect(buys).toHaveLength(1);
    expect(new URLSearchParams(buys[0]?.body.toString()).get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should keep a refusal in the cache as a msg key and translated text', async () => {
    const result = await sdk.store.dispatch(sdk.api.endpoints.listNews.initiate({} as never));
    expect(result.error).toEqual({
      kind: 'refused',
      msg: 'resource.notFound',
      text: 'Not found',
      status: 200,
    });
  });
});

describe('the store on a bad network', () => {
  const buyForm = {
    code: '7203',
    type: 'jpy',
    direction: 'long',
    orderType: 'market',
    lots: '100',
    leverage: '1',
    fundsPassword: '246801',
  };
  const requestIdOf = (r: { body: Buffer } | undefined) =>
    new URLSearchParams(r?.body.toString()).get('requestId');

  /** An SDK whose fetch drops the connection of the calls to `path` while `drop()` says so. */
  function lossySdk(path: string, drop: () => boolean, connectivity = createConnectivity()) {
    return createTsumiki({
      baseUrl: server.baseUrl,
      session: memorySession({ token: 't', account: '0901234567' }),
      languageStorage: null,
      language: 'en',
      connectivity,
      fetch: async (request) => {
        if (request.url.endsWith(path) && drop()) throw new TypeError('connection reset');
        return fetch(request);
      },
    });
  }

  type MoneyCase = [string, { given: Reply | 'dropped'; want: { kind: string } }];
  it.each<MoneyCase>([
    ['a dropped connection', { given: 'dropped', want: { kind: 'network' } }],
    ['a 503', { given: { status: 503 }, want: { kind: 'http' } }],
    ['a 502', { given: { status: 502 }, want: { kind: 'http' } }],
  ])('should send a buy once after %s, never retrying it', async (_title, { given, want }) => {
    const answer = broker();
    server.route((path, form) => (path === '/trade/buy' && given !== 'dropped' ? given : answer(path, form)));
    let tries = 0;
    const lossy = lossySdk('/trade/buy', () => {
      tries += 1;
      return given === 'dropped';
    });
    const result = await lossy.store.dispatch(lossy.api.endpoints.buyStock.initiate(buyForm as never));
    expect(result.error).toMatchObject({ kind: want.kind });
    // Tried once at the fetch, and (when it got there) received once by the server.
    expect(tries).toBe(1);
    expect(seen('/trade/buy')).toHaveLength(given === 'dropped' ? 0 : 1);
  });

  it('should re-send a customer’s re-submit after a lost answer under the same request id', async () => {
    const answer = broker();
    let lose = true;
    // The server acts, and the answer is lost on the way back (a 502 from a proxy).
    server.route((path, form) => {
      const reply = answer(path, form);
      return path === '/trade/buy' && lose ? { status: 502 } : reply;
    });
    const first = await sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(buyForm as never));
    expect(first.error).toMatchObject({ kind: 'http', status: 502 });
    lose = false;
    const again = await sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(buyForm as never));
    expect(again.data).toEqual({ id: '1' });
    const buys = seen('/trade/buy');
    expect(buys).toHaveLength(2);
    expect(requestIdOf(buys[1])).toBe(requestIdOf(buys[0]));
    // Answered: the next buy with the same fields is a new order under a new id.
    await sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(buyForm as never));
    expect(requestIdOf(seen('/trade/buy')[2])).not.toBe(requestIdOf(buys[0]));
  });

  it('should give a re-submit after a refusal a new request id (the server keeps the refusal)', async () => {
    const answer = broker();
    let refuse = true;
    server.route((path, form) =>
      path === '/trade/buy' && refuse
        ? { body: { status: 0, msg: 'balance.insufficient' } }
        : answer(path, form),
    );
    const first = await sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(buyForm as never));
    expect(first.error).toMatchObject({ kind: 'refused', msg: 'balance.insufficient' });
    refuse = false;
    await sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(buyForm as never));
    const buys = seen('/trade/buy');
    expect(buys).toHaveLength(2);
    expect(requestIdOf(buys[1])).not.toBe(requestIdOf(buys[0]));
  });

  it('should send ten fast taps on buy as one request', async () => {
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        sdk.store.dispatch(sdk.api.endpoints.buyStock.initiate(buyForm as never)),
      ),
    );
    expect(taps.map((t) => t.data)).toEqual(Array.from({ length: 10 }, () => ({ id: '1' })));
    expect(seen('/trade/buy')).toHaveLength(1);
  });

  it('should recover a read from a dropped connection and a 503 within one call', async () => {
    const answer = broker();
    let failures = 1;
    server.route((path, form) => {
      if (path === '/user/getUserinfo' && failures-- > 0) return { status: 503 };
      return answer(path, form);
    });
    let tries = 0;
    const lossy = lossySdk('/user/getUserinfo', () => tries++ === 0);
    const toasts: string[] = [];
    lossy.events.on('toast', (t) => toasts.push(t.msg));
    const result = await lossy.store.dispatch(lossy.api.endpoints.getUserinfo.initiate({ type: 'jpy' }));
    expect(result.data).toMatchObject({ account: '0901234567' });
    // Three tries (READ_RETRIES + 1): dropped, 503, answered; the customer saw none of the failures.
    expect(tries).toBe(READ_RETRIES + 1);
    expect(seen('/user/getUserinfo')).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('should refuse a buy at once while offline, never send it later, and refetch reads on reconnect', async () => {
    const connectivity = createConnectivity();
    const offlineSdk = lossySdk('/none', () => false, connectivity);
    const subscription = offlineSdk.store.dispatch(
      offlineSdk.api.endpoints.getUserinfo.initiate({ type: 'jpy' }),
    );
    await subscription;
    expect(seen('/user/getUserinfo')).toHaveLength(1);
    const toasts: string[] = [];
    offlineSdk.events.on('toast', (t) => toasts.push(t.text));

    connectivity.set(false);
    const buy = await offlineSdk.store.dispatch(offlineSdk.api.endpoints.buyStock.initiate(buyForm as never));
    expect(buy.error).toMatchObject({ kind: 'offline', msg: 'network.error', text: 'Network error' });
    expect(toasts).toEqual(['Network error']);

    connectivity.set(true);
    await expect.poll(() => seen('/user/getUserinfo').length).toBe(2);
    expect(seen('/trade/buy')).toHaveLength(0);
    subscription.unsubscribe();
  });
});
