import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import type { Lang } from '../src/http/language';
import { pickLanguage } from '../src/http/language';
import { findInstrument } from '../src/market';
import { seedOnce } from '../src/seed';
import { TestClock, testServer } from './helpers/app';
import type { Server, Session } from './helpers/customer';
import { newCustomer } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

describe('pickLanguage', () => {
  it.each<[string, { given: string | undefined; want: Lang }]>([
    ['absent', { given: undefined, want: 'ja' }],
    ['ja', { given: 'ja', want: 'ja' }],
    ['zh-CN', { given: 'zh-CN', want: 'zh-CN' }],
    ['en', { given: 'en', want: 'en' }],
    ['a region tag', { given: 'en-US', want: 'en' }],
    ['any Chinese', { given: 'zh-TW', want: 'zh-CN' }],
    ['a browser list', { given: 'fr-FR,fr;q=0.9,en;q=0.8,ja;q=0.7', want: 'en' }],
    ['q-values over order', { given: 'en;q=0.2, zh-CN;q=0.9', want: 'zh-CN' }],
    ['q=0 refuses a tag', { given: 'en;q=0', want: 'ja' }],
    ['unsupported only', { given: 'fr, de', want: 'ja' }],
    ['wildcard', { given: '*', want: 'ja' }],
  ])('%s', (_, { given, want }) => {
    expect(pickLanguage(given)).toBe(want);
  });
});

const NAME_KEY: Record<Lang, 'name_ja' | 'name_zh' | 'name_en'> = {
  ja: 'name_ja',
  'zh-CN': 'name_zh',
  en: 'name_en',
};

describe.each(dbTargets())('names in the customer language on %s', (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  const clock = new TestClock(new Date('2026-11-19T01:00:00Z'));

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0805550001');
    const ok = async (op: string, form: Record<string, string>) =>
      expect((await server.call(op, form, s)).status).toBe(1);
    await ok('addWatchlist', { code: '7203', type: 'jpy' });
    await ok('buyStock', {
      code: '7203',
      type: 'jpy',
      direction: 'long',
      orderType: 'market',
      lots: '1',
      leverage: '1',
      fundsPassword: '246813',
    });
  });
  afterAll(async () => db?.close());

  const toyota = findInstrument('jpy', '7203');
  const names = (lang: Lang) => (toyota ? toyota.names[lang] : '');

  it.each<[string, Lang]>([
    ['ja', 'ja'],
    ['zh-CN', 'zh-CN'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr', 'ja'],
    ['', 'ja'],
  ])('Accept-Language %j answers %s names', async (header, lang) => {
    const h: Record<string, string> = header ? { 'accept-language': header } : {};
    const call = async (op: string, form: Record<string, string>) => {
      const a = await server.call(op, form, s, undefined, h);
      expect(a.status, `${op} ${JSON.stringify(a)}`).toBe(1);
      return a.data;
    };
    // The three names differ, so the test can tell them apart.
    expect(new Set([names('ja'), names('zh-CN'), names('en')]).size).toBe(3);
    const want = names(lang);
    expect((await call('getStock', { code: '7203', type: 'jpy' })).name).toBe(want);
    const found = await call('searchStocks', { keyword: '7203', type: 'jpy' });
    expect(found[0].name).toBe(want);
    const market = await call('listMarket', { type: 'jpy', sort: 'code', order: 'asc', pageSize: '100' });
    expect(market.list.find((q: { code: string }) => q.code === '7203').name).toBe(want);
    const watch = await call('listWatchlist', {});
    expect([watch[0].name, watch[0].quote.name]).toEqual([want, want]);
    const positions = await call('listPositions', { type: 'jpy' });
    expect(positions.list?.[0]?.name ?? positions[0]?.name).toBe(want);
    const nikkei = findInstrument('jpy', (await call('listIndices', { type: 'jpy' }))[0].code);
    expect((await call('listIndices', { type: 'jpy' }))[0].name).toBe(nikkei?.names[lang]);

    const ipos = await call('listNewStocks', { type: 'jpy' });
    const [ipoRow] = await db.query<Record<string, string>>('SELECT * FROM ipos WHERE id = $1', [ipos[0].id]);
    expect(ipos[0].name).toBe(ipoRow?.[NAME_KEY[lang]]);
    const follows = await call('listFollowProducts', { type: 'jpy' });
    const [f] = await db.query<Record<string, string>>('SELECT * FROM follow_products WHERE id = $1', [
      follows[0].id,
    ]);
    expect(follows[0].name).toBe(f?.[NAME_KEY[lang]]);
    const programmes = await call('listDayTradeProgrammes', { type: 'jpy' });
    const [p] = await db.query<Record<string, string>>('SELECT * FROM day_trade_programmes WHERE id = $1', [
      programmes[0].id,
    ]);
    expect(programmes[0].name).toBe(p?.[NAME_KEY[lang]]);
    const blocks = await call('listBlockTrades', { type: 'jpy' });
    const block = findInstrument('jpy', blocks[0].code);
    expect(blocks[0].name).toBe(block?.names[lang]);
  });
});

describe.each(dbTargets())("the server's own texts in the customer language on %s", (target) => {
  let db: Db;
  let server: Server;
  let s: Session;
  const clock = new TestClock(new Date('2026-11-19T01:00:00Z'));

  beforeAll(async () => {
    db = await openTestDb(target);
    await seedOnce(db, clock.now());
    server = await testServer(db, clock);
    s = await newCustomer(server, db, clock, '0805550002');
    expect(
      (await server.call('buyFollowProduct', { id: '1', amount: '100000', fundsPassword: '246813' }, s))
        .status,
    ).toBe(1);
  });
  afterAll(async () => db?.close());

  const inLang = async (lang: Lang, op: string, form: Record<string, string> = {}) => {
    const a = await server.call(op, form, s, undefined, { 'accept-language': lang });
    expect(a.status, `${op} ${JSON.stringify(a)}`).toBe(1);
    return a.data;
  };
  const LANGS: Lang[] = ['ja', 'zh-CN', 'en'];

  it('answers every seeded news article, message, manager, lead broker and venue in each language, each different', async () => {
    const seen: Record<Lang, string[]> = { ja: [], 'zh-CN': [], en: [] };
    for (const lang of LANGS) {
      const news = await inLang(lang, 'listNews', { page: '1', pageSize: '50' });
      expect(news.list.length).toBe(6);
      for (const item of news.list) {
        const article = await inLang(lang, 'getNews', { id: item.id });
        expect(article.title).toBe(item.title);
        seen[lang].push(item.title, item.summary, article.body);
      }
      const messages = await inLang(lang, 'listMessages', { page: '1', pageSize: '50' });
      for (const item of messages.list) {
        const message = await inLang(lang, 'getMessage', { id: item.id });
        seen[lang].push(item.title, message.body);
      }
      for (const market of ['jpy', 'usd', 'cny']) {
        for (const p of await inLang(lang, 'listFollowProducts', { type: market }))
          seen[lang].push(p.originator);
        for (const ipo of await inLang(lang, 'listNewStocks', { type: market }))
          seen[lang].push(ipo.leadBroker, ipo.exchange);
      }
      const orders = await inLang(lang, 'listFollowOrders', { type: 'jpy' });
      seen[lang].push(orders.list?.[0]?.originator ?? orders[0]?.originator);
    }
    // Japanese text on a Chinese or English page (kana or a Japanese-only kanji form) is what the issue saw.
    const kana = /[\u3040-\u30ff]/;
    expect(seen['zh-CN'].filter((t) => kana.test(t))).toEqual([]);
    expect(seen.en.filter((t) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(t))).toEqual([]);
    // Every Japanese news title and message differs from its Chinese and English one.
    expect(seen.ja[0]).not.toBe(seen['zh-CN'][0]);
    expect(seen.ja[0]).not.toBe(seen.en[0]);
    expect(seen.ja.length).toBe(seen.en.length);
  });

  it('falls back to the text of record where a language has no translation', async () => {
    const { postMessage } = await import('../src/operator/index');
    await postMessage(db, '0805550002', 'お知らせ', '<p>本文</p>', {
      actor: 'test',
      now: clock.now(),
      texts: { en: { title: 'Notice', bodyHtml: '<p>Body</p>' } },
    });
    const titles = async (lang: Lang) =>
      (await inLang(lang, 'listMessages', { page: '1', pageSize: '1' })).list[0].title;
    expect(await titles('en')).toBe('Notice');
    expect(await titles('ja')).toBe('お知らせ');
    expect(await titles('zh-CN')).toBe('お知らせ');
  });
});
