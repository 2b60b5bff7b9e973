import type { Locator, Page } from 'playwright';
// The brand the journeys' build ships (globalSetup builds without VITE_BRAND).
import { tsumikiBrand as brand } from '../packages/app/src/brand/tsumiki';
import { fillLabel } from '../packages/sdk/src/index';
import { type Lang, label } from './labels';
import type { TourData } from './tourCustomer';

// The stops of the route tour (routeTour.test.ts) and of the layout audit (layoutAudit.test.ts): every route of
// spec section 2, and on each what shows that the server's data has arrived.

/** One stop of the tour: the route as visited (with its query), and what on it shows the server's data. */
export interface Stop {
  /** The route of spec section 2 and, for one that takes it, the query (its id is added from the data). */
  route: string;
  /** Visible once the route has rendered real data; the first match is waited for. */
  shows: (page: Page, t: Texts) => Locator;
  /** Done before `shows` is waited for (typing a search). */
  act?: (page: Page, t: Texts) => Promise<void>;
}

/** What a stop can name: labels and rule texts in the page's language, and the customer's data. */
export interface Texts {
  lang: Lang;
  data: TourData;
  rule: (code: string, params?: Record<string, string | number>) => string;
}

export const link = (page: Page, text: string | RegExp) => page.getByRole('link').filter({ hasText: text });
export const heading = (page: Page, text: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name: text });
export const definition = (page: Page, text: string | RegExp) =>
  page.getByRole('definition').filter({ hasText: text });
export const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Before signing in: the sign-in routes and the two documents linked from registration. */
export const PUBLIC: Stop[] = [
  {
    route: '/login/start',
    shows: (page, { lang }) =>
      heading(page, fillLabel(label('auth', 'startTitle', lang), { brand: brand.name })),
  },
  {
    route: '/login/logon',
    shows: (page, { lang }) => page.getByLabel(label('auth', 'account', lang), { exact: true }),
  },
  {
    route: '/login/register',
    shows: (page, { lang }) => page.getByLabel(label('auth', 'repeatPassword', lang), { exact: true }),
  },
  {
    route: '/login/login',
    shows: (page, { lang }) =>
      page.getByRole('button', { name: label('auth', 'submitLogin', lang), exact: true }),
  },
  { route: '/mine/protocol', shows: (page, { lang }) => heading(page, label('account', 'protocol', lang)) },
  { route: '/mine/privacy', shows: (page, { lang }) => heading(page, label('account', 'privacy', lang)) },
];

/** Signed in, in the yen market: every other route, each with the customer's or the market's data. */
export const SIGNED_IN: Stop[] = [
  // Signed in already, the page after sign-in goes straight home, where the popular stocks are listed.
  { route: '/login/loginAfter', shows: (page) => link(page, '7203') },
  { route: '/home/home', shows: (page) => link(page, '7203') },
  { route: '/home/index', shows: (page) => page.locator('a[href^="#/quotes/info?code="]') },
  {
    route: '/quotes/search',
    act: async (page) => page.getByRole('searchbox').fill('7203'),
    shows: (page) => link(page, '7203'),
  },
  { route: '/quotes/info?code=9432&type=jpy', shows: (page) => heading(page, /9432/) },
  { route: '/quotes/self', shows: (page) => link(page, '7203') },
  { route: '/position/index', shows: (page, { data }) => link(page, `(${data.stock.code})`) },
  {
    route: '/position/info?id=',
    shows: (page, { data }) => definition(page, exact(data.stock.code)),
  },
  { route: '/news/index', shows: (page, { data, lang }) => link(page, data.news.titles[lang]) },
  { route: '/news/info?id=', shows: (page, { data, lang }) => heading(page, data.news.titles[lang]) },
  { route: '/home/newShare', shows: (page, { data, lang }) => link(page, data.ipo.jpy.names[lang]) },
  {
    route: '/home/newShareInfo?id=',
    shows: (page, { data, lang }) => heading(page, data.ipo.jpy.names[lang]),
  },
  { route: '/home/large', shows: (page, { data }) => link(page, data.block.jpy.code) },
  // Announced by the back office for two days from now; and the one whose window closed.
  { route: '/home/large2', shows: (page, { data }) => link(page, data.upcomingBlock) },
  { route: '/home/large3', shows: (page, { data }) => link(page, data.closedBlock) },
  { route: '/home/large4', shows: (page, { data }) => link(page, data.block.jpy.code) },
  { route: '/home/largeInfo?id=', shows: (page, { data }) => definition(page, exact(data.block.jpy.code)) },
  {
    route: '/home/largerOrder?id=',
    shows: (page, { data, lang }) =>
      page
        .getByRole('region')
        .filter({ hasText: data.block.jpy.code })
        .getByRole('spinbutton', {
          name: label('block', 'lotsLabel', lang),
        }),
  },
  {
    route: '/home/largeQc',
    shows: (page, { data }) => page.getByRole('article').filter({ hasText: data.block.jpy.code }),
  },
  { route: '/home/follow', shows: (page, { data, lang }) => link(page, data.follow.jpy.names[lang]) },
  { route: '/home/qcList', shows: (page, { data, lang }) => link(page, data.follow.jpy.names[lang]) },
  { route: '/home/qcList?id=', shows: (page, { data, lang }) => heading(page, data.follow.jpy.names[lang]) },
  {
    route: '/home/withinDays',
    shows: (page, { data, lang }) => heading(page, data.dayTrade.jpy.names[lang], 2),
  },
  {
    route: '/home/withinDays?tab=applications',
    shows: (page, { data, lang }) =>
      page.getByRole('tabpanel').filter({ hasText: data.dayTrade.jpy.names[lang] }),
  },
  { route: '/mine/index', shows: (page, { data }) => page.getByText(data.account, { exact: true }) },
  { route: '/mine/message', shows: (page, { data, lang }) => link(page, data.message.titles[lang]) },
  {
    route: '/mine/messageInfo?id=',
    shows: (page, { data, lang }) => heading(page, data.message.titles[lang]),
  },
  {
    route: '/mine/loginPassword',
    shows: (page, { lang }) => heading(page, label('account', 'loginPasswordTitle', lang)),
  },
  // The funds password is set: the page asks for the current one first.
  {
    route: '/mine/fundPassword',
    shows: (page, { lang }) => page.getByRole('group', { name: label('account', 'enterOldPin', lang) }),
  },
  { route: '/mine/bank', shows: (page) => page.getByText('Mizuho Bank', { exact: true }) },
  // The holder is the verified name, filled in.
  { route: '/mine/bankAdd', shows: (page) => page.locator('input[value="Tanaka Yui"]') },
  { route: '/mine/verified', shows: (page) => definition(page, 'Tanaka Yui') },
  {
    route: '/mine/transactionRecords',
    shows: (page, { lang }) =>
      page
        .getByRole('region', { name: label('funds', 'recordsTitle', lang), exact: true })
        .getByRole('listitem')
        .filter({ hasText: label('funds', 'typeDeposit', lang) }),
  },
  {
    route: '/mine/withdraw',
    shows: (page, { rule }) => page.getByText(rule('withdraw.openPositions', { count: 1 }), { exact: true }),
  },
  { route: '/mine/stored', shows: (page) => page.getByRole('listitem').filter({ hasText: '500,000.00' }) },
  { route: '/mine/deposit', shows: (page) => page.getByText(/500,000/).first() },
  { route: '/mine/about', shows: (page, { lang }) => heading(page, label('account', 'about', lang)) },
  { route: '/mine/language', shows: (page) => page.getByText('English', { exact: false }) },
  {
    route: '/mine/changeLang?lang=',
    shows: (page, { lang }) => heading(page, label('account', 'changeLangTitle', lang)),
  },
  { route: '/mine/loan', shows: (page) => definition(page, /50,000\.00/) },
  {
    route: '/mine/loanOrder',
    shows: (page, { lang }) => page.getByRole('button', { name: label('loans', 'repay', lang), exact: true }),
  },
  {
    route: '/mine/newShareOrder',
    shows: (page, { data, lang }) => page.getByRole('article').filter({ hasText: data.ipo.jpy.names[lang] }),
  },
  {
    route: '/mine/followOrder',
    shows: (page, { data, lang }) =>
      page.getByRole('article').filter({ hasText: data.follow.jpy.names[lang] }),
  },
];

/** The route with the id it takes from the customer's data (`lang`: the page's language). */
export function withIds(route: string, data: TourData, lang: Lang): string {
  const id: Record<string, string> = {
    '/position/info?id=': data.stock.positionId,
    '/news/info?id=': data.news.id,
    '/home/newShareInfo?id=': data.ipo.jpy.id,
    '/home/largeInfo?id=': data.block.jpy.id,
    '/home/largerOrder?id=': data.block.jpy.id,
    '/home/qcList?id=': data.follow.jpy.id,
    '/mine/messageInfo?id=': data.message.id,
    // Confirming another language than the page's own (it is not switched: nothing is tapped).
    '/mine/changeLang?lang=': lang === 'en' ? 'ja' : 'en',
  };
  return route in id ? `${route}${id[route]}` : route;
}
