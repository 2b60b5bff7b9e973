import type { ServerConfig } from './config';
import { publicConfigItems, RETIRED_CONFIG_ITEMS } from './config';
import type { Db, Queryable } from './db';
import type { Lang } from './http/language';
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

const same = (name: string): Record<Lang, string> => ({ ja: name, 'zh-CN': name, en: name });
const brokerNames = (name: string) => BROKERS[name] ?? same(name);
const venueNames = (name: string) => VENUES[name] ?? same(name);

async function seedIpos(tx: Queryable, now: number) {
  for (const [i, [market, code, ja, zh, en, price, broker]] of IPOS.entries()) {
    const [s = 0, e = 0, d = 0, l = 0] = PHASES[i % PHASES.length] ?? [];
    const lot = market === 'usd' ? 1 : 100;
    const exchange =
      market === 'jpy'
        ? 'TSE Prime'
        : market === 'usd'
          ? 'NYSE'
          : code.startsWith('688')
            ? 'SSE STAR'
            : 'SZSE';
    await tx.query(
      `INSERT INTO ipos (market, symbol, name_ja, name_zh, name_en, price, shares_offered, min_quantity, max_quantity,
         lead_broker, exchange, subscribe_start, subscribe_end, draw_date, listing_date, payment_deadline, texts)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17::jsonb) ON CONFLICT DO NOTHING`,
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
        exchange,
        new Date(now + s * DAY),
        new Date(now + e * DAY),
        new Date(now + d * DAY),
        new Date(now + l * DAY),
        new Date(now + (d + 2) * DAY),
        textsOf({ leadBroker: brokerNames(broker), exchange: venueNames(exchange) }),
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

/** A text the server writes itself, in every language a customer may read (migration 007's `texts`). */
type Written<F extends string> = Record<Lang, Record<F, string>>;

const NEWS: { headline: boolean; texts: Written<'title' | 'summary' | 'bodyHtml'> }[] = [
  {
    headline: true,
    texts: {
      ja: {
        title: '日経平均、半導体株主導で続伸',
        summary: '東京エレクトロンやアドバンテストが買われ、日経平均は3日続伸した。',
        bodyHtml:
          '<p>東京株式市場で日経平均株価は続伸。<strong>半導体関連株</strong>に買いが集まった。</p><ul><li>東京エレクトロン (8035)</li><li>アドバンテスト (6857)</li></ul>',
      },
      'zh-CN': {
        title: '日经平均指数在半导体股带动下续涨',
        summary: '东京电子和爱德万测试受到买盘追捧，日经平均指数连续三日上涨。',
        bodyHtml:
          '<p>东京股市日经平均指数续涨，<strong>半导体相关股</strong>获资金集中买入。</p><ul><li>东京电子 (8035)</li><li>爱德万测试 (6857)</li></ul>',
      },
      en: {
        title: 'Nikkei extends gains, led by chip stocks',
        summary: 'Tokyo Electron and Advantest were bought as the Nikkei rose for a third day.',
        bodyHtml:
          '<p>The Nikkei Stock Average extended its gains in Tokyo as buyers gathered in <strong>semiconductor stocks</strong>.</p><ul><li>Tokyo Electron (8035)</li><li>Advantest (6857)</li></ul>',
      },
    },
  },
  {
    headline: true,
    texts: {
      ja: {
        title: '米国市場：S&P500は小幅高、FOMCを控え様子見',
        summary: '主要3指数はまちまち。金利見通しを巡り慎重な取引が続いた。',
        bodyHtml:
          '<p>ニューヨーク市場では<em>FOMC</em>を前に様子見ムードが広がった。</p><p><a href="https://example.com/fomc">詳しくはこちら</a></p>',
      },
      'zh-CN': {
        title: '美股：标普500小幅收高，FOMC前观望情绪浓厚',
        summary: '三大股指涨跌不一，围绕利率前景的交易依然谨慎。',
        bodyHtml:
          '<p>纽约股市在<em>FOMC</em>会议前观望气氛浓厚。</p><p><a href="https://example.com/fomc">查看详情</a></p>',
      },
      en: {
        title: 'US markets: S&P 500 edges up as investors wait for the FOMC',
        summary: 'The three main indices were mixed; trading stayed cautious over the rate outlook.',
        bodyHtml:
          '<p>New York traded in a wait-and-see mood ahead of the <em>FOMC</em>.</p><p><a href="https://example.com/fomc">Read more</a></p>',
      },
    },
  },
  {
    headline: false,
    texts: {
      ja: {
        title: '上海総合指数、消費関連がけん引',
        summary: '貴州茅台や五糧液など白酒銘柄が上昇した。',
        bodyHtml: '<p>中国本土市場では<b>消費関連株</b>が上昇し、上海総合指数を押し上げた。</p>',
      },
      'zh-CN': {
        title: '上证指数在消费板块带动下走高',
        summary: '贵州茅台、五粮液等白酒股上涨。',
        bodyHtml: '<p>A股市场<b>消费类股票</b>上涨，推动上证指数走高。</p>',
      },
      en: {
        title: 'Shanghai Composite led higher by consumer stocks',
        summary: 'Baijiu makers such as Kweichow Moutai and Wuliangye rose.',
        bodyHtml: '<p>In mainland China <b>consumer stocks</b> rose and lifted the Shanghai Composite.</p>',
      },
    },
  },
  {
    headline: false,
    texts: {
      ja: {
        title: '新規公開株（IPO）の申込受付を開始しました',
        summary: '今週から複数銘柄の新規公開株の申込受付を開始しています。',
        bodyHtml:
          '<h3>IPO申込のご案内</h3><p>申込期間中に「新株申込」画面からお申し込みください。抽選日に当選結果をお知らせします。</p>',
      },
      'zh-CN': {
        title: '新股（IPO）申购现已开放',
        summary: '本周起多只新股开放申购。',
        bodyHtml: '<h3>新股申购指南</h3><p>请在申购期内通过“新股申购”页面申购，中签结果将于抽签日通知。</p>',
      },
      en: {
        title: 'New share (IPO) subscriptions are open',
        summary: 'Subscriptions for several new shares open this week.',
        bodyHtml:
          '<h3>How to subscribe</h3><p>Apply from the New shares screen during the subscription period. We tell you the result on the lottery date.</p>',
      },
    },
  },
  {
    headline: false,
    texts: {
      ja: {
        title: '年末年始の取引時間について',
        summary: '東京証券取引所は12月31日から1月3日まで休場です。',
        bodyHtml:
          '<p>年末年始は<strong>12月31日〜1月3日</strong>が休場となります。入出金の受付時間にご注意ください。</p>',
      },
      'zh-CN': {
        title: '年末年初交易时间安排',
        summary: '东京证券交易所12月31日至1月3日休市。',
        bodyHtml: '<p>年末年初<strong>12月31日至1月3日</strong>休市，请留意出入金受理时间。</p>',
      },
      en: {
        title: 'Trading hours over the New Year',
        summary: 'The Tokyo Stock Exchange is closed from 31 December to 3 January.',
        bodyHtml:
          '<p>The exchange is closed from <strong>31 December to 3 January</strong>. Mind the hours for deposits and withdrawals.</p>',
      },
    },
  },
  {
    headline: false,
    texts: {
      ja: {
        title: 'Tsumiki：証拠金と手数料の計算方法',
        summary: '証拠金は価格×口数÷レバレッジ、手数料は約定代金にかかります。',
        bodyHtml:
          '<p>証拠金 = 価格 × 口数 ÷ レバレッジ。取引手数料は約定代金に対する料率です。</p><table><tr><td>レバレッジ</td><td>1, 2, 5, 10</td></tr></table>',
      },
      'zh-CN': {
        title: 'Tsumiki：保证金与手续费的计算方法',
        summary: '保证金 = 价格 × 手数 ÷ 杠杆；手续费按成交金额收取。',
        bodyHtml:
          '<p>保证金 = 价格 × 手数 ÷ 杠杆。交易手续费为成交金额的一定比例。</p><table><tr><td>杠杆</td><td>1, 2, 5, 10</td></tr></table>',
      },
      en: {
        title: 'Tsumiki: how margin and fees are calculated',
        summary: 'Margin is price × lots ÷ leverage; the fee is charged on the notional.',
        bodyHtml:
          '<p>Margin = price × lots ÷ leverage. The trading fee is a rate of the notional value.</p><table><tr><td>Leverage</td><td>1, 2, 5, 10</td></tr></table>',
      },
    },
  },
];

/** The two notices every new customer finds among the messages. */
const MESSAGES: Written<'title' | 'bodyHtml'>[] = [
  {
    ja: {
      title: 'Tsumikiへようこそ',
      bodyHtml: '<p>口座開設ありがとうございます。まずは<strong>本人確認</strong>をお済ませください。</p>',
    },
    'zh-CN': {
      title: '欢迎使用Tsumiki',
      bodyHtml: '<p>感谢您开立账户。请先完成<strong>实名认证</strong>。</p>',
    },
    en: {
      title: 'Welcome to Tsumiki',
      bodyHtml:
        '<p>Thank you for opening an account. Please start by completing your <strong>identity verification</strong>.</p>',
    },
  },
  {
    ja: { title: '入出金時間のご案内', bodyHtml: '<p>出金は営業日の9:00〜15:30に受け付けます。</p>' },
    'zh-CN': { title: '出入金时间说明', bodyHtml: '<p>出金受理时间为工作日9:00至15:30。</p>' },
    en: {
      title: 'Deposit and withdrawal hours',
      bodyHtml: '<p>Withdrawals are accepted on business days from 9:00 to 15:30.</p>',
    },
  },
];

/** Each copy-trading manager's name as a customer reads it, by the name of record (`originator`). */
const MANAGERS: Record<string, Written<'originator'>> = {
  '山田 アナリスト': {
    ja: { originator: '山田 アナリスト' },
    'zh-CN': { originator: '山田 分析师' },
    en: { originator: 'Yamada, analyst' },
  },
  '佐藤 ファンドマネージャー': {
    ja: { originator: '佐藤 ファンドマネージャー' },
    'zh-CN': { originator: '佐藤 基金经理' },
    en: { originator: 'Sato, fund manager' },
  },
  'J. Miller': {
    ja: { originator: 'J・ミラー' },
    'zh-CN': { originator: 'J. 米勒' },
    en: { originator: 'J. Miller' },
  },
  'A. Chen': {
    ja: { originator: 'A・チェン' },
    'zh-CN': { originator: 'A. 陈' },
    en: { originator: 'A. Chen' },
  },
  '王 分析师': {
    ja: { originator: '王 アナリスト' },
    'zh-CN': { originator: '王 分析师' },
    en: { originator: 'Wang, analyst' },
  },
};

/** Lead brokers (by the name of record) and venues as each language writes them. */
const BROKERS: Record<string, Record<Lang, string>> = {
  Nomura: { ja: '野村證券', 'zh-CN': '野村证券', en: 'Nomura' },
  Mizuho: { ja: 'みずほ証券', 'zh-CN': '瑞穗证券', en: 'Mizuho' },
  SBI: { ja: 'SBI証券', 'zh-CN': 'SBI证券', en: 'SBI' },
  Daiwa: { ja: '大和証券', 'zh-CN': '大和证券', en: 'Daiwa' },
  'SMBC Nikko': { ja: 'SMBC日興証券', 'zh-CN': '三井住友日兴证券', en: 'SMBC Nikko' },
  'J.P. Morgan': { ja: 'J.P.モルガン', 'zh-CN': '摩根大通', en: 'J.P. Morgan' },
  'Morgan Stanley': { ja: 'モルガン・スタンレー', 'zh-CN': '摩根士丹利', en: 'Morgan Stanley' },
  'Goldman Sachs': { ja: 'ゴールドマン・サックス', 'zh-CN': '高盛', en: 'Goldman Sachs' },
  CICC: { ja: '中国国際金融（CICC）', 'zh-CN': '中金公司', en: 'CICC' },
  'CITIC Securities': { ja: '中信証券', 'zh-CN': '中信证券', en: 'CITIC Securities' },
  'Guotai Junan': { ja: '国泰君安証券', 'zh-CN': '国泰君安', en: 'Guotai Junan' },
  Huatai: { ja: '華泰証券', 'zh-CN': '华泰证券', en: 'Huatai' },
  CSC: { ja: '中信建投証券', 'zh-CN': '中信建投', en: 'CSC' },
};
const VENUES: Record<string, Record<Lang, string>> = {
  'TSE Prime': { ja: '東証プライム', 'zh-CN': '东证Prime市场', en: 'TSE Prime' },
  NYSE: { ja: 'ニューヨーク証券取引所', 'zh-CN': '纽约证券交易所', en: 'NYSE' },
  'SSE STAR': { ja: '上海証券取引所 科創板', 'zh-CN': '上交所科创板', en: 'SSE STAR' },
  SZSE: { ja: '深セン証券取引所', 'zh-CN': '深圳证券交易所', en: 'SZSE' },
};

/** `{ lang: { field: text } }` for a row's `texts` column. */
function textsOf<F extends string>(byLang: Record<F, Record<Lang, string>>): string {
  const out: Partial<Record<Lang, Record<string, string>>> = {};
  for (const [field, values] of Object.entries(byLang) as [F, Record<Lang, string>][]) {
    for (const lang of ['ja', 'zh-CN', 'en'] as const) out[lang] = { ...out[lang], [field]: values[lang] };
  }
  return JSON.stringify(out);
}

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
        `INSERT INTO follow_products (market, name_ja, name_zh, name_en, originator, min_amount, lock_days, daily_rate, closes_at, texts)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
        [
          market,
          ja,
          zh,
          en,
          originator,
          min,
          lock,
          rate,
          new Date(t + 60 * DAY),
          JSON.stringify(MANAGERS[originator] ?? {}),
        ],
      );
    }
    for (const [market, ja, zh, en, min, max] of DAY_TRADES) {
      await tx.query(
        `INSERT INTO day_trade_programmes (market, name_ja, name_zh, name_en, min_amount, max_amount, opens_at, closes_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [market, ja, zh, en, min, max, new Date(t - DAY), new Date(t + 30 * DAY)],
      );
    }
    for (const [i, { headline, texts }] of NEWS.entries()) {
      await tx.query(
        `INSERT INTO news (language, title, summary, body_html, source, headline, published_at, texts)
         VALUES ('ja', $1, $2, $3, 'Tsumiki News', $4, $5, $6::jsonb)`,
        [
          texts.ja.title,
          texts.ja.summary,
          texts.ja.bodyHtml,
          headline,
          new Date(t - (i + 1) * 3600_000),
          JSON.stringify(texts),
        ],
      );
    }
    for (const texts of MESSAGES) {
      await tx.query(
        `INSERT INTO messages (account_id, title, body_html, created_at, texts) VALUES (NULL, $1, $2, $3, $4::jsonb)`,
        [texts.ja.title, texts.ja.bodyHtml, new Date(t - DAY), JSON.stringify(texts)],
      );
    }
    await tx.query("INSERT INTO config_items (name, value, public) VALUES ('seededAt', $1, false)", [
      now.toISOString(),
    ]);
    return true;
  });
}
