// Every text the margin rule and the fills send a customer, in each language the server speaks: built here and
// nowhere else, then written by notify().
import type { Decimal, MarginLevels } from '@tsumiki/sdk';
import { formatMoney, MARKETS } from '@tsumiki/sdk';
import type { Lang } from '../http/language';
import { LANGS, nameIn } from '../http/language';
import type { Market } from '../ledger';
import { findInstrument } from '../market';
import type { MessageTexts } from '../notify';

/** One position a message names. */
export interface NamedPosition {
  code: string;
  side: 'long' | 'short';
  quantity: Decimal;
  /** The price it was closed (or filled, or reached) at. */
  price: Decimal;
  /** Realised profit or loss, for a close. */
  pnl?: Decimal;
}

const LOCALE: Record<Lang, string> = { ja: 'ja-JP', 'zh-CN': 'zh-CN', en: 'en-US' };
const MARKET_NAME: Record<Lang, Record<Market, string>> = {
  ja: { jpy: '日本株', usd: '米国株', cny: '中国株' },
  'zh-CN': { jpy: '日本股票', usd: '美国股票', cny: '中国A股' },
  en: { jpy: 'Japanese stocks', usd: 'US stocks', cny: 'China A-shares' },
};
const SIDE: Record<Lang, Record<'long' | 'short', string>> = {
  ja: { long: '買い', short: '売り' },
  'zh-CN': { long: '买涨', short: '买跌' },
  en: { long: 'long', short: 'short' },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function when(at: Date, market: Market, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: MARKETS[market].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    numberingSystem: 'latn',
  }).format(at);
}

function money(v: Decimal, market: Market, lang: Lang, signed = false): string {
  return formatMoney(v, {
    language: lang,
    currency: MARKETS[market].currency,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  });
}

function stock(market: Market, code: string, lang: Lang): string {
  const instrument = findInstrument(market, code);
  return `${instrument ? nameIn(instrument.names, lang) : code} (${code})`;
}

const pct = (v: Decimal) => `${v}%`;

function build(
  make: (lang: Lang) => { title: string; paragraphs: string[]; items?: string[] },
): MessageTexts {
  const out = {} as MessageTexts;
  for (const lang of LANGS) {
    const m = make(lang);
    const items = m.items?.length
      ? `<ul>${m.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      : '';
    const [first = '', ...rest] = m.paragraphs;
    out[lang] = {
      title: m.title,
      bodyHtml: `<p>${escapeHtml(first)}</p>${items}${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    };
  }
  return out;
}

function positionLine(market: Market, p: NamedPosition, lang: Lang): string {
  const name = stock(market, p.code, lang);
  const side = SIDE[lang][p.side];
  const price = money(p.price, market, lang);
  const pnl = p.pnl === undefined ? '' : money(p.pnl, market, lang, true);
  if (lang === 'ja') return `${name} ${side} ${p.quantity}株 ${price}${pnl ? ` 実現損益 ${pnl}` : ''}`;
  if (lang === 'zh-CN') return `${name} ${side} ${p.quantity}股 ${price}${pnl ? ` 已实现盈亏 ${pnl}` : ''}`;
  return `${name}, ${side} ${p.quantity} shares at ${price}${pnl ? `, realised P&L ${pnl}` : ''}`;
}

/** The warning when a market's book falls to the margin-call level (once per crossing). */
export function marginCallTexts(
  market: Market,
  at: Date,
  level: Decimal,
  levels: MarginLevels,
  positions: readonly NamedPosition[],
): MessageTexts {
  return build((lang) => {
    const t = when(at, market, lang);
    const m = MARKET_NAME[lang][market];
    const items = positions.map((p) => positionLine(market, p, lang));
    if (lang === 'ja')
      return {
        title: `証拠金維持率が${pct(levels.marginCall)}以下になりました（${m}）`,
        paragraphs: [
          `${t}、${m}の建玉の証拠金維持率が${pct(level)}となり、警告水準の${pct(levels.marginCall)}以下になりました。保有中の建玉（現在値）：`,
          `維持率が${pct(levels.stopOut)}以下になると、${m}の建玉はすべて、その時点の価格で当社が決済します（ロスカット）。決済をお考えの場合はお早めにご判断ください。`,
        ],
        items,
      };
    if (lang === 'zh-CN')
      return {
        title: `保证金维持率已降至${pct(levels.marginCall)}及以下（${m}）`,
        paragraphs: [
          `${t}，您的${m}持仓保证金维持率为${pct(level)}，已降至预警线${pct(levels.marginCall)}以下。当前持仓（现价）：`,
          `维持率降至${pct(levels.stopOut)}及以下时，我们将按当时价格平掉您全部${m}持仓（强制平仓）。如需自行平仓，请尽早处理。`,
        ],
        items,
      };
    return {
      title: `Margin call: your margin level is at or below ${pct(levels.marginCall)} (${m})`,
      paragraphs: [
        `At ${t} the margin level of your positions in ${m} was ${pct(level)}, at or below the warning level of ${pct(levels.marginCall)}. Your positions (at the current price):`,
        `If it falls to ${pct(levels.stopOut)} or below, we close all your positions in ${m} at the price of that moment (stop-out). If you mean to close any yourself, do it soon.`,
      ],
      items,
    };
  });
}

/** What the server closed at the stop-out, at what prices, and why; what is owed if a gap left a shortfall. */
export function stopOutTexts(
  market: Market,
  at: Date,
  level: Decimal,
  levels: MarginLevels,
  closed: readonly NamedPosition[],
  shortfall: Decimal,
): MessageTexts {
  return build((lang) => {
    const t = when(at, market, lang);
    const m = MARKET_NAME[lang][market];
    const items = closed.map((p) => positionLine(market, p, lang));
    const owed = money(shortfall, market, lang);
    const hasShortfall = shortfall !== '0';
    if (lang === 'ja')
      return {
        title: `ロスカットにより建玉を決済しました（${m}）`,
        paragraphs: [
          `${t}、${m}の建玉の証拠金維持率が${pct(level)}となり、ロスカット水準の${pct(levels.stopOut)}以下になったため、次の建玉をすべてその時点の価格で決済しました（決済価格、実現損益）：`,
          ...(hasShortfall
            ? [
                `価格が水準を飛び越えて動いたため、決済後に${owed}の不足金が生じました。不足金はお客様のご負担となり、${m}口座に入る資金から自動的に充当されます。`,
              ]
            : []),
        ],
        items,
      };
    if (lang === 'zh-CN')
      return {
        title: `您的持仓已被强制平仓（${m}）`,
        paragraphs: [
          `${t}，您的${m}持仓保证金维持率为${pct(level)}，已降至强制平仓线${pct(levels.stopOut)}及以下，我们已按当时价格平掉以下全部持仓（平仓价、已实现盈亏）：`,
          ...(hasShortfall
            ? [
                `由于价格跳空越过平仓线，平仓后产生${owed}的欠款。该欠款由您承担，将从转入${m}账户的资金中自动扣还。`,
              ]
            : []),
        ],
        items,
      };
    return {
      title: `Stop-out: your positions in ${m} were closed`,
      paragraphs: [
        `At ${t} the margin level of your positions in ${m} was ${pct(level)}, at or below the stop-out level of ${pct(levels.stopOut)}, so we closed all of them at the price of that moment (closing price, realised P&L):`,
        ...(hasShortfall
          ? [
              `The price jumped past the level, which left ${owed} owed after the close. It is yours to pay; it is taken automatically from the next money that reaches your ${m} account.`,
            ]
          : []),
      ],
      items,
    };
  });
}

/** A pending limit order the server cancelled: its price came, but margin and fee at it no longer fitted. */
export function orderCancelledTexts(
  market: Market,
  at: Date,
  orderNo: string,
  order: NamedPosition,
  required: Decimal,
  available: Decimal,
): MessageTexts {
  return build((lang) => {
    const t = when(at, market, lang);
    const what = positionLine(market, order, lang);
    const need = money(required, market, lang);
    const have = money(available, market, lang);
    if (lang === 'ja')
      return {
        title: `指値注文を取り消しました（注文番号 ${orderNo}）`,
        paragraphs: [
          `${t}、次の指値注文が約定する価格に達しましたが、その価格での証拠金と手数料${need}が、利用可能資金と注文で拘束中の資金の合計${have}を上回ったため、残高不足で注文を取り消しました。拘束していた資金は利用可能資金に戻しました。`,
        ],
        items: [what],
      };
    if (lang === 'zh-CN')
      return {
        title: `限价委托已撤销（委托编号 ${orderNo}）`,
        paragraphs: [
          `${t}，以下限价委托已到达成交价格，但按该价格所需的保证金和手续费${need}超过了可用资金与该委托冻结资金之和${have}，因余额不足已撤销委托，冻结资金已退回可用资金。`,
        ],
        items: [what],
      };
    return {
      title: `Limit order ${orderNo} cancelled`,
      paragraphs: [
        `At ${t} the price reached your limit order below, but the margin and fee at that price, ${need}, were more than your available balance plus what the order held, ${have}. The order was cancelled for insufficient balance and its hold returned to your available balance.`,
      ],
      items: [what],
    };
  });
}
