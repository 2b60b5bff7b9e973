import type { ServerConfig } from './config';
import { publicConfigItems, RETIRED_CONFIG_ITEMS } from './config';
import type { Db, Queryable } from './db';
import type { Market } from './ledger';
import { findInstrument } from './market';

const DAY = 86_400_000;

/** Writes the public config items from the running configuration (env overrides included), every start. */
export async function syncConfigItems(db: Db, config: ServerConfig): Promise<void> {
  await db.transaction(async (tx) => {
    for (const name of RETIRED_CONFIG_ITEMS)
      await tx.query('DELETE FROM config_items WHERE name = $1', [name]);
    for (const { name, value } of publicConfigItems(config)) {
      await tx.query(
        'INSERT INTO config_items (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value',
        [name, value],
      );
    }
  });
}

const IPOS: [Market, string, string, string, string, string, string][] = [
  ['jpy', '285A', 'キオクシアホールディングス', '铠侠控股', 'Kioxia Holdings', '1455', 'Nomura'],
  ['jpy', '9023', '東京地下鉄', '东京地铁', 'Tokyo Metro', '1200', 'Mizuho'],
  ['jpy', '8303', 'SBI新生銀行', 'SBI新生银行', 'SBI Shinsei Bank', '1450', 'SBI'],
  ['jpy', '3110', '日東紡績', '日东纺绩', 'Nittobo (simulated offering)', '5200', 'Daiwa'],
  ['jpy', '4169', 'ENECHANGE', 'ENECHANGE', 'ENECHANGE (simulated offering)', '800', 'SMBC Nikko'],
  [
    'usd',
    'CRCL',
    'サークル・インターネット',
    'Circle互联网',
    'Circle Internet Group',
    '31.00',
    'J.P. Morgan',
  ],
  ['usd', 'FIG', 'フィグマ', 'Figma', 'Figma', '33.00', 'Morgan Stanley'],
  ['usd', 'KLAR', 'クラーナ', 'Klarna', 'Klarna Group', '40.00', 'Goldman Sachs'],
  ['usd', 'CRWV', 'コアウィーブ', 'CoreWeave', 'CoreWeave', '40.00', 'Morgan Stanley'],
  ['usd', 'CHYM', 'チャイム', 'Chime', 'Chime Financial', '27.00', 'Goldman Sachs'],
  ['cny', '688775', '影石創新', '影石创新', 'Insta360', '47.27', 'CICC'],
  ['cny', '301630', '同宇新材', '同宇新材', 'Tongyu New Materials (simulated)', '30.00', 'CITIC Securities'],
  ['cny', '603409', '匯通控股', '汇通控股', 'Huitong Holdings (simulated)', '20.00', 'Guotai Junan'],
  ['cny', '688755', '汉邦科技', '汉邦科技', 'Hanbon Science (simulated)', '22.77', 'Huatai'],
  ['cny', '001390', '古麒绒材', '古麒绒材', 'Guqi Down (simulated)', '11.60', 'CSC'],
];

/** Offsets in days from the seed time: [subscribe start, end, draw, listing] for each state. */
const PHASES = [
  [3, 6, 8, 12], // waiting
  [-2, 3, 5, 9], // subscribing
  [-6, -1, 2, 6], // awaiting draw
  [-12, -7, -5, 3], // ended (drawn by the operator)
  [-30, -25, -23, -20], // listed
];

async function seedIpos(tx: Queryable, now: number) {
  for (const [i, [market, code, ja, zh, en, price, broker]] of IPOS.entries()) {
    const [s = 0, e = 0, d = 0, l = 0] = PHASES[i % PHASES.length] ?? [];
    const lot = market === 'usd' ? 1 : 100;
    await tx.query(
      `INSERT INTO ipos (market, symbol, name_ja, name_zh, name_en, price, shares_offered, min_quantity, max_quantity,
         lead_broker, exchange, subscribe_start, subscribe_end, draw_date, listing_date, payment_deadline)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) ON CONFLICT DO NOTHING`,
      [
        market,
        code,
        ja,
        zh,
        en,
        price,
        lot * 100000,
        lot,
        lot * 1000,
        broker,
        market === 'jpy'
          ? 'TSE Prime'
          : market === 'usd'
            ? 'NYSE'
            : code.startsWith('688')
              ? 'SSE STAR'
              : 'SZSE',
        new Date(now + s * DAY),
        new Date(now + e * DAY),
        new Date(now + d * DAY),
        new Date(now + l * DAY),
        new Date(now + (d + 2) * DAY),
      ],
    );
  }
}

const BLOCKS: [Market, string, string][] = [
  ['jpy', '7203', '0.92'],
  ['jpy', '6758', '0.9'],
  ['jpy', '8306', '0.93'],
  ['usd', 'AAPL', '0.95'],
  ['usd', 'NVDA', '0.94'],
  ['cny', '600519', '0.9'],
  ['cny', '300750', '0.91'],
];

const FOLLOWS: [Market, string, string, string, string, string, number, string][] = [
  [
    'jpy',
    '日本株モメンタム戦略',
    '日本股票动量策略',
    'Japan equity momentum',
    '山田 アナリスト',
    '100000',
    30,
    '0.0012',
  ],
  [
    'jpy',
    '高配当バリュー',
    '高股息价值',
    'High-dividend value',
    '佐藤 ファンドマネージャー',
    '300000',
    60,
    '0.0009',
  ],
  ['usd', '米国テック成長', '美国科技成长', 'US tech growth', 'J. Miller', '1000', 30, '0.0015'],
  ['usd', 'S&P500インカム', '标普500收益', 'S&P 500 income', 'A. Chen', '500', 14, '0.0006'],
  ['cny', 'A株消費リーダー', 'A股消费龙头', 'A-share consumer leaders', '王 分析师', '10000', 30, '0.0011'],
];

const DAY_TRADES: [Market, string, string, string, string, string][] = [
  ['jpy', 'デイトレード・プライム', '日内交易·精选', 'Day trade Prime', '50000', '5000000'],
  ['usd', 'デイトレード・ナスダック', '日内交易·纳斯达克', 'Day trade Nasdaq', '500', '50000'],
  ['cny', 'デイトレード・科創板', '日内交易·科创板', 'Day trade STAR', '5000', '500000'],
];

const NEWS: [string, string, string, boolean][] = [
  [
    '日経平均、半導体株主導で続伸',
    '東京エレクトロンやアドバンテストが買われ、日経平均は3日続伸した。',
    '<p>東京株式市場で日経平均株価は続伸。<strong>半導体関連株</strong>に買いが集まった。</p><ul><li>東京エレクトロン (8035)</li><li>アドバンテスト (6857)</li></ul>',
    true,
  ],
  [
    '米国市場：S&P500は小幅高、FOMCを控え様子見',
    '主要3指数はまちまち。金利見通しを巡り慎重な取引が続いた。',
    '<p>ニューヨーク市場では<em>FOMC</em>を前に様子見ムードが広がった。</p><p><a href="https://example.com/fomc">詳しくはこちら</a></p>',
    true,
  ],
  [
    '上海総合指数、消費関連がけん引',
    '貴州茅台や五糧液など白酒銘柄が上昇した。',
    '<p>中国本土市場では<b>消費関連株</b>が上昇し、上海総合指数を押し上げた。</p>',
    false,
  ],
  [
    '新規公開株（IPO）の申込受付を開始しました',
    '今週から複数銘柄の新規公開株の申込受付を開始しています。',
    '<h3>IPO申込のご案内</h3><p>申込期間中に「新株申込」画面からお申し込みください。抽選日に当選結果をお知らせします。</p>',
    false,
  ],
  [
    '年末年始の取引時間について',
    '東京証券取引所は12月31日から1月3日まで休場です。',
    '<p>年末年始は<strong>12月31日〜1月3日</strong>が休場となります。入出金の受付時間にご注意ください。</p>',
    false,
  ],
  [
    'Tsumiki: how margin and fees are calculated',
    'Margin is price × lots ÷ leverage; the fee is charged on the notional.',
    '<p>Margin = price × lots ÷ leverage. The trading fee is a rate of the notional value.</p><table><tr><td>Leverage</td><td>1, 2, 5, 10</td></tr></table>',
    false,
  ],
];

/**
 * Seeds products, news and messages once (a private config item records it), with dates relative to `now`
 * so a new user finds IPOs in every state, open block trades, copy-trading products and day-trading programmes.
 */
export async function seedOnce(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE config_items IN EXCLUSIVE MODE');
    const [done] = await tx.query("SELECT 1 FROM config_items WHERE name = 'seededAt'");
    if (done) return false;
    const t = now.getTime();
    await seedIpos(tx, t);
    for (const [market, code, discount] of BLOCKS) {
      const ref = findInstrument(market, code)?.ref ?? '100';
      const lot = market === 'usd' ? 1 : 100;
      await tx.query(
        `INSERT INTO block_products (market, symbol, price, quota, remaining, min_quantity, opens_at, closes_at)
         VALUES ($1, $2, round($3::numeric * $4::numeric, 2), $5, $5, $6, $7, $8)`,
        [market, code, ref, discount, lot * 1000, lot, new Date(t - DAY), new Date(t + 30 * DAY)],
      );
    }
    for (const [market, ja, zh, en, originator, min, lock, rate] of FOLLOWS) {
      await tx.query(
        `INSERT INTO follow_products (market, name_ja, name_zh, name_en, originator, min_amount, lock_days, daily_rate, closes_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [market, ja, zh, en, originator, min, lock, rate, new Date(t + 60 * DAY)],
      );
    }
    for (const [market, ja, zh, en, min, max] of DAY_TRADES) {
      await tx.query(
        `INSERT INTO day_trade_programmes (market, name_ja, name_zh, name_en, min_amount, max_amount, opens_at, closes_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [market, ja, zh, en, min, max, new Date(t - DAY), new Date(t + 30 * DAY)],
      );
    }
    for (const [i, [title, summary, body, headline]] of NEWS.entries()) {
      await tx.query(
        `INSERT INTO news (language, title, summary, body_html, source, headline, published_at)
         VALUES ('ja', $1, $2, $3, 'Tsumiki News', $4, $5)`,
        [title, summary, body, headline, new Date(t - (i + 1) * 3600_000)],
      );
    }
    await tx.query(
      `INSERT INTO messages (account_id, title, body_html, created_at) VALUES
       (NULL, 'Tsumikiへようこそ', '<p>口座開設ありがとうございます。まずは<strong>本人確認</strong>をお済ませください。</p>', $1),
       (NULL, '入出金時間のご案内', '<p>出金は営業日の9:00〜15:30に受け付けます。</p>', $1)`,
      [new Date(t - DAY)],
    );
    await tx.query("INSERT INTO config_items (name, value, public) VALUES ('seededAt', $1, false)", [
      now.toISOString(),
    ]);
    return true;
  });
}
