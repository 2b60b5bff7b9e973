// @tsumiki/sdk in plain Node, no React: open an account (first run only), sign in, read the asset summary.
// BASE_URL is the backend's /api/vue (default the reference server of `npm start`).
import { createTsumiki, isApiError, memorySession, selectAssetSummaryView } from '@tsumiki/sdk';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080/api/vue';
const account = process.env.ACCOUNT ?? '0907654321';
const password = process.env.PASSWORD ?? 'example-pass-1';

const sdk = createTsumiki({ baseUrl, session: memorySession(), language: 'en' });
await sdk.ready; // the English texts (one chunk), so refusals come translated
const { api, store } = sdk;

// Open the account when it does not exist yet; `account.exists` is the server's translated refusal.
try {
  await sdk.client.post('/user/register', { account, password, repeatPassword: password, terms: '1' });
} catch (error) {
  if (!isApiError(error) || error.msg !== 'account.exists') throw error;
}

// Sign in: the transport unwraps the envelope and rejects with a translated ApiError on refusal.
const session = await sdk.client.post('/user/login', { account, password });
await sdk.session.set({ token: session.token, account: session.account });

// The asset summary is derived from the seven list calls of a market.
const jpy = { type: 'jpy' } as const;
await Promise.all([
  store.dispatch(api.endpoints.getUserinfo.initiate(jpy)),
  store.dispatch(api.endpoints.listNewStockOrders.initiate(jpy)),
  store.dispatch(api.endpoints.listWithdrawals.initiate(jpy)),
  store.dispatch(api.endpoints.listFollowOrders.initiate(jpy)),
  store.dispatch(api.endpoints.listStockCredits.initiate(jpy)),
  store.dispatch(api.endpoints.listPositions.initiate(jpy)),
  store.dispatch(api.endpoints.listPositionHistory.initiate(jpy)),
]);
const summary = selectAssetSummaryView(api, 'jpy', 'en')(store.getState());
console.log(JSON.stringify({ account: session.account, totalAssets: summary.rows.totalAssets.text }));
if (summary.loading || summary.error) {
  console.error(`asset summary not ready: ${summary.error ?? 'loading'}`);
  process.exit(1);
}
