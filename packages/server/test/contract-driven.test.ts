// The server tested from the outside against openapi/tsumiki.yaml, the way Schemathesis tests an API: requests
// generated from each operation's form schema (valid ones and broken ones, fast-check) must be answered as the
// contract says — HTTP 200 with an envelope that validates against the operation's response schema, or a 401
// for a call that needs a session — and a refusal may only be a key the operation documents ("Refuses with
// ...") or one the contract's conventions give every call (`request.invalid` for a form that fails its schema,
// `account.frozen` for a call with the session of a frozen account). Then a world per documented refusal
// reaches every key every operation documents: a backend team can take the contract as the specification.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type ContractOperation,
  contractOperations,
  exampleForm,
  type FormField,
  invalidString,
  validString,
} from '../../../openapi/lib/schemaValues';
import type { Db } from '../src/db';
import { decide, listPending, setAccountFlag } from '../src/operator';
import { seedOnce, syncConfigItems } from '../src/seed';
import { type Answer, PNG, contract as serverContract, TestClock, testServer } from './helpers/app';
import { newCustomer, type Server, type Session } from './helpers/customer';
import { dbTargets, openTestDb } from './helpers/db';

const contract = parse(readFileSync(new URL('../../../openapi/tsumiki.yaml', import.meta.url), 'utf8'));
const OPERATIONS = contractOperations(contract);
const byId = new Map(OPERATIONS.map((op) => [op.operationId, op]));

// Thursday 19 Nov 2026, 10:00 in Tokyo: a business day, the market and the withdrawal window open.
const START = '2026-11-19T01:00:00Z';
const PASSWORD = 'pass-word1';
const PIN = '246813';
const WRONG_PIN = '111111';

/** The keys a field's kind of value (`x-refusal`) answers when it fails its schema. */
const KIND_KEYS: Record<string, string[]> = {
  id: ['id.invalid'],
  amount: ['amount.invalid', 'amount.tooManyDecimals', 'amount.aboveMaximum'],
  price: ['amount.invalid', 'amount.tooManyDecimals', 'amount.aboveMaximum'],
  credit: ['credit.notPositiveInteger', 'amount.aboveMaximum'],
};

/** The keys the contract's conventions (info.description) give calls beyond their own lists. */
function conventionKeys(op: ContractOperation): string[] {
  return [
    ...(op.fields.length > 0 ? ['request.invalid'] : []),
    ...(op.secured ? ['account.frozen'] : []),
    ...op.fields.flatMap((f) => KIND_KEYS[f.schema?.['x-refusal']] ?? []),
  ];
}

/**
 * Documented refusals the reference server cannot meet, each with the reason; a broker's backend may answer
 * them. Kept short: anything else documented must be reachable.
 */
const NOT_REACHABLE_HERE: Record<string, string> = {
  'getStock quote.unavailable': 'the market simulator prices every listed instrument at every instant',
  'getKLine quote.unavailable': 'the market simulator prices every listed instrument at every instant',
  'getTimeShare quote.unavailable': 'the market simulator prices every listed instrument at every instant',
  'buyStock quote.unavailable': 'the market simulator prices every listed instrument at every instant',
  'closePosition quote.unavailable': 'the market simulator prices every listed instrument at every instant',
};

interface World {
  db: Db;
  clock: TestClock;
  server: Server;
  /** The same database behind tiny rate limits and a 1 kB upload limit. */
  strict: Server;
  /**
   * A call answered with an HTTP error (a refusal of the request itself): checks the status and that the body is
   * a Failure envelope, records its msg, and answers the body.
   */
  raw: (
    operationId: string,
    form: Record<string, string>,
    status: number,
    headers: Record<string, string>,
  ) => Promise<Answer>;
  call: (
    operationId: string,
    form?: Record<string, string>,
    session?: Session,
    files?: Record<string, Buffer>,
    options?: { strict?: boolean; ip?: string },
  ) => Promise<Answer>;
}

let mobiles = 0;
/** A fresh ten-digit mobile number per customer (each recipe builds the customers it needs). */
const nextMobile = () => `07${String(19_000_000 + mobiles++).padStart(8, '0')}`;

const approve = (w: World, kind: Parameters<typeof decide>[1], id: unknown) =>
  decide(w.db, kind, Number(id), 'approve', { actor: 'contract-test', now: w.clock.now() });

/** Registered, signed in, nothing else. */
async function fresh(w: World): Promise<Session> {
  const account = nextMobile();
  const reg = await w.server.call('register', {
    account,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    terms: '1',
  });
  expect(reg.status, JSON.stringify(reg)).toBe(1);
  return { token: reg.data.token, account };
}

/** Verified identity, funds password set, `deposit` yen approved. */
const customer = (w: World, deposit = '500000') =>
  newCustomer(w.server, w.db, w.clock, nextMobile(), deposit);

/** Funds password set, identity never verified. */
async function unverified(w: World): Promise<Session> {
  const s = await fresh(w);
  const pin = await w.server.call(
    'setFundsPassword',
    { loginPassword: PASSWORD, fundsPassword: PIN, repeatFundsPassword: PIN },
    s,
  );
  expect(pin.status).toBe(1);
  return s;
}

/** Verified and funded, but without a funds password. */
async function withoutPin(w: World): Promise<Session> {
  const s = await fresh(w);
  const verified = await w.server.call(
    'submitVerification',
    { realName: '佐藤 花子', idNumber: 'X1234567', privacyNotice: '1' },
    s,
    { frontImage: PNG, backImage: PNG },
  );
  expect(verified.status).toBe(1);
  const [pending] = (await listPending(w.db, 'verifications')).filter((v) => v.mobile === s.account);
  await approve(w, 'verifications', pending?.id);
  const dep = await w.server.call('deposit', { amount: '500000', currency: 'JPY' }, s, { proof: PNG });
  await approve(w, 'deposits', dep.data.id);
  return s;
}

async function flagged(w: World, flag: 'banned' | 'frozen' | 'trading_barred'): Promise<Session> {
  const s = await customer(w);
  await setAccountFlag(w.db, s.account, flag, true, { actor: 'contract-test', now: w.clock.now() });
  return s;
}

async function bankCard(w: World, s: Session): Promise<string> {
  const card = await w.server.call(
    'addBankCard',
    {
      holderName: '佐藤 花子',
      cardNumber: `98${s.account.slice(2)}`,
      cardType: 'ordinary',
      bankName: '三菱UFJ銀行',
      branchName: '渋谷',
      branchCode: '135',
    },
    s,
  );
  expect(card.status, JSON.stringify(card)).toBe(1);
  return card.data.id;
}

async function firstOf(w: World, s: Session, op: string, form: Record<string, string> = { type: 'jpy' }) {
  const list = await w.server.call(op, form, s);
  expect(list.status, JSON.stringify(list)).toBe(1);
  return (Array.isArray(list.data) ? list.data : list.data.list)[0];
}

const buyForm = (extra: Record<string, string> = {}) => ({
  code: '6758',
  type: 'jpy',
  direction: 'long',
  orderType: 'market',
  lots: '100',
  leverage: '2',
  fundsPassword: PIN,
  ...extra,
});

/** Five wrong funds passwords in a row: the funds password is locked for 30 minutes. */
async function lockPin(w: World, s: Session) {
  for (let i = 0; i < 5; i++) await w.server.call('buyStock', buyForm({ fundsPassword: WRONG_PIN }), s);
}

/** A call twice under one request id with different fields: the second is `request.duplicate`. */
async function duplicate(
  w: World,
  op: string,
  s: Session,
  first: Record<string, string>,
  second: Record<string, string>,
  files?: Record<string, Buffer>,
) {
  const requestId = `contract-${op}-${mobiles}`;
  await w.call(op, { ...first, requestId }, s, files);
  return w.call(op, { ...second, requestId }, s, files);
}

type Recipe = (w: World) => Promise<Answer>;

/** One way to meet each documented refusal, `"<operationId> <msg>"`. */
const RECIPES: Record<string, Recipe> = {
  // Accounts and sessions.
  'getUserinfo account.frozen': async (w) =>
    w.call('getUserinfo', { type: 'jpy' }, await flagged(w, 'frozen')),
  'login account.invalid': (w) => w.call('login', { account: '12345', password: PASSWORD }),
  'login auth.wrongCredentials': (w) => w.call('login', { account: '0799999999', password: PASSWORD }),
  'login account.banned': async (w) =>
    w.call('login', { account: (await flagged(w, 'banned')).account, password: PASSWORD }),
  'login account.frozen': async (w) =>
    w.call('login', { account: (await flagged(w, 'frozen')).account, password: PASSWORD }),
  'login request.tooFrequent': async (w) => {
    const { account } = await fresh(w);
    for (let i = 0; i < 5; i++) await w.call('login', { account, password: 'wrong-pass-1' });
    return w.call('login', { account, password: PASSWORD });
  },
  'register account.invalid': (w) =>
    w.call('register', { account: '12345', password: PASSWORD, repeatPassword: PASSWORD, terms: '1' }),
  'register account.exists': async (w) =>
    w.call('register', {
      account: (await fresh(w)).account,
      password: PASSWORD,
      repeatPassword: PASSWORD,
      terms: '1',
    }),
  'register password.invalid': (w) =>
    w.call('register', { account: nextMobile(), password: 'short', repeatPassword: 'short', terms: '1' }),
  'register password.mismatch': (w) =>
    w.call('register', {
      account: nextMobile(),
      password: PASSWORD,
      repeatPassword: 'pass-word2',
      terms: '1',
    }),
  'register inviter.notFound': (w) =>
    w.call('register', {
      account: nextMobile(),
      password: PASSWORD,
      repeatPassword: PASSWORD,
      terms: '1',
      inviteCode: 'NOBODY42',
    }),
  'register terms.required': (w) =>
    w.call('register', { account: nextMobile(), password: PASSWORD, repeatPassword: PASSWORD, terms: '0' }),
  'register request.tooFrequent': async (w) => {
    const form = () => ({ account: nextMobile(), password: PASSWORD, repeatPassword: PASSWORD, terms: '1' });
    await w.call('register', form(), undefined, undefined, { strict: true, ip: '10.0.0.19' });
    return w.call('register', form(), undefined, undefined, { strict: true, ip: '10.0.0.19' });
  },
  'register password.containsAccount': (w) => {
    const account = nextMobile();
    return w.call('register', {
      account,
      password: `x${account}`,
      repeatPassword: `x${account}`,
      terms: '1',
    });
  },
  'register password.common': (w) =>
    w.call('register', {
      account: nextMobile(),
      password: 'password123',
      repeatPassword: 'password123',
      terms: '1',
    }),
  'register request.crossOrigin': (w) =>
    w.raw(
      'register',
      { account: nextMobile(), password: PASSWORD, repeatPassword: PASSWORD, terms: '1' },
      403,
      {
        origin: 'https://elsewhere.example',
      },
    ),
  'changeLoginPassword password.containsAccount': async (w) => {
    const s = await fresh(w);
    const next = `x${s.account}`;
    return w.call(
      'changeLoginPassword',
      { oldPassword: PASSWORD, newPassword: next, repeatPassword: next },
      s,
    );
  },
  'changeLoginPassword password.common': async (w) =>
    w.call(
      'changeLoginPassword',
      { oldPassword: PASSWORD, newPassword: 'password123', repeatPassword: 'password123' },
      await fresh(w),
    ),
  'changeLoginPassword request.tooFrequent': async (w) => {
    // Wrong current passwords count with the account's failed sign-ins.
    const s = await fresh(w);
    const wrong = { oldPassword: 'pass-word9', newPassword: 'pass-word8', repeatPassword: 'pass-word8' };
    for (let i = 0; i < 5; i++) await w.call('changeLoginPassword', wrong, s);
    return w.call('changeLoginPassword', wrong, s);
  },
  'setFundsPassword fundsPassword.weak': async (w) =>
    w.call(
      'setFundsPassword',
      { loginPassword: PASSWORD, fundsPassword: '123456', repeatFundsPassword: '123456' },
      await fresh(w),
    ),
  'setFundsPassword request.tooFrequent': async (w) => {
    const s = await fresh(w);
    const wrong = { loginPassword: 'pass-word9', fundsPassword: PIN, repeatFundsPassword: PIN };
    for (let i = 0; i < 5; i++) await w.call('setFundsPassword', wrong, s);
    return w.call('setFundsPassword', wrong, s);
  },
  'changeFundsPassword fundsPassword.weak': async (w) =>
    w.call(
      'changeFundsPassword',
      { oldPassword: PIN, newPassword: '111111', repeatPassword: '111111' },
      await customer(w, '0'),
    ),
  'changeLoginPassword password.wrongOriginal': async (w) =>
    w.call(
      'changeLoginPassword',
      { oldPassword: 'pass-word9', newPassword: 'pass-word2', repeatPassword: 'pass-word2' },
      await fresh(w),
    ),
  'changeLoginPassword password.invalid': async (w) =>
    w.call(
      'changeLoginPassword',
      { oldPassword: PASSWORD, newPassword: 'short', repeatPassword: 'short' },
      await fresh(w),
    ),
  'changeLoginPassword password.mismatch': async (w) =>
    w.call(
      'changeLoginPassword',
      { oldPassword: PASSWORD, newPassword: 'pass-word2', repeatPassword: 'pass-word3' },
      await fresh(w),
    ),
  'setFundsPassword fundsPassword.alreadySet': async (w) =>
    w.call(
      'setFundsPassword',
      { loginPassword: PASSWORD, fundsPassword: PIN, repeatFundsPassword: PIN },
      await customer(w, '0'),
    ),
  'setFundsPassword password.wrongOriginal': async (w) =>
    w.call(
      'setFundsPassword',
      { loginPassword: 'pass-word9', fundsPassword: PIN, repeatFundsPassword: PIN },
      await fresh(w),
    ),
  'setFundsPassword fundsPassword.invalid': async (w) =>
    w.call(
      'setFundsPassword',
      { loginPassword: PASSWORD, fundsPassword: '12345', repeatFundsPassword: '12345' },
      await fresh(w),
    ),
  'setFundsPassword password.mismatch': async (w) =>
    w.call(
      'setFundsPassword',
      { loginPassword: PASSWORD, fundsPassword: PIN, repeatFundsPassword: '654322' },
      await fresh(w),
    ),
  'changeFundsPassword fundsPassword.notSet': async (w) =>
    w.call(
      'changeFundsPassword',
      { oldPassword: PIN, newPassword: '246801', repeatPassword: '246801' },
      await fresh(w),
    ),
  'changeFundsPassword fundsPassword.wrong': async (w) =>
    w.call(
      'changeFundsPassword',
      { oldPassword: WRONG_PIN, newPassword: '246801', repeatPassword: '246801' },
      await customer(w, '0'),
    ),
  'changeFundsPassword fundsPassword.invalid': async (w) =>
    w.call(
      'changeFundsPassword',
      { oldPassword: PIN, newPassword: '2468', repeatPassword: '2468' },
      await customer(w, '0'),
    ),
  'changeFundsPassword password.mismatch': async (w) =>
    w.call(
      'changeFundsPassword',
      { oldPassword: PIN, newPassword: '246801', repeatPassword: '246802' },
      await customer(w, '0'),
    ),
  'changeFundsPassword request.tooFrequent': async (w) => {
    const s = await customer(w, '0');
    await lockPin(w, s);
    return w.call(
      'changeFundsPassword',
      { oldPassword: PIN, newPassword: '246801', repeatPassword: '246801' },
      s,
    );
  },
  // Identity verification.
  'submitVerification verification.already': async (w) =>
    w.call('submitVerification', verificationForm(), await customer(w, '0'), idImages()),
  'submitVerification verification.pending': async (w) => {
    const s = await fresh(w);
    await w.call('submitVerification', verificationForm(), s, idImages());
    return w.call('submitVerification', verificationForm(), s, idImages());
  },
  'submitVerification verification.noticeRequired': async (w) =>
    w.call('submitVerification', verificationForm({ privacyNotice: '0' }), await fresh(w), idImages()),
  'submitVerification verification.imagesRequired': async (w) =>
    w.call('submitVerification', verificationForm(), await fresh(w), { frontImage: PNG }),
  'submitVerification upload.invalidType': async (w) =>
    w.call('submitVerification', verificationForm(), await fresh(w), {
      frontImage: PNG,
      backImage: Buffer.from('not an image'),
    }),
  'submitVerification upload.tooLarge': async (w) =>
    w.call(
      'submitVerification',
      verificationForm(),
      await fresh(w),
      { frontImage: PNG, backImage: Buffer.alloc(4096, 1) },
      { strict: true, ip: '10.0.4.19' },
    ),
  'submitVerification request.tooFrequent': async (w) => {
    const s = await fresh(w);
    await w.call('submitVerification', verificationForm({ privacyNotice: '0' }), s, idImages(), {
      strict: true,
      ip: '10.0.1.19',
    });
    return w.call('submitVerification', verificationForm({ privacyNotice: '0' }), s, idImages(), {
      strict: true,
      ip: '10.0.1.19',
    });
  },
  // Bank cards.
  'addBankCard verification.required': async (w) => w.call('addBankCard', cardForm(), await unverified(w)),
  'addBankCard card.exists': async (w) => {
    const s = await customer(w, '0');
    await w.call('addBankCard', cardForm(), s);
    return w.call('addBankCard', cardForm(), s);
  },
  'addBankCard request.invalid': async (w) =>
    w.call('addBankCard', cardForm({ holderName: '山田 太郎' }), await customer(w, '0')),
  'addBankCard request.duplicate': async (w) =>
    duplicate(w, 'addBankCard', await customer(w, '0'), cardForm(), cardForm({ cardNumber: '1111222233' })),
  'deleteBankCard card.notFound': async (w) =>
    w.call('deleteBankCard', { id: '999999' }, await customer(w, '0')),
  'deleteBankCard funds.operationInProgress': async (w) => {
    const s = await customer(w);
    const id = await bankCard(w, s);
    await w.call('withdraw', { amount: '30000', currency: 'JPY', bankCardId: id, fundsPassword: PIN }, s);
    return w.call('deleteBankCard', { id }, s);
  },
  // Deposits.
  'deposit verification.required': async (w) =>
    w.call('deposit', { amount: '10000', currency: 'JPY' }, await unverified(w), { proof: PNG }),
  'deposit deposit.proofRequired': async (w) =>
    w.call('deposit', { amount: '10000', currency: 'JPY' }, await customer(w, '0'), {}),
  'deposit deposit.outsideWindow': async (w) => {
    const s = await customer(w, '0');
    return later(w, '2026-11-21T01:00:00Z', s, (s) =>
      w.call('deposit', { amount: '10000', currency: 'JPY' }, s, { proof: PNG }),
    );
  },
  'deposit deposit.pendingExists': async (w) => {
    const s = await customer(w, '0');
    await w.call('deposit', { amount: '10000', currency: 'JPY' }, s, { proof: PNG });
    return w.call('deposit', { amount: '20000', currency: 'JPY' }, s, { proof: PNG });
  },
  'deposit amount.invalid': async (w) =>
    w.call('deposit', { amount: '0', currency: 'JPY' }, await customer(w, '0'), { proof: PNG }),
  'deposit amount.aboveMaximum': async (w) =>
    w.call('deposit', { amount: '500000.01', currency: 'JPY' }, await customer(w, '0'), { proof: PNG }),
  'deposit upload.invalidType': async (w) =>
    w.call('deposit', { amount: '10000', currency: 'JPY' }, await customer(w, '0'), {
      proof: Buffer.from('GIF89a not really'),
    }),
  'deposit upload.tooLarge': async (w) =>
    w.call(
      'deposit',
      { amount: '10000', currency: 'JPY' },
      await customer(w, '0'),
      { proof: Buffer.alloc(4096, 1) },
      { strict: true, ip: '10.0.5.19' },
    ),
  'deposit request.duplicate': async (w) =>
    duplicate(
      w,
      'deposit',
      await customer(w, '0'),
      { amount: '10000', currency: 'JPY' },
      { amount: '20000', currency: 'JPY' },
      { proof: PNG },
    ),
  'deposit request.tooFrequent': async (w) => {
    const s = await customer(w, '0');
    const form = { amount: '0', currency: 'JPY' };
    await w.call('deposit', form, s, { proof: PNG }, { strict: true, ip: '10.0.2.19' });
    return w.call('deposit', form, s, { proof: PNG }, { strict: true, ip: '10.0.2.19' });
  },
  'deposit amount.tooManyDecimals': async (w) =>
    w.call('deposit', { amount: '10000.001', currency: 'JPY' }, await customer(w, '0'), { proof: PNG }),
  'deposit calendar.unknownYear': async (w) => {
    // A Thursday morning in 2051: the built-in calendars know their holidays to 2050.
    const s = await customer(w, '0');
    return later(w, '2051-11-16T01:00:00Z', s, (s) =>
      w.call('deposit', { amount: '10000', currency: 'JPY' }, s, { proof: PNG }),
    );
  },
  // Withdrawals.
  'withdraw verification.required': async (w) =>
    w.call(
      'withdraw',
      { amount: '30000', currency: 'JPY', bankCardId: '1', fundsPassword: PIN },
      await unverified(w),
    ),
  'withdraw fundsPassword.notSet': async (w) => {
    const s = await withoutPin(w);
    return w.call(
      'withdraw',
      { amount: '30000', currency: 'JPY', bankCardId: await bankCard(w, s), fundsPassword: PIN },
      s,
    );
  },
  'withdraw fundsPassword.wrong': async (w) =>
    withdrawWith(w, await customer(w), { fundsPassword: WRONG_PIN }),
  'withdraw withdraw.belowMinimum': async (w) => withdrawWith(w, await customer(w), { amount: '29999.99' }),
  'withdraw withdraw.outsideWindow': async (w) => {
    const s = await customer(w);
    const id = await bankCard(w, s);
    return later(w, '2026-11-19T06:31:00Z', s, (s) =>
      w.call('withdraw', { amount: '30000', currency: 'JPY', bankCardId: id, fundsPassword: PIN }, s),
    );
  },
  'withdraw withdraw.openPositions': async (w) => {
    const s = await customer(w);
    expect((await w.call('buyStock', buyForm(), s)).status).toBe(1);
    return withdrawWith(w, s);
  },
  'withdraw loan.unpaid': async (w) => {
    const s = await customer(w);
    await approve(w, 'loans', (await w.call('applyLoan', { type: 'jpy', amount: '10000' }, s)).data.id);
    return withdrawWith(w, s);
  },
  'withdraw credit.scoreTooLow': async (w) => {
    const s = await customer(w);
    await w.db.query('UPDATE accounts SET credit_score = 1 WHERE mobile = $1', [s.account]);
    return withdrawWith(w, s);
  },
  'withdraw balance.insufficient': async (w) => withdrawWith(w, await customer(w), { amount: '9000000' }),
  'withdraw card.notFound': async (w) =>
    w.call(
      'withdraw',
      { amount: '30000', currency: 'JPY', bankCardId: '999999', fundsPassword: PIN },
      await customer(w),
    ),
  'withdraw funds.operationInProgress': async (w) => {
    const s = await customer(w);
    const id = await bankCard(w, s);
    await w.call('withdraw', { amount: '30000', currency: 'JPY', bankCardId: id, fundsPassword: PIN }, s);
    return w.call('withdraw', { amount: '30000', currency: 'JPY', bankCardId: id, fundsPassword: PIN }, s);
  },
  'withdraw amount.invalid': async (w) => withdrawWith(w, await customer(w), { amount: '0' }),
  'withdraw account.frozen': async (w) =>
    w.call(
      'withdraw',
      { amount: '30000', currency: 'JPY', bankCardId: '1', fundsPassword: PIN },
      await flagged(w, 'frozen'),
    ),
  'withdraw request.duplicate': async (w) => {
    const s = await customer(w);
    const id = await bankCard(w, s);
    const form = { currency: 'JPY', bankCardId: id, fundsPassword: PIN };
    return duplicate(w, 'withdraw', s, { ...form, amount: '30000' }, { ...form, amount: '40000' });
  },
  'withdraw request.tooFrequent': async (w) => {
    const s = await customer(w);
    await lockPin(w, s);
    return withdrawWith(w, s);
  },
  'withdraw amount.tooManyDecimals': async (w) => withdrawWith(w, await customer(w), { amount: '30000.001' }),
  'withdraw amount.aboveMaximum': async (w) => withdrawWith(w, await customer(w), { amount: '10000000.01' }),
  'withdraw id.invalid': async (w) =>
    w.call(
      'withdraw',
      { amount: '30000', currency: 'JPY', bankCardId: '0', fundsPassword: PIN },
      await customer(w),
    ),
  'withdraw calendar.unknownYear': async (w) => {
    const s = await customer(w);
    const id = await bankCard(w, s);
    return later(w, '2051-11-16T01:00:00Z', s, (s) =>
      w.call('withdraw', { amount: '30000', currency: 'JPY', bankCardId: id, fundsPassword: PIN }, s),
    );
  },
  // Exchange.
  'exchange exchange.sameCurrency': async (w) => exchangeWith(w, await customer(w), { to: 'JPY' }),
  'exchange exchange.rateUnavailable': async (w) => exchangeWith(w, await customer(w), { to: 'TWD' }),
  'exchange fundsPassword.notSet': async (w) => exchangeWith(w, await withoutPin(w)),
  'exchange fundsPassword.wrong': async (w) =>
    exchangeWith(w, await customer(w), { fundsPassword: WRONG_PIN }),
  'exchange balance.insufficient': async (w) => exchangeWith(w, await customer(w), { amount: '9000000' }),
  'exchange amount.invalid': async (w) => exchangeWith(w, await customer(w), { amount: '0' }),
  'exchange request.duplicate': async (w) => {
    const form = { from: 'JPY', to: 'USD', fundsPassword: PIN };
    return duplicate(
      w,
      'exchange',
      await customer(w),
      { ...form, amount: '10000' },
      { ...form, amount: '20000' },
    );
  },
  'exchange request.tooFrequent': async (w) => {
    const s = await customer(w);
    await lockPin(w, s);
    return exchangeWith(w, s);
  },
  'exchange amount.tooManyDecimals': async (w) => exchangeWith(w, await customer(w), { amount: '10000.001' }),
  'exchange amount.aboveMaximum': async (w) =>
    exchangeWith(w, await customer(w), { amount: '10000000000.01' }),
  // 0.01 yen buys less than a cent.
  'exchange amount.belowMinimum': async (w) => exchangeWith(w, await customer(w), { amount: '0.01' }),
  'listFundRecords request.invalid': async (w) =>
    w.call('listFundRecords', { from: '2026-11-20', to: '2026-11-01' }, await customer(w, '0')),
  // Loans and credit.
  'applyLoan verification.required': async (w) =>
    w.call('applyLoan', { type: 'jpy', amount: '10000' }, await unverified(w)),
  'applyLoan loan.quotaInsufficient': async (w) =>
    w.call('applyLoan', { type: 'jpy', amount: '900000000' }, await customer(w, '0')),
  'applyLoan credit.scoreTooLow': async (w) => {
    const s = await customer(w, '0');
    await w.db.query('UPDATE accounts SET credit_score = 1 WHERE mobile = $1', [s.account]);
    return w.call('applyLoan', { type: 'jpy', amount: '10000' }, s);
  },
  'applyLoan loan.unpaid': async (w) => {
    const s = await customer(w, '0');
    await approve(w, 'loans', (await w.call('applyLoan', { type: 'jpy', amount: '10000' }, s)).data.id);
    return w.call('applyLoan', { type: 'jpy', amount: '10000' }, s);
  },
  'applyLoan amount.invalid': async (w) =>
    w.call('applyLoan', { type: 'jpy', amount: '0' }, await customer(w, '0')),
  'applyLoan request.duplicate': async (w) =>
    duplicate(
      w,
      'applyLoan',
      await customer(w, '0'),
      { type: 'jpy', amount: '10000' },
      { type: 'jpy', amount: '20000' },
    ),
  'applyLoan amount.tooManyDecimals': async (w) =>
    w.call('applyLoan', { type: 'jpy', amount: '10000.001' }, await customer(w, '0')),
  'applyLoan amount.aboveMaximum': async (w) =>
    w.call('applyLoan', { type: 'jpy', amount: '10000000000.01' }, await customer(w, '0')),
  'repayLoan id.invalid': async (w) =>
    w.call('repayLoan', { id: '0', amount: '10000', fundsPassword: PIN }, await customer(w, '0')),
  'repayLoan amount.invalid': async (w) => {
    const { s, id } = await withLoan(w, '500000');
    return w.call('repayLoan', { id, amount: '0', fundsPassword: PIN }, s);
  },
  'repayLoan amount.tooManyDecimals': async (w) => {
    const { s, id } = await withLoan(w, '500000');
    return w.call('repayLoan', { id, amount: '100000.001', fundsPassword: PIN }, s);
  },
  'repayLoan loan.notFound': async (w) =>
    w.call('repayLoan', { id: '999999', amount: '10000', fundsPassword: PIN }, await customer(w, '0')),
  'repayLoan loan.repaymentBelowLoan': async (w) => {
    const { s, id } = await withLoan(w, '500000');
    return w.call('repayLoan', { id, amount: '1', fundsPassword: PIN }, s);
  },
  'repayLoan balance.insufficient': async (w) => {
    const { s, id } = await withLoan(w, '0');
    // Part of the loan went into a position: what is left cannot repay it.
    expect((await w.call('buyStock', buyForm({ lots: '10' }), s)).status).toBe(1);
    return w.call('repayLoan', { id, amount: '100000', fundsPassword: PIN }, s);
  },
  'repayLoan fundsPassword.notSet': async (w) =>
    w.call('repayLoan', { id: '999999', amount: '10000', fundsPassword: PIN }, await withoutPin(w)),
  'repayLoan fundsPassword.wrong': async (w) =>
    w.call('repayLoan', { id: '999999', amount: '10000', fundsPassword: WRONG_PIN }, await customer(w, '0')),
  'repayLoan request.duplicate': async (w) => {
    const { s, id } = await withLoan(w, '500000');
    return duplicate(
      w,
      'repayLoan',
      s,
      { id, amount: '1', fundsPassword: PIN },
      { id, amount: '2', fundsPassword: PIN },
    );
  },
  'repayLoan request.tooFrequent': async (w) => {
    const s = await customer(w, '0');
    await lockPin(w, s);
    return w.call('repayLoan', { id: '999999', amount: '10000', fundsPassword: PIN }, s);
  },
  'addCredit credit.notPositiveInteger': async (w) =>
    w.call('addCredit', { type: 'jpy', credit: '0' }, await customer(w, '0')),
  'addCredit loan.quotaInsufficient': async (w) =>
    w.call('addCredit', { type: 'jpy', credit: '900000000' }, await customer(w, '0')),
  'addCredit credit.scoreTooLow': async (w) => {
    const s = await customer(w, '0');
    await w.db.query('UPDATE accounts SET credit_score = 1 WHERE mobile = $1', [s.account]);
    return w.call('addCredit', { type: 'jpy', credit: '1000' }, s);
  },
  'addCredit request.duplicate': async (w) =>
    duplicate(
      w,
      'addCredit',
      await customer(w, '0'),
      { type: 'jpy', credit: '1000' },
      { type: 'jpy', credit: '2000' },
    ),
  'addCredit amount.aboveMaximum': async (w) =>
    w.call('addCredit', { type: 'jpy', credit: '10000000001' }, await customer(w, '0')),
  'repayCredit credit.notFound': async (w) =>
    w.call('repayCredit', { id: '999999', amount: '50000', fundsPassword: PIN }, await customer(w)),
  'repayCredit loan.repaymentBelowLoan': async (w) => {
    const { s, id } = await withCredit(w);
    return w.call('repayCredit', { id, amount: '49999.99', fundsPassword: PIN }, s);
  },
  'repayCredit amount.invalid': async (w) => {
    const { s, id } = await withCredit(w);
    return w.call('repayCredit', { id, amount: '0', fundsPassword: PIN }, s);
  },
  'repayCredit amount.tooManyDecimals': async (w) => {
    const { s, id } = await withCredit(w);
    return w.call('repayCredit', { id, amount: '50000.001', fundsPassword: PIN }, s);
  },
  'repayCredit id.invalid': async (w) =>
    w.call('repayCredit', { id: '0', amount: '50000', fundsPassword: PIN }, await customer(w)),
  'repayCredit fundsPassword.notSet': async (w) =>
    w.call('repayCredit', { id: '999999', amount: '50000', fundsPassword: PIN }, await withoutPin(w)),
  'repayCredit fundsPassword.wrong': async (w) => {
    const { s, id } = await withCredit(w);
    return w.call('repayCredit', { id, amount: '50000', fundsPassword: WRONG_PIN }, s);
  },
  'repayCredit request.tooFrequent': async (w) => {
    const { s, id } = await withCredit(w);
    await lockPin(w, s);
    return w.call('repayCredit', { id, amount: '50000', fundsPassword: PIN }, s);
  },
  'repayCredit request.duplicate': async (w) => {
    const { s, id } = await withCredit(w);
    return duplicate(
      w,
      'repayCredit',
      s,
      { id, amount: '50000', fundsPassword: PIN },
      { id, amount: '60000', fundsPassword: PIN },
    );
  },
  // Quotes and the watchlist.
  'getStock resource.notFound': (w) => w.call('getStock', { code: 'NOPE', type: 'jpy' }),
  'getKLine resource.notFound': (w) => w.call('getKLine', { code: 'NOPE', type: 'jpy', period: 'day' }),
  'getTimeShare resource.notFound': (w) => w.call('getTimeShare', { code: 'NOPE', type: 'jpy' }),
  'addWatchlist watchlist.exists': async (w) => {
    const s = await fresh(w);
    await w.call('addWatchlist', { code: '7203', type: 'jpy' }, s);
    return w.call('addWatchlist', { code: '7203', type: 'jpy' }, s);
  },
  'addWatchlist resource.notFound': async (w) =>
    w.call('addWatchlist', { code: 'NOPE', type: 'jpy' }, await fresh(w)),
  'addWatchlist quota.insufficient': async (w) => {
    const s = await fresh(w);
    await w.db.query(
      `INSERT INTO watchlist (account_id, market, symbol, sort, created_at)
       SELECT a.id, 'usd', 'X' || g, g, $2 FROM accounts a, generate_series(1, 200) g WHERE a.mobile = $1`,
      [s.account, w.clock.now()],
    );
    return w.call('addWatchlist', { code: '7203', type: 'jpy' }, s);
  },
  'removeWatchlist watchlist.notFound': async (w) =>
    w.call('removeWatchlist', { code: '7203', type: 'jpy' }, await fresh(w)),
  'reorderWatchlist request.invalid': async (w) =>
    w.call('reorderWatchlist', { ids: '999998,999999' }, await fresh(w)),
  // Trading.
  'buyStock market.closed': async (w) => {
    const s = await customer(w);
    return later(w, '2026-11-19T03:00:00Z', s, (s) => w.call('buyStock', buyForm(), s));
  },
  'buyStock calendar.unknownYear': async (w) => {
    // A Thursday morning in 2051: Tokyo's holidays are known to 2050 (TOKYO_HOLIDAY_YEARS).
    const s = await customer(w);
    return later(w, '2051-11-16T01:00:00Z', s, (s) => w.call('buyStock', buyForm(), s));
  },
  'buyStock order.lotsRequired': async (w) => w.call('buyStock', buyForm({ lots: '0' }), await customer(w)),
  'buyStock order.priceRequired': async (w) =>
    w.call('buyStock', buyForm({ orderType: 'limit' }), await customer(w)),
  'buyStock order.beyondDailyLimit': async (w) =>
    w.call('buyStock', buyForm({ orderType: 'limit', price: '9999999' }), await customer(w)),
  'buyStock order.leverageInvalid': async (w) =>
    w.call('buyStock', buyForm({ leverage: '7' }), await customer(w)),
  'buyStock balance.insufficient': async (w) => w.call('buyStock', buyForm(), await customer(w, '0')),
  'buyStock product.unavailable': async (w) =>
    w.call('buyStock', buyForm({ code: 'NOPE' }), await customer(w)),
  'buyStock account.tradingBarred': async (w) =>
    w.call('buyStock', buyForm(), await flagged(w, 'trading_barred')),
  'buyStock verification.required': async (w) => w.call('buyStock', buyForm(), await unverified(w)),
  'buyStock fundsPassword.notSet': async (w) => w.call('buyStock', buyForm(), await withoutPin(w)),
  'buyStock fundsPassword.wrong': async (w) =>
    w.call('buyStock', buyForm({ fundsPassword: WRONG_PIN }), await customer(w)),
  'buyStock request.duplicate': async (w) =>
    duplicate(w, 'buyStock', await customer(w), buyForm(), buyForm({ lots: '200' })),
  'buyStock request.tooFrequent': async (w) => {
    const s = await customer(w);
    await w.call('buyStock', buyForm(), s, undefined, { strict: true, ip: '10.0.3.19' });
    return w.call('buyStock', buyForm(), s, undefined, { strict: true, ip: '10.0.3.19' });
  },
  'closePosition order.notFound': async (w) => w.call('closePosition', { id: '999999' }, await customer(w)),
  'closePosition order.notHolding': async (w) => {
    const s = await customer(w);
    const pending = await w.call(
      'buyStock',
      buyForm({ orderType: 'limit', price: lowLimit(await quote(w)) }),
      s,
    );
    return w.call('closePosition', { id: pending.data.id }, s);
  },
  'closePosition order.tPlusOne': async (w) => {
    const s = await customer(w);
    const bought = await w.call('buyStock', buyForm(), s);
    return w.call('closePosition', { id: bought.data.id }, s);
  },
  'closePosition market.closed': async (w) => {
    const s = await customer(w);
    const bought = await w.call('buyStock', buyForm(), s);
    // The next business day at lunch: past T+1, but Tokyo is in its midday break.
    return later(w, '2026-11-20T03:00:00Z', s, (s) => w.call('closePosition', { id: bought.data.id }, s));
  },
  'closePosition account.tradingBarred': async (w) => {
    const s = await customer(w);
    const bought = await w.call('buyStock', buyForm(), s);
    await setAccountFlag(w.db, s.account, 'trading_barred', true, {
      actor: 'contract-test',
      now: w.clock.now(),
    });
    return w.call('closePosition', { id: bought.data.id }, s);
  },
  'closePosition request.duplicate': async (w) => {
    const s = await customer(w);
    const a = await w.call('buyStock', buyForm(), s);
    const b = await w.call('buyStock', buyForm(), s);
    return later(w, '2026-11-20T01:00:00Z', s, (s) =>
      duplicate(w, 'closePosition', s, { id: a.data.id }, { id: b.data.id }),
    );
  },
  'cancelOrder order.notFound': async (w) => w.call('cancelOrder', { id: '999999' }, await customer(w)),
  'cancelOrder order.alreadyHandled': async (w) => {
    const s = await customer(w);
    const bought = await w.call('buyStock', buyForm(), s);
    return w.call('cancelOrder', { id: bought.data.id }, s);
  },
  'cancelOrder request.duplicate': async (w) => {
    const s = await customer(w);
    const price = lowLimit(await quote(w));
    const a = await w.call('buyStock', buyForm({ orderType: 'limit', price }), s);
    const b = await w.call('buyStock', buyForm({ orderType: 'limit', price }), s);
    return duplicate(w, 'cancelOrder', s, { id: a.data.id }, { id: b.data.id });
  },
  'getPosition order.notFound': async (w) => w.call('getPosition', { id: '999999' }, await customer(w, '0')),
  // New shares.
  'getNewStock product.unavailable': async (w) => w.call('getNewStock', { id: '999999' }, await fresh(w)),
  'subscribeNewStock ipo.alreadySubscribed': async (w) => {
    const s = await customer(w);
    const ipo = await ipoIn(w, s, 1);
    await w.call('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity }, s);
    return w.call('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity }, s);
  },
  'subscribeNewStock ipo.notSubscribing': async (w) => {
    const s = await customer(w);
    const ipo = await ipoIn(w, s, 0);
    return w.call('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity }, s);
  },
  'subscribeNewStock amount.belowMinimum': async (w) => {
    const s = await customer(w);
    const ipo = await ipoIn(w, s, 1);
    return w.call('subscribeNewStock', { id: ipo.id, quantity: String(Number(ipo.minQuantity) - 1) }, s);
  },
  'subscribeNewStock quota.insufficient': async (w) => {
    const s = await customer(w);
    const ipo = await ipoIn(w, s, 1, true);
    return w.call(
      'subscribeNewStock',
      { id: ipo.id, quantity: String(Number(ipo.maxQuantity) + Number(ipo.minQuantity)) },
      s,
    );
  },
  'subscribeNewStock balance.insufficient': async (w) => {
    const s = await customer(w, '0');
    const ipo = await ipoIn(w, s, 1);
    return w.call('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity, pay: '1' }, s);
  },
  'subscribeNewStock product.unavailable': async (w) =>
    w.call('subscribeNewStock', { id: '999999', quantity: '100' }, await customer(w)),
  'subscribeNewStock verification.required': async (w) =>
    w.call('subscribeNewStock', { id: '1', quantity: '100' }, await unverified(w)),
  'subscribeNewStock account.tradingBarred': async (w) =>
    w.call('subscribeNewStock', { id: '1', quantity: '100' }, await flagged(w, 'trading_barred')),
  'subscribeNewStock request.duplicate': async (w) => {
    const s = await customer(w);
    const ipo = await ipoIn(w, s, 1);
    return duplicate(
      w,
      'subscribeNewStock',
      s,
      { id: ipo.id, quantity: ipo.minQuantity },
      { id: ipo.id, quantity: String(Number(ipo.minQuantity) * 2) },
    );
  },
  'payNewStock order.notFound': async (w) => w.call('payNewStock', { id: '999999' }, await customer(w, '0')),
  'payNewStock ipo.nothingToPay': async (w) => {
    const s = await customer(w);
    const ipo = await ipoIn(w, s, 1);
    const order = await w.call('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity, pay: '1' }, s);
    return w.call('payNewStock', { id: order.data.id }, s);
  },
  'payNewStock balance.insufficient': async (w) => {
    const s = await customer(w, '0');
    const { order } = await wonUnpaid(w, s);
    return w.call('payNewStock', { id: order }, s);
  },
  'payNewStock request.duplicate': async (w) => {
    const s = await customer(w);
    const { order, other } = await wonUnpaid(w, s);
    return duplicate(w, 'payNewStock', s, { id: order }, { id: other });
  },
  // Block trades.
  'getBlockTrade product.unavailable': async (w) => w.call('getBlockTrade', { id: '999999' }, await fresh(w)),
  'applyBlockTrade block.closed': async (w) => {
    const s = await customer(w);
    const block = await firstOf(w, s, 'listBlockTrades');
    return later(w, '2026-12-21T01:00:00Z', s, (s) =>
      w.call('applyBlockTrade', { id: block.id, lots: block.minLots, fundsPassword: PIN }, s),
    );
  },
  'applyBlockTrade order.lotsRequired': async (w) => blockWith(w, await customer(w), { lots: '0' }),
  'applyBlockTrade amount.belowMinimum': async (w) => {
    const s = await customer(w);
    const block = await firstOf(w, s, 'listBlockTrades');
    return w.call(
      'applyBlockTrade',
      { id: block.id, lots: String(Number(block.minLots) - 1), fundsPassword: PIN },
      s,
    );
  },
  'applyBlockTrade quota.insufficient': async (w) => {
    const s = await customer(w);
    const block = await firstOf(w, s, 'listBlockTrades');
    return w.call(
      'applyBlockTrade',
      { id: block.id, lots: String(Number(block.remainingLots) + 1), fundsPassword: PIN },
      s,
    );
  },
  'applyBlockTrade balance.insufficient': async (w) => blockWith(w, await customer(w, '0')),
  'applyBlockTrade fundsPassword.notSet': async (w) => blockWith(w, await withoutPin(w)),
  'applyBlockTrade fundsPassword.wrong': async (w) =>
    blockWith(w, await customer(w), { fundsPassword: WRONG_PIN }),
  'applyBlockTrade product.unavailable': async (w) =>
    w.call('applyBlockTrade', { id: '999999', lots: '100', fundsPassword: PIN }, await customer(w)),
  'applyBlockTrade account.tradingBarred': async (w) => blockWith(w, await flagged(w, 'trading_barred')),
  'applyBlockTrade request.duplicate': async (w) => {
    const s = await customer(w);
    const block = await firstOf(w, s, 'listBlockTrades');
    const form = { id: block.id, fundsPassword: PIN };
    return duplicate(
      w,
      'applyBlockTrade',
      s,
      { ...form, lots: block.minLots },
      { ...form, lots: String(Number(block.minLots) * 2) },
    );
  },
  'applyBlockTrade request.tooFrequent': async (w) => {
    const s = await customer(w);
    await lockPin(w, s);
    return blockWith(w, s);
  },
  // Copy trading.
  'getFollowProduct product.unavailable': async (w) =>
    w.call('getFollowProduct', { id: '999999' }, await fresh(w)),
  'buyFollowProduct follow.expired': async (w) => {
    const s = await customer(w);
    const product = await firstOf(w, s, 'listFollowProducts');
    return later(w, '2027-01-19T01:00:00Z', s, (s) =>
      w.call('buyFollowProduct', { id: product.id, amount: product.minAmount, fundsPassword: PIN }, s),
    );
  },
  'buyFollowProduct amount.belowMinimum': async (w) => followWith(w, await customer(w), { amount: '1' }),
  'buyFollowProduct amount.invalid': async (w) => followWith(w, await customer(w), { amount: '0' }),
  'buyFollowProduct balance.insufficient': async (w) => followWith(w, await customer(w, '0')),
  'buyFollowProduct fundsPassword.notSet': async (w) => followWith(w, await withoutPin(w)),
  'buyFollowProduct fundsPassword.wrong': async (w) =>
    followWith(w, await customer(w), { fundsPassword: WRONG_PIN }),
  'buyFollowProduct product.unavailable': async (w) =>
    w.call('buyFollowProduct', { id: '999999', amount: '100000', fundsPassword: PIN }, await customer(w)),
  'buyFollowProduct request.duplicate': async (w) => {
    const s = await customer(w);
    const product = await firstOf(w, s, 'listFollowProducts');
    const form = { id: product.id, fundsPassword: PIN };
    return duplicate(
      w,
      'buyFollowProduct',
      s,
      { ...form, amount: product.minAmount },
      { ...form, amount: String(Number(product.minAmount) + 1) },
    );
  },
  'buyFollowProduct request.tooFrequent': async (w) => {
    const s = await customer(w);
    await lockPin(w, s);
    return followWith(w, s);
  },
  // Day trading.
  'applyDayTrade dayTrade.closed': async (w) => {
    const s = await customer(w);
    const programme = await firstOf(w, s, 'listDayTradeProgrammes');
    return later(w, '2026-12-21T01:00:00Z', s, (s) =>
      w.call('applyDayTrade', { id: programme.id, amount: programme.minAmount, fundsPassword: PIN }, s),
    );
  },
  'applyDayTrade amount.belowMinimum': async (w) => dayTradeWith(w, await customer(w), { amount: '1' }),
  'applyDayTrade amount.aboveMaximum': async (w) => {
    const s = await customer(w);
    const programme = await firstOf(w, s, 'listDayTradeProgrammes');
    return w.call(
      'applyDayTrade',
      { id: programme.id, amount: String(Number(programme.maxAmount) + 1), fundsPassword: PIN },
      s,
    );
  },
  'applyDayTrade amount.invalid': async (w) => dayTradeWith(w, await customer(w), { amount: '0' }),
  'applyDayTrade balance.insufficient': async (w) => dayTradeWith(w, await customer(w, '0')),
  'applyDayTrade fundsPassword.notSet': async (w) => dayTradeWith(w, await withoutPin(w)),
  'applyDayTrade fundsPassword.wrong': async (w) =>
    dayTradeWith(w, await customer(w), { fundsPassword: WRONG_PIN }),
  'applyDayTrade product.unavailable': async (w) =>
    w.call('applyDayTrade', { id: '999999', amount: '100000', fundsPassword: PIN }, await customer(w)),
  'applyDayTrade request.duplicate': async (w) => {
    const s = await customer(w);
    const programme = await firstOf(w, s, 'listDayTradeProgrammes');
    const form = { id: programme.id, fundsPassword: PIN };
    return duplicate(
      w,
      'applyDayTrade',
      s,
      { ...form, amount: programme.minAmount },
      { ...form, amount: String(Number(programme.minAmount) + 1) },
    );
  },
  'applyDayTrade request.tooFrequent': async (w) => {
    const s = await customer(w);
    await lockPin(w, s);
    return dayTradeWith(w, s);
  },
  // Messages and news.
  'getMessage resource.notFound': async (w) => w.call('getMessage', { id: '999999' }, await fresh(w)),
  'markMessagesRead resource.notFound': async (w) =>
    w.call('markMessagesRead', { id: '999999' }, await fresh(w)),
  'getNews resource.notFound': (w) => w.call('getNews', { id: '999999' }),
  // Batches.
  'batch batch.invalid': (w) => w.call('batch', { path0: '/message/unread', path2: '/news/list' }),
  'batch batch.tooMany': (w) =>
    w.call('batch', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`path${i}`, '/news/list']))),
  'batch batch.notBatchable': (w) => w.call('batch', { path0: '/news/list', path1: '/trade/buy' }),
};

const verificationForm = (extra: Record<string, string> = {}) => ({
  realName: '佐藤 花子',
  idNumber: 'X1234567',
  privacyNotice: '1',
  ...extra,
});
const idImages = () => ({ frontImage: PNG, backImage: PNG });
const cardForm = (extra: Record<string, string> = {}) => ({
  holderName: '佐藤 花子',
  cardNumber: '9876543210',
  cardType: 'ordinary',
  bankName: '三菱UFJ銀行',
  branchName: '渋谷',
  branchCode: '135',
  ...extra,
});

/**
 * Runs `fn` at another instant as `s`, signed in again then (a session lapses after its idle time, and the
 * clock jumps hours), and puts the clock back.
 */
async function later<T>(w: World, when: string, s: Session, fn: (s: Session) => Promise<T>): Promise<T> {
  const before = w.clock.now().toISOString();
  w.clock.set(when);
  try {
    return await fn(await loginAgain(w, s));
  } finally {
    w.clock.set(before);
  }
}

async function withdrawWith(w: World, s: Session, extra: Record<string, string> = {}) {
  const form = {
    amount: '30000',
    currency: 'JPY',
    bankCardId: await bankCard(w, s),
    fundsPassword: PIN,
    ...extra,
  };
  return w.call('withdraw', form, s);
}
const exchangeWith = (w: World, s: Session, extra: Record<string, string> = {}) =>
  w.call('exchange', { from: 'JPY', to: 'USD', amount: '10000', fundsPassword: PIN, ...extra }, s);

async function withLoan(w: World, deposit: string) {
  const s = await customer(w, deposit);
  const loan = await w.call('applyLoan', { type: 'jpy', amount: '100000' }, s);
  await approve(w, 'loans', loan.data.id);
  return { s, id: String(loan.data.id) };
}

/** A customer holding a granted stock credit of 50,000 yen. */
async function withCredit(w: World) {
  const s = await customer(w);
  const credit = await w.call('addCredit', { type: 'jpy', credit: '50000' }, s);
  expect(credit.status, JSON.stringify(credit)).toBe(1);
  return { s, id: String(credit.data.id) };
}

async function quote(w: World) {
  const stock = await w.server.call('getStock', { code: '6758', type: 'jpy' });
  return stock.data as { price: string; limitDown?: string };
}
/** A limit price inside today's band but well under the market: the order stays pending. */
const lowLimit = (q: { price: string; limitDown?: string }) =>
  String(Math.ceil(Math.max(Number(q.limitDown ?? 0), Number(q.price) * 0.8)));

async function ipoIn(w: World, s: Session, state: number, withMax = false) {
  const list = await w.server.call('listNewStocks', { type: 'jpy' }, s);
  const ipo = (list.data as { state: number; maxQuantity?: string }[]).find(
    (i) => i.state === state && (!withMax || i.maxQuantity !== undefined),
  );
  expect(ipo, `a new share in state ${state}`).toBeDefined();
  return ipo as unknown as { id: string; minQuantity: string; maxQuantity: string };
}

/** Two subscriptions of `s` the draw won and nothing paid yet (status 3; the draw itself is the back office's). */
async function wonUnpaid(w: World, s: Session) {
  // Open new shares of every market: the first is a Tokyo one (paid in yen), the second another.
  const open: { id: string; state: number; minQuantity: string }[] = [];
  for (const type of ['jpy', 'usd', 'cny']) {
    const ipos = (await w.server.call('listNewStocks', { type }, s)).data as typeof open;
    open.push(...ipos.filter((i) => i.state === 1));
  }
  const orders: string[] = [];
  for (const ipo of open.slice(0, 2)) {
    const order = await w.server.call('subscribeNewStock', { id: ipo.id, quantity: ipo.minQuantity }, s);
    expect(order.status, JSON.stringify(order)).toBe(1);
    orders.push(order.data.id);
  }
  await w.db.query(
    'UPDATE ipo_subscriptions SET status = 3, won_quantity = quantity WHERE id = ANY($1::bigint[])',
    [orders],
  );
  await w.db.query(
    `UPDATE ipos SET payment_deadline = $1 WHERE id IN (SELECT ipo_id FROM ipo_subscriptions WHERE id = ANY($2::bigint[]))`,
    [new Date(w.clock.now().getTime() + 86_400_000), orders],
  );
  return { order: orders[0] ?? '', other: orders[1] ?? orders[0] ?? '' };
}

async function blockWith(w: World, s: Session, extra: Record<string, string> = {}) {
  const block = await firstOf(w, s, 'listBlockTrades');
  return w.call('applyBlockTrade', { id: block.id, lots: block.minLots, fundsPassword: PIN, ...extra }, s);
}
async function followWith(w: World, s: Session, extra: Record<string, string> = {}) {
  const product = await firstOf(w, s, 'listFollowProducts');
  return w.call(
    'buyFollowProduct',
    { id: product.id, amount: product.minAmount, fundsPassword: PIN, ...extra },
    s,
  );
}
async function dayTradeWith(w: World, s: Session, extra: Record<string, string> = {}) {
  const programme = await firstOf(w, s, 'listDayTradeProgrammes');
  return w.call(
    'applyDayTrade',
    { id: programme.id, amount: programme.minAmount, fundsPassword: PIN, ...extra },
    s,
  );
}

/** Forms for one operation: valid by its schema, or with one field broken or a required one left out. */
function formArbitrary(
  op: ContractOperation,
): fc.Arbitrary<{ form: Record<string, string>; files: Record<string, Buffer>; broken: boolean }> {
  const text = op.fields.filter((f) => !f.file);
  const valid = fc.record(
    Object.fromEntries(
      text.map((f) => [
        f.name,
        f.required ? validString(f.schema) : fc.option(validString(f.schema), { nil: undefined }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string | undefined>>;
  const files = fc.record(
    Object.fromEntries(
      op.fields
        .filter((f) => f.file)
        .map((f) => [
          f.name,
          fc.constantFrom<Buffer | undefined>(PNG, PNG, Buffer.from('%PDF-1.4 not an image'), undefined),
        ]),
    ),
  ) as fc.Arbitrary<Record<string, Buffer | undefined>>;
  const breakable = text.filter((f: FormField) => invalidString(f.schema) || f.required);
  const broken =
    breakable.length === 0
      ? undefined
      : fc.tuple(valid, fc.constantFrom(...breakable), fc.boolean()).chain(([form, field, drop]) =>
          (drop && field.required
            ? fc.constant(undefined)
            : (invalidString(field.schema) ?? fc.constant(undefined))
          ).map((bad) => ({
            ...form,
            [field.name]: bad,
          })),
        );
  const clean = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, never>;
  return fc
    .tuple(
      broken
        ? fc.oneof(
            valid.map((f) => [f, false] as const),
            broken.map((f) => [f, true] as const),
          )
        : valid.map((f) => [f, false] as const),
      files,
    )
    .map(([[form, isBroken], fileParts]) => ({
      form: clean(form),
      files: clean(fileParts),
      broken: isBroken,
    }));
}

describe.each(dbTargets())('the server against openapi/tsumiki.yaml on %s', (target) => {
  const clock = new TestClock(new Date(START));
  const seen = new Map<string, Set<string>>();
  const problems: string[] = [];
  let w: World;

  beforeAll(async () => {
    const db = await openTestDb(target);
    const server = await testServer(db, clock);
    const limit = { limit: 1, windowSeconds: 3600 };
    const loose = { limit: 10_000, windowSeconds: 3600 };
    const strict = await testServer(db, clock, {
      rateLimits: {
        register: { ip: limit },
        login: { ip: loose },
        public: { ip: loose },
        upload: { account: limit, ip: limit },
        order: { account: limit, ip: limit },
      },
      uploadMaxBytes: 1024,
    });
    await syncConfigItems(db, server.config);
    await seedOnce(db, clock.now());
    w = {
      db,
      clock,
      server,
      strict,
      async raw(operationId, form, status, headers) {
        const op = byId.get(operationId);
        if (!op) throw new Error(`no operation ${operationId}`);
        const res = await server.app.inject({
          method: 'POST',
          url: `/api/vue${op.path}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: new URLSearchParams(form).toString(),
        });
        const body = res.json() as Answer;
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(serverContract().validateFailure(body), JSON.stringify(body)).toBe(true);
        if (!seen.has(operationId)) seen.set(operationId, new Set());
        seen.get(operationId)?.add(body.msg);
        if (!op.refusals.includes(body.msg))
          problems.push(`${operationId} answered HTTP ${status} ${body.msg}, undocumented`);
        return body;
      },
      async call(operationId, form = {}, session, files, options = {}) {
        const target = options.strict ? strict : server;
        const headers: Record<string, string> = options.ip ? { 'x-test-ip': options.ip } : {};
        const answer = await target.call(operationId, form, session, files, headers);
        const op = byId.get(operationId);
        if (!op) throw new Error(`no operation ${operationId}`);
        const msg = answer.status === 1 ? 'ok' : answer.msg;
        if (!seen.has(operationId)) seen.set(operationId, new Set());
        seen.get(operationId)?.add(msg);
        const allowed = msg === 'ok' || op.refusals.includes(msg) || conventionKeys(op).includes(msg);
        // 401 is the contract's answer for a call that needs a session; it is checked in `call` itself.
        if (!allowed && !(msg === 'session.expired' && op.secured))
          problems.push(
            `${operationId} answered ${msg}, which it does not document: ${JSON.stringify(form)}`,
          );
        return answer;
      },
    };
  });
  afterAll(async () => w?.db.close());

  it('answers requests generated from every operation schema as the contract says', async () => {
    const fuzzer = await customer(w);
    for (const op of OPERATIONS) {
      // Signing out ends the session the other operations use: it gets one of its own per request.
      const session = async () =>
        op.operationId === 'logout' ? await loginAgain(w, fuzzer) : op.secured ? fuzzer : undefined;
      await fc.assert(
        fc.asyncProperty(formArbitrary(op), async ({ form, files }) => {
          await w.call(op.operationId, form, await session(), op.multipart ? files : undefined);
        }),
        { numRuns: op.operationId === 'logout' ? 3 : 16, seed: 19 },
      );
      if (op.secured) {
        // Without a session: 401, never a refusal or data.
        const anonymous = await w.server.call(op.operationId, exampleForm(op));
        expect(anonymous, op.operationId).toEqual({ status: 0, msg: 'session.expired' });
      }
    }
    expect(problems).toEqual([]);
  });

  const documented = OPERATIONS.flatMap((op) => op.refusals.map((key) => `${op.operationId} ${key}`));

  it('has one world per documented refusal, or a reason it cannot be met here', () => {
    const covered = new Set([...Object.keys(RECIPES), ...Object.keys(NOT_REACHABLE_HERE)]);
    expect(documented.filter((pair) => !covered.has(pair))).toEqual([]);
    expect([...covered].filter((pair) => !documented.includes(pair))).toEqual([]);
  });

  it.each(Object.entries(RECIPES))('meets %s', async (pair, recipe) => {
    const want = pair.split(' ')[1];
    const answer = await recipe(w);
    expect(answer).toEqual({ status: 0, msg: want });
  });

  it('met every documented refusal of every operation', () => {
    const missing = documented.filter((pair) => {
      const [op = '', key = ''] = pair.split(' ');
      return !seen.get(op)?.has(key) && !(pair in NOT_REACHABLE_HERE);
    });
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
  });
});

async function loginAgain(w: World, s: Session): Promise<Session> {
  const again = await w.server.call('login', { account: s.account, password: PASSWORD });
  return { token: again.data.token, account: s.account };
}
