import type { LabelArea } from '@tsumiki/sdk/labels';
import type { Feature } from './brand/types';

/** Every route of spec section 2. `shell: false` routes have no header and bottom menu. */
export interface RouteEntry {
  path: string;
  shell: boolean;
  /** Hidden when the brand switches this feature off. */
  feature?: Feature;
  /**
   * The label areas the route's screen shows beyond the first part's and the shell's (`SHELL_TEXTS`): only
   * these load before it renders. Without it, every text loads. e2e/routes.test.ts checks the list against the
   * `useLabels` calls the route's modules make.
   */
  texts?: readonly LabelArea[];
}

/** The areas the shell around signed-in routes shows beyond the first part (the user panel's market switch). */
export const SHELL_TEXTS: readonly LabelArea[] = ['home'];

const r = (path: string, feature?: Feature, shell = true): RouteEntry =>
  feature ? { path, shell, feature } : { path, shell };

// The quote and position routes load their own areas alone: none of the money screens' texts.
const t = (path: string, ...texts: LabelArea[]): RouteEntry => ({ path, shell: true, texts });

export const ROUTES: readonly RouteEntry[] = [
  r('/login/start', undefined, false),
  r('/login/logon', undefined, false),
  r('/login/register', undefined, false),
  r('/login/login', undefined, false),
  r('/login/loginAfter', undefined, false),
  r('/news/index', 'news'),
  r('/news/info', 'news'),
  t('/quotes/search', 'quotes'),
  t('/quotes/info', 'quotes', 'trade'),
  t('/quotes/self', 'quotes'),
  t('/position/index', 'positions'),
  t('/position/info', 'positions'),
  t('/home/home', 'home', 'quotes'),
  t('/home/index', 'home', 'quotes'),
  r('/home/qcList', 'follow'),
  r('/home/newShare', 'ipo'),
  r('/home/newShareInfo', 'ipo'),
  r('/home/large', 'block'),
  r('/home/largerOrder', 'block'),
  r('/home/largeQc', 'block'),
  r('/home/large2', 'block'),
  r('/home/large3', 'block'),
  r('/home/large4', 'block'),
  r('/home/largeInfo', 'block'),
  r('/home/follow', 'follow'),
  r('/home/withinDays', 'dayTrade'),
  r('/mine/index'),
  // The terms and the privacy policy are linked from registration: readable before signing in.
  r('/mine/protocol', undefined, false),
  r('/mine/message', 'messages'),
  r('/mine/messageInfo', 'messages'),
  r('/mine/loginPassword'),
  r('/mine/fundPassword'),
  r('/mine/bank'),
  r('/mine/bankAdd'),
  r('/mine/verified'),
  r('/mine/transactionRecords'),
  r('/mine/withdraw'),
  r('/mine/stored'),
  r('/mine/deposit'),
  r('/mine/about'),
  r('/mine/privacy', undefined, false),
  r('/mine/language'),
  r('/mine/changeLang'),
  r('/mine/loan', 'loans'),
  r('/mine/loanOrder', 'loans'),
  r('/mine/newShareOrder', 'ipo'),
  r('/mine/followOrder', 'follow'),
];

/** The five bottom tabs and their routes (spec section 2). */
export const TAB_ROUTES = {
  home: '/home/home',
  quotes: '/home/index',
  trade: '/position/index',
  records: '/mine/transactionRecords',
  news: '/news/index',
} as const;
