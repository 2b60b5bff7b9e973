import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { labelAreas } from '../../i18n/labels/index';
import { calendarFromPublished } from '../../rules/calendars';
import { DEFAULT_LIMIT_SCHEDULE } from '../../rules/limits';
import { decimal } from '../../rules/money';
import {
  defaultRecordRange,
  describeFundRecord,
  describeReasons,
  fundRecordsCsv,
  fundRecordsFileName,
  recentRange,
  selectDepositForm,
  selectDepositHistory,
  selectExchangeView,
  selectFundRecords,
  selectFundRecordsPage,
  selectWithdrawForm,
} from './funds';

type S = components['schemas'];

function user(over: Partial<S['UserInfo']> = {}): S['UserInfo'] {
  return {
    account: '0901234567',
    jpy: '1000000',
    jpyyjed: '0',
    balances: [
      { market: 'jpy', currency: 'JPY', available: '1000000', debt: '0' },
      { market: 'usd', currency: 'USD', available: '2500.50', debt: '0' },
    ],
    summary: {} as S['AssetSummary'],
    verification: 2,
    fundsPasswordSet: true,
    creditScore: 80,
    tradingBarred: false,
    ...over,
  } as S['UserInfo'];
}

// Tuesday 24 Nov 2026, 10:00 in Tokyo: a business day, inside both windows.
const OPEN = new Date('2026-11-24T01:00:00Z');
// Tuesday 24 Nov 2026, 16:00 in Tokyo: after the withdrawal window.
const LATE = new Date('2026-11-24T07:00:00Z');
const proof = { type: 'image/png', size: 200_000 };
const TOKYO_MONDAY_NY_SUNDAY = new Date('2026-11-30T01:00:00Z');
// Tuesday 24 Nov 2026, 10:00 in New York (midnight in Tokyo): inside New York's withdrawal window only.
const NY_OPEN = new Date('2026-11-24T15:00:00Z');
// Monday 4 Jan 2027, 10:00 in Shanghai (11:00 in Tokyo): a year whose mainland closures the SDK does not know.
const SHANGHAI_2027 = new Date('2027-01-04T02:00:00Z');
// The same year as a server publishes it once the operator loaded a notice (made-up closures: the mechanism only).
const LOADED_2027 = calendarFromPublished([
  {
    market: 'cny',
    years: [{ year: 2027, closures: [{ first: '2027-01-01', last: '2027-01-01', code: 'cnNewYearsDay' }] }],
  },
]);

describe('selectDepositForm', () => {
  const rows: [
    string,
    {
      given: Partial<Parameters<typeof selectDepositForm>[0]>;
      want: { amount?: string; proof?: string; reasons: string[] };
    },
  ][] = [
    ['a complete deposit', { given: {}, want: { reasons: [] } }],
    ['no proof', { given: { proof: null }, want: { proof: 'deposit.proofRequired', reasons: [] } }],
    [
      'a PDF proof',
      {
        given: { proof: { type: 'application/pdf', size: 10 } },
        want: { proof: 'upload.invalidType', reasons: [] },
      },
    ],
    [
      'above the default maximum',
      { given: { amount: '500001' }, want: { amount: 'amount.aboveMaximum', reasons: [] } },
    ],
    [
      'within a configured maximum',
      {
        given: {
          amount: '600000',
          limits: {
            ...DEFAULT_LIMIT_SCHEDULE,
            jpy: { ...DEFAULT_LIMIT_SCHEDULE.jpy, depositMaximum: decimal('10000000000') },
          },
        },
        want: { reasons: [] },
      },
    ],
    [
      'dollars at the dollar maximum ($3,300)',
      { given: { currency: 'USD', amount: '3300', now: NY_OPEN }, want: { reasons: [] } },
    ],
    [
      'dollars over the converted maximum: $500,000 is not ¥500,000',
      {
        given: { currency: 'USD', amount: '3300.01', now: NY_OPEN },
        want: { amount: 'amount.aboveMaximum', reasons: [] },
      },
    ],
    [
      'yuan over the yuan maximum (元24,000)',
      { given: { currency: 'CNY', amount: '500000' }, want: { amount: 'amount.aboveMaximum', reasons: [] } },
    ],
    [
      'three decimals',
      { given: { amount: '1000.005' }, want: { amount: 'amount.tooManyDecimals', reasons: [] } },
    ],
    [
      'yuan in a year whose Shanghai closures are unconfirmed',
      {
        given: { currency: 'CNY', amount: '2000', now: SHANGHAI_2027 },
        want: { reasons: ['calendar.unknownYear'] },
      },
    ],
    [
      'yuan in that year once it is loaded',
      {
        given: { currency: 'CNY', amount: '2000', now: SHANGHAI_2027, calendar: LOADED_2027 },
        want: { reasons: [] },
      },
    ],
    [
      'unverified, with a pending deposit',
      {
        given: { user: user({ verification: 1 }), deposits: [{ status: 0 } as S['Deposit']] },
        want: { reasons: ['verification.required', 'deposit.pendingExists'] },
      },
    ],
    [
      'a Sunday',
      { given: { now: new Date('2026-11-22T01:00:00Z') }, want: { reasons: ['deposit.outsideWindow'] } },
    ],
    // Monday 30 Nov 10:00 in Tokyo is still Sunday in New York: a dollar deposit follows New York's calendar.
    ['yen on a Tokyo Monday', { given: { now: TOKYO_MONDAY_NY_SUNDAY }, want: { reasons: [] } }],
    [
      'dollars on that New York Sunday',
      {
        given: { now: TOKYO_MONDAY_NY_SUNDAY, currency: 'USD', amount: '1000' },
        want: { reasons: ['deposit.outsideWindow'] },
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectDepositForm({
      amount: '100000',
      currency: 'JPY',
      proof,
      user: user(),
      now: OPEN,
      language: 'ja',
      ...given,
    });
    expect({
      ...(view.amountIssue ? { amount: view.amountIssue.code } : {}),
      ...(view.proofIssue ? { proof: view.proofIssue.code } : {}),
      reasons: view.reasons.map((r) => r.issue.code),
    }).toEqual(want);
    expect(view.canSubmit).toBe(want.reasons.length === 0 && !want.amount && !want.proof);
  });

  it('should format the maximum, give remedies and the arrival', () => {
    const view = selectDepositForm({
      amount: '600000',
      currency: 'JPY',
      proof,
      user: user({ verification: 0 }),
      now: OPEN,
      language: 'en',
    });
    expect(view.amountIssue).toEqual({ code: 'amount.aboveMaximum', params: { maximum: '¥500,000' } });
    expect(view.reasons[0]?.action).toEqual({ label: 'actionVerify', href: '/mine/verified' });
    expect(view.maximum).toBe('¥500,000');
    expect(view.arrival).toEqual({ expected: 'Nov 24, 2026, 12:00', latest: 'Nov 26, 2026, 00:00' });
  });
});

/** A position list with one position in each of the given statuses. */
const positionList = (...statuses: number[]): S['PositionList'] => ({
  list: statuses.map((status) => ({ status }) as S['Position']),
  ccsz: '0',
  fdyk: '0',
});

describe('selectWithdrawForm', () => {
  const base = {
    amount: '50000',
    market: 'jpy' as const,
    user: user(),
    cards: [{ id: '12', bankName: 'みずほ銀行', cardNumber: '****5678' } as S['BankCard']],
    credit: { creditScore: 80, minScore: 60 } as S['Credit'],
    now: OPEN,
    language: 'ja' as const,
  };
  const rows: [
    string,
    {
      given: Partial<Parameters<typeof selectWithdrawForm>[0]>;
      want: { amount?: string; reasons: string[] };
    },
  ][] = [
    ['allowed', { given: {}, want: { reasons: [] } }],
    ['below 30,000', { given: { amount: '29999' }, want: { amount: 'withdraw.belowMinimum', reasons: [] } }],
    [
      'above the balance',
      { given: { amount: '2000000' }, want: { amount: 'balance.insufficient', reasons: [] } },
    ],
    ['after 15:30', { given: { now: LATE }, want: { reasons: ['withdraw.outsideWindow'] } }],
    [
      'every account reason, in order',
      {
        given: {
          user: user({ verification: 3, fundsPasswordSet: false }),
          positions: { list: [{ status: 0 }, { status: 2 }] as S['Position'][], ccsz: '0', fdyk: '0' },
          loans: [{ status: 1 } as S['Loan']],
          credit: { creditScore: 50, minScore: 60 } as S['Credit'],
        },
        want: {
          reasons: [
            'verification.required',
            'fundsPassword.notSet',
            'withdraw.openPositions',
            'loan.unpaid',
            'credit.scoreTooLow',
          ],
        },
      },
    ],
    [
      'a repaid loan does not block',
      { given: { loans: [{ status: 3 } as S['Loan']] }, want: { reasons: [] } },
    ],
    [
      'a pending limit order blocks, as the server counts it',
      { given: { positions: positionList(2) }, want: { reasons: ['withdraw.openPositions'] } },
    ],
    [
      'a position being closed blocks',
      { given: { positions: positionList(1) }, want: { reasons: ['withdraw.openPositions'] } },
    ],
    [
      'cancelled and closed orders do not block',
      { given: { positions: positionList(3, 4) }, want: { reasons: [] } },
    ],
    [
      'an outstanding stock credit is unpaid credit',
      { given: { stockCredits: [{ status: 0 } as S['StockCredit']] }, want: { reasons: ['loan.unpaid'] } },
    ],
    [
      'a settled stock credit does not block',
      { given: { stockCredits: [{ status: 1 } as S['StockCredit']] }, want: { reasons: [] } },
    ],
    [
      'a withdrawal pending review blocks another',
      {
        given: { withdrawals: [{ status: 0 } as S['Withdrawal']] },
        want: { reasons: ['funds.operationInProgress'] },
      },
    ],
    [
      'the server’s account-wide counts win: a position in another market blocks a yen withdrawal',
      {
        given: {
          user: user({ withdrawalChecks: { openPositions: 1, unpaidCredit: 0, pendingWithdrawal: false } }),
          positions: positionList(),
        },
        want: { reasons: ['withdraw.openPositions'] },
      },
    ],
    [
      'the server’s counts win: unpaid credit and a pending withdrawal elsewhere',
      {
        given: {
          user: user({ withdrawalChecks: { openPositions: 0, unpaidCredit: 2, pendingWithdrawal: true } }),
        },
        want: { reasons: ['loan.unpaid', 'funds.operationInProgress'] },
      },
    ],
    [
      'the server’s counts of nothing are not overruled by a stale list',
      {
        given: {
          user: user({ withdrawalChecks: { openPositions: 0, unpaidCredit: 0, pendingWithdrawal: false } }),
          positions: positionList(0),
        },
        want: { reasons: [] },
      },
    ],
    [
      'dollars below the dollar minimum ($200)',
      {
        given: { market: 'usd', amount: '199.99', now: NY_OPEN },
        want: { amount: 'withdraw.belowMinimum', reasons: [] },
      },
    ],
    ['dollars at $200', { given: { market: 'usd', amount: '200', now: NY_OPEN }, want: { reasons: [] } }],
    [
      'dollars above the dollar maximum ($66,000)',
      {
        given: {
          market: 'usd',
          amount: '66000.01',
          now: NY_OPEN,
          user: user({ balances: [{ market: 'usd', currency: 'USD', available: '100000', debt: '0' }] }),
        },
        want: { amount: 'amount.aboveMaximum', reasons: [] },
      },
    ],
    [
      'dollars inside Tokyo’s window but outside New York’s',
      { given: { market: 'usd', amount: '200', now: OPEN }, want: { reasons: ['withdraw.outsideWindow'] } },
    ],
    [
      'a configured minimum in the market’s own currency',
      {
        given: {
          market: 'usd',
          amount: '250',
          now: NY_OPEN,
          limits: {
            ...DEFAULT_LIMIT_SCHEDULE,
            usd: { ...DEFAULT_LIMIT_SCHEDULE.usd, withdrawalMinimum: decimal('300') },
          },
        },
        want: { amount: 'withdraw.belowMinimum', reasons: [] },
      },
    ],
    [
      'yuan in a year whose Shanghai closures are unconfirmed',
      {
        given: {
          market: 'cny',
          amount: '2000',
          now: SHANGHAI_2027,
          user: user({ balances: [{ market: 'cny', currency: 'CNY', available: '50000', debt: '0' }] }),
        },
        want: { reasons: ['calendar.unknownYear'] },
      },
    ],
    [
      'yuan in that year once it is loaded',
      {
        given: {
          market: 'cny',
          amount: '2000',
          now: SHANGHAI_2027,
          calendar: LOADED_2027,
          user: user({ balances: [{ market: 'cny', currency: 'CNY', available: '50000', debt: '0' }] }),
        },
        want: { reasons: [] },
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectWithdrawForm({ ...base, ...given });
    expect({
      ...(view.amountIssue ? { amount: view.amountIssue.code } : {}),
      reasons: view.reasons.map((r) => r.issue.code),
    }).toEqual(want);
    expect(view.canSubmit).toBe(want.reasons.length === 0 && want.amount === undefined);
  });

  it('should count the open positions as the server does', () => {
    const view = selectWithdrawForm({ ...base, positions: positionList(0, 1, 2, 3, 4) });
    expect(view.reasons[0]?.issue).toEqual({ code: 'withdraw.openPositions', params: { count: 3 } });
  });

  it('should give each reason its remedy and link, and the window reopening', () => {
    const view = selectWithdrawForm({
      ...base,
      now: LATE,
      amount: '100',
      user: user({ fundsPasswordSet: false }),
      positions: { list: [{ status: 0 }] as S['Position'][], ccsz: '0', fdyk: '0' },
      loans: [{ status: 1 } as S['Loan']],
    });
    expect(view.amountIssue).toEqual({ code: 'withdraw.belowMinimum', params: { minimum: '￥30,000' } });
    expect(view.minimum).toBe('￥30,000');
    expect(view.reasons.map((r) => [r.issue.code, r.action?.href ?? r.opensAt])).toEqual([
      ['fundsPassword.notSet', '/mine/fundPassword'],
      ['withdraw.openPositions', '/position/index?tab=holding'],
      ['loan.unpaid', '/mine/loanOrder'],
      ['withdraw.outsideWindow', '2026/11/25 09:00'],
    ]);
  });

  it.each([
    ['usd', 'en', '$200', '$66,000', '199'],
    ['cny', 'zh-CN', '¥1,500', '¥480,000', '1499'],
  ] as const)(
    'should state the %s limits in its currency (%s)',
    (market, language, minimum, maximum, typed) => {
      const view = selectWithdrawForm({ ...base, market, language, amount: typed });
      expect([view.minimum, view.maximum]).toEqual([minimum, maximum]);
      expect(view.amountIssue).toEqual({ code: 'withdraw.belowMinimum', params: { minimum } });
    },
  );

  it('should ask for a bank card when there is none', () => {
    const view = selectWithdrawForm({ ...base, cards: [] });
    expect(view.noCard).toEqual({ label: 'actionAddCard', href: '/mine/bankAdd' });
    expect(view.canSubmit).toBe(false);
  });
});

describe('selectExchangeView', () => {
  const rates = [
    { pair: 'USD/JPY', from: 'USD', to: 'JPY', rate: '151.2345', time: '2026-11-24T01:00:00Z' },
  ] as S['ExchangeRate'][];
  const rows: [
    string,
    {
      given: Partial<Parameters<typeof selectExchangeView>[0]>;
      want: { received: string | null; issues: string[] };
    },
  ][] = [
    ['USD to JPY, rounded down', { given: {}, want: { received: '¥15,123.45', issues: [] } }],
    [
      'the same currency',
      {
        given: { to: 'USD' },
        want: { received: null, issues: ['exchange.sameCurrency', 'exchange.rateUnavailable'] },
      },
    ],
    [
      'no rate quoted',
      { given: { to: 'KRW' }, want: { received: null, issues: ['exchange.rateUnavailable'] } },
    ],
    [
      'above the balance',
      { given: { amount: '3000' }, want: { received: '¥453,703.50', issues: ['balance.insufficient'] } },
    ],
    [
      'a currency held nowhere',
      {
        given: { from: 'TWD', to: 'JPY' },
        want: { received: null, issues: ['exchange.rateUnavailable', 'balance.insufficient'] },
      },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => {
    const view = selectExchangeView({
      from: 'USD',
      to: 'JPY',
      amount: '100',
      rates,
      user: user(),
      language: 'en',
      ...given,
    });
    expect({ received: view.received?.text ?? null, issues: view.issues.map((i) => i.code) }).toEqual(want);
  });

  it('should show a rate below 1 with six places', () => {
    const view = selectExchangeView({
      from: 'JPY',
      to: 'USD',
      amount: '',
      rates: [{ pair: 'JPY/USD', from: 'JPY', to: 'USD', rate: '0.00666667', time: '' }],
      user: user(),
      language: 'en',
    });
    expect(view.rateText).toBe('1 JPY = 0.006667 USD');
  });

  it('should offer exactly the pairs the server quotes', () => {
    const quoted = [
      { pair: 'USD/JPY', from: 'USD', to: 'JPY', rate: '150', time: '' },
      { pair: 'USD/CNY', from: 'USD', to: 'CNY', rate: '7.2', time: '' },
      { pair: 'JPY/USD', from: 'JPY', to: 'USD', rate: '0.00666667', time: '' },
    ] as S['ExchangeRate'][];
    const view = selectExchangeView({
      from: 'USD',
      to: 'TWD',
      amount: '100',
      rates: quoted,
      user: user(),
      language: 'en',
    });
    expect([view.currencies, view.fromCurrencies, view.toCurrencies]).toEqual([
      ['JPY', 'USD', 'CNY'],
      ['JPY', 'USD'],
      ['JPY', 'CNY'],
    ]);
    // A pair the server does not quote (USD→TWD) cannot be sent.
    expect(view.issues.map((i) => i.code)).toEqual(['exchange.rateUnavailable']);
    expect(view.canSubmit).toBe(false);
    expect(
      selectExchangeView({ from: 'USD', to: 'JPY', amount: '', user: user(), language: 'en' }).currencies,
    ).toEqual([]);
  });

  it('should show the rate', () => {
    expect(
      selectExchangeView({ from: 'USD', to: 'JPY', amount: '', rates, user: user(), language: 'ja' })
        .rateText,
    ).toBe('1 USD = 151.2345 JPY');
  });
});

describe('defaultRecordRange', () => {
  const rows: [string, { given: string; want: { from: string; to: string } }][] = [
    ['mid-month', { given: '2026-11-22T03:00:00Z', want: { from: '2026-05-22', to: '2026-11-22' } }],
    [
      'late evening UTC is the next day in Tokyo',
      { given: '2026-11-22T16:00:00Z', want: { from: '2026-05-23', to: '2026-11-23' } },
    ],
    ['across the year', { given: '2026-03-10T03:00:00Z', want: { from: '2025-09-10', to: '2026-03-10' } }],
    [
      '31 Aug clamps to the end of February',
      { given: '2026-08-31T03:00:00Z', want: { from: '2026-02-28', to: '2026-08-31' } },
    ],
    ['leap year', { given: '2028-08-31T03:00:00Z', want: { from: '2028-02-29', to: '2028-08-31' } }],
  ];
  it.each(rows)('%s', (_, { given, want }) => expect(defaultRecordRange(new Date(given))).toEqual(want));
  it('should give shorter presets', () => {
    expect(recentRange(new Date('2026-03-31T03:00:00Z'), 1)).toEqual({
      from: '2026-02-28',
      to: '2026-03-31',
    });
  });
});

const records = [
  {
    id: '1',
    orderNo: 'D1',
    type: 'deposit',
    amount: '100000',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '100000',
    time: '2026-11-01T01:00:00Z',
  },
  {
    id: '2',
    orderNo: 'B2',
    type: 'buy',
    amount: '-56000',
    currency: 'JPY',
    market: 'jpy',
    balanceAfter: '44000',
    note: 'トヨタ, "7203"',
    time: '2026-11-02T01:00:00Z',
  },
  {
    id: '3',
    orderNo: 'X3',
    type: 'adjustment',
    amount: '5',
    currency: 'JPY',
    market: 'jpy',
    note: '=HYPERLINK("x")\nline',
    time: '2026-11-03T01:00:00Z',
  },
] as S['FundRecord'][];

// The funds labels a screen would pass, straight from the authoring tables.
const fundsLabels = (language: 'ja' | 'zh-CN' | 'en') => labelAreas.funds[language];

describe('selectFundRecords', () => {
  it('should sign amounts, label types and sort newest first', () => {
    const rows = selectFundRecords(records, 'ja', fundsLabels('ja'));
    expect(rows.map((r) => [r.id, r.typeLabel, r.amount.text, r.amount.direction])).toEqual([
      ['3', 'typeAdjustment', '+￥5.00', 'up'],
      ['2', 'typeBuy', '-￥56,000.00', 'down'],
      ['1', 'typeDeposit', '+￥100,000.00', 'up'],
    ]);
  });
});

describe('describeFundRecord', () => {
  const base = {
    id: '9',
    orderNo: 'I20261124000001',
    type: 'ipoPayment',
    amount: '-120000',
    currency: 'JPY',
    market: 'jpy',
    time: '2026-11-24T01:00:00Z',
  } as S['FundRecord'];
  const rows: [string, { given: [Partial<S['FundRecord']>, 'ja' | 'zh-CN' | 'en']; want: string | null }][] =
    [
      [
        'an IPO payment in Japanese',
        {
          given: [{ subject: { kind: 'newShare', code: '9023', name: '東京地下鉄' } }, 'ja'],
          want: '新規公開株 東京地下鉄（9023）',
        },
      ],
      [
        'an IPO payment in Chinese',
        {
          given: [{ subject: { kind: 'newShare', code: '9023', name: '东京地铁' } }, 'zh-CN'],
          want: '新股 东京地铁（9023）',
        },
      ],
      [
        'a position in English',
        { given: [{ subject: { kind: 'stock', code: '9432', name: 'NTT' } }, 'en'], want: 'NTT (9432)' },
      ],
      [
        'a block trade in Japanese',
        {
          given: [{ subject: { kind: 'blockTrade', code: '8306', name: '三菱UFJ' } }, 'ja'],
          want: 'ブロック取引 三菱UFJ（8306）',
        },
      ],
      [
        'a copy-trading product (no code)',
        {
          given: [{ subject: { kind: 'followProduct', name: 'Japan Momentum' } }, 'en'],
          want: 'Copy trading: Japan Momentum',
        },
      ],
      [
        'a day-trading programme in Chinese',
        { given: [{ subject: { kind: 'dayTrade', name: '日内A' } }, 'zh-CN'], want: '日内交易 日内A' },
      ],
      [
        'a stock without its name: the code alone',
        { given: [{ subject: { kind: 'stock', code: '7203' } }, 'ja'], want: '7203' },
      ],
      [
        'a new share without its code: no empty brackets',
        {
          given: [{ subject: { kind: 'newShare', name: '東京地下鉄' } }, 'ja'],
          want: '新規公開株 東京地下鉄',
        },
      ],
      ['no subject: the broker’s note', { given: [{ note: '手数料の返金' }, 'ja'], want: '手数料の返金' }],
      ['neither subject nor note', { given: [{}, 'en'], want: null }],
      ['an empty note', { given: [{ note: '' }, 'en'], want: null }],
    ];
  it.each(rows)('%s', (_, { given: [over, language], want }) =>
    expect(describeFundRecord({ ...base, ...over } as S['FundRecord'], fundsLabels(language))).toBe(want),
  );

  it('should describe the rows and the CSV the same way', () => {
    const record = {
      ...base,
      subject: { kind: 'newShare', code: '9023', name: '東京地下鉄' },
    } as S['FundRecord'];
    expect(selectFundRecords([record], 'ja', fundsLabels('ja'))[0]?.note).toBe(
      '新規公開株 東京地下鉄（9023）',
    );
    expect(
      fundRecordsCsv(
        [record],
        { time: 't', type: 't', orderNo: 'o', amount: 'a', currency: 'c', balanceAfter: 'b', note: 'n' },
        String,
        'ja',
        fundsLabels('ja'),
      ),
    ).toContain(',新規公開株 東京地下鉄（9023）\r\n');
  });
});

describe('fundRecordsCsv', () => {
  const headings = {
    time: '日時',
    type: '種類',
    orderNo: '注文番号',
    amount: '金額',
    currency: '通貨',
    balanceAfter: '残高',
    note: '備考',
  };
  const csv = fundRecordsCsv(records, headings, (t) => `type:${t}`, 'ja', fundsLabels('ja'));
  const lines = csv.slice(1).split('\r\n');
  const rows: [string, { given: string | undefined; want: string }][] = [
    ['starts with a BOM for Excel', { given: csv.slice(0, 1), want: '\uFEFF' }],
    ['heading row', { given: lines[0], want: '日時,種類,注文番号,金額,通貨,残高,備考' }],
    [
      'formula guarded, quotes doubled, newline kept inside quotes',
      { given: lines[1], want: '2026/11/03 10:00,type:adjustment,X3,5,JPY,,"\'=HYPERLINK(""x"")\nline"' },
    ],
    [
      'a comma and quotes in a note',
      { given: lines[2], want: '2026/11/02 10:00,type:buy,B2,-56000,JPY,44000,"トヨタ, ""7203"""' },
    ],
    ['ends with CRLF', { given: csv.slice(-2), want: '\r\n' }],
  ];
  it.each(rows)('%s', (_, { given, want }) => expect(given).toBe(want));

  it('should name the file by its range', () => {
    expect(fundRecordsFileName({ from: '2026-05-22', to: '2026-11-22' })).toBe(
      'fund-records_2026-05-22_2026-11-22.csv',
    );
  });
});

describe('selectDepositHistory', () => {
  it('should give states and the latest arrival while pending', () => {
    const rows = selectDepositHistory(
      [
        {
          id: '1',
          orderNo: 'D1',
          money: '100000',
          currency: 'JPY',
          market: 'jpy',
          status: 1,
          createdAt: '2026-11-01T01:00:00Z',
        },
        {
          id: '2',
          orderNo: 'D2',
          money: '50000',
          currency: 'JPY',
          market: 'jpy',
          status: 0,
          createdAt: '2026-11-24T01:00:00Z',
        },
      ] as S['Deposit'][],
      'ja',
    );
    expect(rows.map((r) => [r.orderNo, r.state, r.latest])).toEqual([
      ['D2', 'application.pending', '2026/11/26 00:00'],
      ['D1', 'application.approved', null],
    ]);
  });
});

describe('describeReasons', () => {
  it('should translate each reason and keep its remedy', () => {
    const items = describeReasons(
      [
        { issue: { code: 'loan.unpaid' }, action: { label: 'actionRepayLoan', href: '/mine/loanOrder' } },
        { issue: { code: 'withdraw.outsideWindow', params: { start: '9:00', end: '15:30' } }, opensAt: 'x' },
      ],
      (code, params) => `${code}${params ? JSON.stringify(params) : ''}`,
    );
    expect(items).toEqual([
      { text: 'loan.unpaid', action: { label: 'actionRepayLoan', href: '/mine/loanOrder' } },
      { text: 'withdraw.outsideWindow{"start":"9:00","end":"15:30"}', opensAt: 'x' },
    ]);
  });
});

describe('paging the fund records', () => {
  const rows: [string, { given: () => unknown; want: unknown }][] = [
    [
      'more on the server',
      {
        given: () =>
          selectFundRecordsPage({ list: records, total: 7, page: 1, pageSize: 20 }, 'ja', fundsLabels('ja'))
            ?.hasMore,
        want: true,
      },
    ],
    [
      'all shown',
      {
        given: () =>
          selectFundRecordsPage({ list: records, total: 3, page: 1, pageSize: 20 }, 'ja', fundsLabels('ja'))
            ?.hasMore,
        want: false,
      },
    ],
    [
      'not loaded',
      { given: () => selectFundRecordsPage(undefined, 'ja', fundsLabels('ja')), want: undefined },
    ],
  ];
  it.each(rows)('%s', (_, { given, want }) => expect(given()).toEqual(want));
});
