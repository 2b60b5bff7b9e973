import { describe, expect, it } from 'vitest';
import { createTsumiki } from '../../createTsumiki';
import { memorySession } from '../../transport/session';
import { selectAssetSummaryView } from './assetSummary';

/** The seven shown calls' answers by path (a broker in memory, answered through the SDK's own transport). */
type Answers = Record<string, unknown>;

// The money journey (issue 8) after an IPO won and paid (status 2), a copy-trading order and a block trade
// under review: the books hold ¥433,900, the shown lists only see the copy-trading ¥100,000 as spec-counted.
const lists: Answers = {
  '/trade/usernewstocklist': [{ status: 2, rjmoney: '120000.00' }],
  '/user/withdrawallist': [{ status: 1, money: '30000.00' }],
  '/trade/userproductlist': [{ status: 0, money: '100000.00' }],
  '/trade/ustockslist': [],
  '/trade/userstocklist': { list: [], ccsz: '0.00', fdyk: '0.00' },
  '/trade/userstocklists': { list: [], lsyk: '-1000.00' },
};
const userinfo = { account: '0907770001', jpy: '236100.00', jpyyjed: '0.00' };
const books = (market: string) => ({
  market,
  currency: 'JPY',
  totalAssets: '670000.00',
  marketValue: '0.00',
  available: '236100.00',
  frozen: '433900.00',
  debt: '0.00',
  unrealisedPnl: '0.00',
  frozenDetail: {
    newStock: '120000.00',
    withdrawing: '0.00',
    follow: '100000.00',
    credit: '0.00',
    positionCost: '0.00',
    blockTrade: '213900.00',
    dayTrade: '0.00',
  },
});

async function viewOf(answers: Answers) {
  const sdk = createTsumiki({
    baseUrl: 'http://127.0.0.1:9',
    session: memorySession({ token: 't', account: '0907770001' }),
    languageStorage: null,
    language: 'ja',
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace('/api/vue', '');
      const body =
        path in answers
          ? { status: 1, msg: 'ok', data: answers[path] }
          : { status: 0, msg: 'resource.notFound' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  const e = sdk.api.endpoints;
  const arg = { type: 'jpy' } as const;
  const { store } = sdk;
  await Promise.all([
    store.dispatch(e.getUserinfo.initiate(arg)),
    store.dispatch(e.listNewStockOrders.initiate(arg)),
    store.dispatch(e.listWithdrawals.initiate(arg)),
    store.dispatch(e.listFollowOrders.initiate(arg)),
    store.dispatch(e.listStockCredits.initiate(arg)),
    store.dispatch(e.listPositions.initiate(arg)),
    store.dispatch(e.listPositionHistory.initiate(arg)),
  ]);
  const v = selectAssetSummaryView(sdk.api, 'jpy', 'ja')(sdk.store.getState());
  return {
    source: v.summary.source,
    loading: v.loading,
    total: v.rows.totalAssets.text,
    available: v.rows.available.text,
    frozen: v.rows.frozen.text,
    debt: v.rows.totalDebt.text,
    allocation: v.allocation.map((s) => `${s.key} ${s.text} ${s.share}`),
  };
}

describe('selectAssetSummaryView', () => {
  const rows: [string, { given: Answers; want: Awaited<ReturnType<typeof viewOf>> }][] = [
    [
      'getUserinfo with the books’ summary: the figures the books hold',
      {
        given: { ...lists, '/user/getUserinfo': { ...userinfo, summary: books('jpy') } },
        want: {
          source: 'books',
          loading: false,
          total: '￥670,000.00',
          available: '￥236,100.00',
          frozen: '￥433,900.00',
          debt: '￥0.00',
          // The block trade under review is held by the books only: other frozen funds.
          allocation: [
            'available ￥236,100.00 35.2%',
            'positions ￥0.00 0.0%',
            'otherFrozen ￥433,900.00 64.8%',
          ],
        },
      },
    ],
    [
      'getUserinfo without a summary: the spec formula over the shown lists',
      {
        given: { ...lists, '/user/getUserinfo': userinfo },
        want: {
          source: 'formula',
          loading: false,
          total: '￥336,100.00',
          available: '￥236,100.00',
          frozen: '￥100,000.00',
          debt: '￥0.00',
          allocation: [
            'available ￥236,100.00 70.2%',
            'positions ￥0.00 0.0%',
            'otherFrozen ￥100,000.00 29.8%',
          ],
        },
      },
    ],
    [
      'a summary of another market is not this one’s: the formula',
      {
        given: { ...lists, '/user/getUserinfo': { ...userinfo, summary: books('usd') } },
        want: {
          source: 'formula',
          loading: false,
          total: '￥336,100.00',
          available: '￥236,100.00',
          frozen: '￥100,000.00',
          debt: '￥0.00',
          allocation: [
            'available ￥236,100.00 70.2%',
            'positions ￥0.00 0.0%',
            'otherFrozen ￥100,000.00 29.8%',
          ],
        },
      },
    ],
  ];
  it.each(rows)('%s', async (_, { given, want }) => expect(await viewOf(given)).toEqual(want));

  it('should stay loaded while a call refetches, and be loading until each has answered once', async () => {
    let release: () => void = () => undefined;
    let held = false;
    const sdk = createTsumiki({
      baseUrl: 'http://127.0.0.1:9',
      session: memorySession({ token: 't', account: '0907770001' }),
      languageStorage: null,
      language: 'ja',
      // Each call alone, so the fake holds the user info by its path (batching has its own tests).
      batch: false,
      fetch: async (request) => {
        const path = new URL(request.url).pathname.replace('/api/vue', '');
        if (held && path === '/user/getUserinfo') await new Promise<void>((r) => (release = r));
        const answers: Answers = { ...lists, '/user/getUserinfo': userinfo };
        return new Response(JSON.stringify({ status: 1, msg: 'ok', data: answers[path] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const e = sdk.api.endpoints;
    const arg = { type: 'jpy' } as const;
    const select = selectAssetSummaryView(sdk.api, 'jpy', 'ja');
    const { dispatch } = sdk.store;
    const calls = [
      dispatch(e.getUserinfo.initiate(arg)),
      dispatch(e.listNewStockOrders.initiate(arg)),
      dispatch(e.listWithdrawals.initiate(arg)),
      dispatch(e.listFollowOrders.initiate(arg)),
      dispatch(e.listStockCredits.initiate(arg)),
      dispatch(e.listPositions.initiate(arg)),
    ];
    await Promise.all(calls);
    // Six of seven answered: still loading.
    expect(select(sdk.store.getState()).loading).toBe(true);
    await sdk.store.dispatch(e.listPositionHistory.initiate(arg));
    expect(select(sdk.store.getState()).loading).toBe(false);
    // A refetch of the user info in flight: the figures stay.
    held = true;
    const refetch = sdk.store.dispatch(e.getUserinfo.initiate(arg, { forceRefetch: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(sdk.store.getState()[sdk.api.reducerPath].queries['getUserinfo({"type":"jpy"})']?.status).toBe(
      'pending',
    );
    const during = select(sdk.store.getState());
    expect(during.loading).toBe(false);
    expect(during.rows.available.text).toBe('￥236,100.00');
    release();
    await refetch;
    for (const call of calls) call.unsubscribe();
  });
});
