import { expect } from 'vitest';
import {
  createTsumiki,
  memorySession,
  type OperationId,
  operationTable,
  type Tsumiki,
} from '../packages/sdk/src/index';
import type { MarketCode } from '../packages/sdk/src/rules/index';
import { BackOffice } from './backOffice';
import type { Stack } from './stack';

/** A 1x1 PNG: the server sniffs the first bytes, so ID photos and proofs must be real images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

export const TOUR_PASSWORD = 'Passw0rd!';
const PIN = '135790';
const DAY = 86_400_000;

/** A product as the customer sees it: its id and its name in each language. */
export interface Named {
  id: string;
  names: Record<'ja' | 'zh-CN' | 'en', string>;
}

/** What the route tour finds on the server for its customer: ids for the routes that take one, and names. */
export interface TourData {
  account: string;
  /** The stock held (its code) and the position's id. */
  stock: { code: string; positionId: string };
  /** The newest article and message, with their titles as each language reads them (issue 18). */
  news: { id: string; title: string; titles: Record<'ja' | 'zh-CN' | 'en', string> };
  message: { id: string; title: string; titles: Record<'ja' | 'zh-CN' | 'en', string> };
  /** Per market: an IPO open for subscription, a copy-trading product, a day-trading programme, block codes. */
  ipo: Record<MarketCode, Named>;
  follow: Record<MarketCode, Named>;
  dayTrade: Record<MarketCode, Named>;
  block: Record<MarketCode, { id: string; code: string }>;
  /** The codes of block trades the back office added: one not open yet (`/home/large2`), one closed (`/home/large3`). */
  upcomingBlock: string;
  closedBlock: string;
}

/** One customer's calls over HTTP with the SDK's own transport, as the app makes them. */
class Api {
  readonly sdk: Tsumiki;
  constructor(baseUrl: string) {
    this.sdk = createTsumiki({
      baseUrl: `${baseUrl}/api/vue`,
      session: memorySession(),
      language: 'ja',
      languageStorage: null,
    });
  }
  // biome-ignore lint/suspicious/noExplicitAny: forms and answers are checked by the server against the contract
  call(id: OperationId, form: Record<string, unknown> = {}): Promise<any> {
    return this.sdk.client.post(operationTable[id].path as never, form as never);
  }
}

const names = (ja: string, zh: string, en: string) => ({ ja, 'zh-CN': zh, en });

/**
 * A verified customer with a bank card, a funds password and money in all three markets, holding a Tokyo stock,
 * with a new-share subscription, a copy-trading order, a block-trade and a day-trade application and an approved
 * loan in the yen market; plus a block trade announced and one closed. Everything through the API and the back
 * office, so the tour itself only reads.
 */
export async function setUpTourCustomer(stack: Stack, account: string): Promise<TourData> {
  const api = new Api(stack.baseUrl);
  const office = new BackOffice(stack);
  const reg = await api.call('register', {
    account,
    password: TOUR_PASSWORD,
    repeatPassword: TOUR_PASSWORD,
    terms: '1',
  });
  await api.sdk.session.set({ token: reg.token, account: reg.account });
  await api.call('setFundsPassword', {
    loginPassword: TOUR_PASSWORD,
    fundsPassword: PIN,
    repeatFundsPassword: PIN,
  });
  await api.call('submitVerification', {
    realName: 'Tanaka Yui',
    idNumber: 'EF2468013',
    privacyNotice: '1',
    frontImage: png('front.png'),
    backImage: png('back.png'),
  });
  await office.decideOne('verifications', account);
  await api.call('addBankCard', {
    holderName: 'Tanaka Yui',
    cardNumber: '9876543210123',
    cardType: 'ordinary',
    bankName: 'Mizuho Bank',
    branchName: 'Ginza',
    branchCode: '110',
  });
  // Each deposit within its market's own maximum (¥500,000, $3,300, 元24,000): several make the balances.
  for (const [currency, amount] of [
    ['JPY', '500000'],
    ['JPY', '500000'],
    ...Array.from({ length: 6 }, () => ['USD', '3300'] as const),
    ...Array.from({ length: 9 }, () => ['CNY', '24000'] as const),
  ] as const) {
    await api.call('deposit', { amount, currency, proof: png('proof.png') });
    await office.decideOne('deposits', account);
  }

  const { db } = stack;
  const rows = async <T>(sql: string, params: unknown[] = []) =>
    db.query<T & Record<string, unknown>>(sql, params);
  const byMarket = async <R>(read: (market: MarketCode) => Promise<R>) => ({
    jpy: await read('jpy'),
    usd: await read('usd'),
    cny: await read('cny'),
  });
  const now = stack.clock.now();
  // An IPO open for subscription now, in each market.
  const ipo = await byMarket(async (market) => {
    const [row] = await rows<{ id: number; name_ja: string; name_zh: string; name_en: string }>(
      `SELECT id, name_ja, name_zh, name_en FROM ipos WHERE market = $1 AND subscribe_start <= $2
       AND subscribe_end > $2 ORDER BY id LIMIT 1`,
      [market, now],
    );
    expect(row, `an IPO open in ${market}`).toBeDefined();
    return { id: String(row?.id), names: names(row?.name_ja ?? '', row?.name_zh ?? '', row?.name_en ?? '') };
  });
  const follow = await byMarket(async (market) => {
    const [row] = await rows<{ id: number; name_ja: string; name_zh: string; name_en: string }>(
      'SELECT id, name_ja, name_zh, name_en FROM follow_products WHERE market = $1 ORDER BY id LIMIT 1',
      [market],
    );
    return { id: String(row?.id), names: names(row?.name_ja ?? '', row?.name_zh ?? '', row?.name_en ?? '') };
  });
  const dayTrade = await byMarket(async (market) => {
    const [row] = await rows<{ id: number; name_ja: string; name_zh: string; name_en: string }>(
      'SELECT id, name_ja, name_zh, name_en FROM day_trade_programmes WHERE market = $1 ORDER BY id LIMIT 1',
      [market],
    );
    return { id: String(row?.id), names: names(row?.name_ja ?? '', row?.name_zh ?? '', row?.name_en ?? '') };
  });
  const block = await byMarket(async (market) => {
    const [row] = await rows<{ id: number; symbol: string }>(
      'SELECT id, symbol FROM block_products WHERE market = $1 ORDER BY id LIMIT 1',
      [market],
    );
    return { id: String(row?.id), code: row?.symbol ?? '' };
  });
  // The back office announces one block trade (opening in two days) and has one whose window closed.
  const addBlock = async (symbol: string, price: string, opensInDays: number, closesInDays: number) => {
    const [row] = await rows<{ symbol: string }>(
      `INSERT INTO block_products (market, symbol, price, quota, remaining, min_quantity, opens_at, closes_at)
       VALUES ('jpy', $1, $2, 100000, 100000, 100, $3, $4) RETURNING symbol`,
      [
        symbol,
        price,
        new Date(now.getTime() + opensInDays * DAY),
        new Date(now.getTime() + closesInDays * DAY),
      ],
    );
    return String(row?.symbol);
  };
  const upcomingBlock = await addBlock('9432', '150', 2, 9);
  const closedBlock = await addBlock('6758', '3000', -9, -2);

  // Activity in the yen market: a stock held, a subscription, a copy-trading order, applications, a loan.
  await api.call('buyStock', {
    code: '9432',
    type: 'jpy',
    direction: 'long',
    orderType: 'market',
    lots: '1',
    leverage: '1',
    fundsPassword: PIN,
  });
  const positions = await api.call('listPositions', { type: 'jpy' });
  const position = positions.list.find((p: { status: number }) => p.status === 0);
  expect(position, 'the position held').toBeDefined();
  await api.call('addWatchlist', { code: '7203', type: 'jpy' });
  const ipoDetail = await api.call('getNewStock', { id: ipo.jpy.id });
  await api.call('subscribeNewStock', { id: ipo.jpy.id, quantity: ipoDetail.minQuantity, pay: '0' });
  await api.call('buyFollowProduct', { id: follow.jpy.id, amount: '100000', fundsPassword: PIN });
  const blockDetail = await api.call('getBlockTrade', { id: block.jpy.id });
  await api.call('applyBlockTrade', { id: block.jpy.id, lots: blockDetail.minLots, fundsPassword: PIN });
  await api.call('applyDayTrade', { id: dayTrade.jpy.id, amount: '50000', fundsPassword: PIN });
  await api.call('applyLoan', { type: 'jpy', amount: '50000' });
  await office.decideOne('loans', account);

  const newsTitles = { ja: '', 'zh-CN': '', en: '' };
  const messageTitles = { ja: '', 'zh-CN': '', en: '' };
  for (const lang of ['zh-CN', 'en', 'ja'] as const) {
    // The SDK sends its language as Accept-Language: the server answers its own texts in it.
    await api.sdk.i18n.changeLanguage(lang);
    newsTitles[lang] = (await api.call('listNews', { page: '1', pageSize: '1' })).list[0].title;
    messageTitles[lang] = (await api.call('listMessages', { page: '1', pageSize: '1' })).list[0].title;
  }
  const news = await api.call('listNews', { page: '1', pageSize: '1' });
  const messages = await api.call('listMessages', { page: '1', pageSize: '1' });
  return {
    account,
    stock: { code: '9432', positionId: String(position.id) },
    news: { id: String(news.list[0].id), title: news.list[0].title, titles: newsTitles },
    message: { id: String(messages.list[0].id), title: messages.list[0].title, titles: messageTitles },
    ipo,
    follow,
    dayTrade,
    block,
    upcomingBlock,
    closedBlock,
  };
}

/**
 * A freshly registered customer whose identity the back office verified, and nothing else: no money, positions,
 * orders, records, cards, loans (the state audit's empty screens). Returns the session the app would store.
 */
export async function setUpEmptyCustomer(stack: Stack, account: string) {
  const api = new Api(stack.baseUrl);
  const reg = await api.call('register', {
    account,
    password: TOUR_PASSWORD,
    repeatPassword: TOUR_PASSWORD,
    terms: '1',
  });
  await api.sdk.session.set({ token: reg.token, account: reg.account });
  await api.call('submitVerification', {
    realName: 'Sato Ren',
    idNumber: 'EF1357924',
    privacyNotice: '1',
    frontImage: png('front.png'),
    backImage: png('back.png'),
  });
  await new BackOffice(stack).decideOne('verifications', account);
  return { token: String(reg.token), account: String(reg.account) };
}
