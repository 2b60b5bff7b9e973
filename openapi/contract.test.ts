import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const spec = parse(readFileSync(new URL('./tsumiki.yaml', import.meta.url), 'utf8')) as JsonObject;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (value: Json | undefined, key: string): Json | undefined =>
  isObject(value) ? value[key] : undefined;

/** Follows a local `$ref` (`#/a/b`), or returns the value itself when it is not a reference. */
const deref = (value: Json | undefined): Json | undefined => {
  const ref = at(value, '$ref');
  if (typeof ref !== 'string') return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json | undefined>(
      (node, part) => at(node, part.replaceAll('~1', '/').replaceAll('~0', '~')),
      spec,
    );
};

const paths = spec.paths as JsonObject;
const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item as JsonObject).map(([method, operation]) => ({
    path,
    method,
    op: operation as JsonObject,
  })),
);
const msgKeys = new Set((at(at(at(spec, 'components'), 'schemas'), 'MsgKey') as JsonObject).enum as string[]);
const tagNames = new Set((spec.tags as JsonObject[]).map((tag) => tag.name));
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const STREAM = 'text/event-stream';

/** Every string in the tree, with the key it sits under. */
const strings = (node: Json | undefined, key = ''): Array<{ key: string; value: string }> => {
  if (typeof node === 'string') return [{ key, value: node }];
  if (Array.isArray(node)) return node.flatMap((child) => strings(child, key));
  if (isObject(node)) return Object.entries(node).flatMap(([k, child]) => strings(child, k));
  return [];
};

/** The properties of a form schema, merged through `allOf`. */
const formFields = (schema: Json | undefined): JsonObject => {
  const resolved = deref(schema);
  const own = at(resolved, 'properties');
  const parts = at(resolved, 'allOf');
  return {
    ...(isObject(own) ? own : {}),
    ...(Array.isArray(parts) ? Object.assign({}, ...parts.map(formFields)) : {}),
  };
};

const requestSchema = (op: JsonObject, mediaType: string): Json | undefined =>
  at(at(at(deref(op.requestBody), 'content'), mediaType), 'schema');

describe('the eight calls the specification shows', () => {
  const shown: Array<[string, { path: string; operationId: string; typeRequired: boolean }]> = [
    ['user info', { path: '/user/getUserinfo', operationId: 'getUserinfo', typeRequired: true }],
    [
      'new-share orders',
      { path: '/trade/usernewstocklist', operationId: 'listNewStockOrders', typeRequired: true },
    ],
    ['withdrawals', { path: '/user/withdrawallist', operationId: 'listWithdrawals', typeRequired: true }],
    [
      'follow orders',
      { path: '/trade/userproductlist', operationId: 'listFollowOrders', typeRequired: true },
    ],
    ['stock credits', { path: '/trade/ustockslist', operationId: 'listStockCredits', typeRequired: true }],
    ['positions', { path: '/trade/userstocklist', operationId: 'listPositions', typeRequired: true }],
    [
      'trade history',
      { path: '/trade/userstocklists', operationId: 'listPositionHistory', typeRequired: true },
    ],
    ['config', { path: '/common/config', operationId: 'getConfig', typeRequired: false }],
  ];
  it.each(shown)('%s is POST %s with a `type` form field', (_title, want) => {
    const op = at(paths[want.path], 'post') as JsonObject | undefined;
    expect(op?.operationId).toBe(want.operationId);
    const schema = deref(requestSchema(op as JsonObject, FORM));
    expect(formFields(schema)).toHaveProperty('type');
    const required = (at(schema, 'required') ?? []) as string[];
    expect(required.includes('type')).toBe(want.typeRequired);
  });

  const reads: Array<[string, { path: string; fields: string[] }]> = [
    ['positions carry the shown fields', { path: '/trade/userstocklist', fields: ['list', 'ccsz', 'fdyk'] }],
    ['history carries lsyk', { path: '/trade/userstocklists', fields: ['list', 'lsyk'] }],
  ];
  it.each(reads)('%s', (_title, want) => {
    const ok = successSchema(at(paths[want.path], 'post') as JsonObject);
    const data = deref(at(at(ok, 'properties'), 'data'));
    expect(Object.keys(at(data, 'properties') as JsonObject)).toEqual(expect.arrayContaining(want.fields));
  });

  const items: Array<[string, { path: string; schema: string; fields: string[] }]> = [
    [
      'new-share orders',
      { path: '/trade/usernewstocklist', schema: 'NewStockOrder', fields: ['status', 'rjmoney'] },
    ],
    ['withdrawals', { path: '/user/withdrawallist', schema: 'Withdrawal', fields: ['status', 'money'] }],
    ['follow orders', { path: '/trade/userproductlist', schema: 'FollowOrder', fields: ['status', 'money'] }],
    ['stock credits', { path: '/trade/ustockslist', schema: 'StockCredit', fields: ['status', 'credit'] }],
    ['config', { path: '/common/config', schema: 'ConfigItem', fields: ['name', 'value'] }],
    [
      'positions',
      {
        path: '/trade/userstocklist',
        schema: 'Position',
        fields: ['status', 'nowprice', 'stock_num', 'buy_price', 'yingkui'],
      },
    ],
  ];
  it.each(items)('%s answer %s items with the fields the app reads', (_title, want) => {
    const schema = deref({ $ref: `#/components/schemas/${want.schema}` });
    expect(at(schema, 'required')).toEqual(expect.arrayContaining(want.fields));
  });

  it('rjmoney allows the dash that means zero', () => {
    const pattern = new RegExp(at(deref({ $ref: '#/components/schemas/AmountOrDash' }), 'pattern') as string);
    expect(['-', '0', '125000.50'].map((value) => pattern.test(value))).toEqual([true, true, true]);
    expect(['--', '1,000', ''].map((value) => pattern.test(value))).toEqual([false, false, false]);
  });
});

/** The success member of a 200 response's `oneOf` (the one whose status is the constant 1). */
function successSchema(op: JsonObject): Json | undefined {
  const response = deref(at(op.responses, '200'));
  const members = at(at(at(at(response, 'content'), 'application/json'), 'schema'), 'oneOf') as Json[];
  return members.map(deref).find((member) => at(at(at(member, 'properties'), 'status'), 'const') === 1);
}

describe.each(operations.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
  '%s',
  (_title, entry) => {
    const { method, op } = entry;

    it('is a POST with an operationId, a summary and a known tag', () => {
      expect(method).toBe('post');
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(typeof op.summary).toBe('string');
      expect((op.tags as string[]).length).toBeGreaterThan(0);
      for (const tag of op.tags as string[]) expect(tagNames.has(tag)).toBe(true);
    });

    const okContent = at(deref(at(op.responses, '200')), 'content');
    const streams = isObject(okContent) && STREAM in okContent;

    // A stream's 200 is the event stream (a refusal before it the envelope); every other call's is the envelope.
    if (streams) {
      it('streams Server-Sent Events, a refusal before the stream being the envelope', () => {
        expect(at(at(okContent, STREAM), 'schema')).toEqual({
          $ref: '#/components/schemas/QuoteStreamEvent',
        });
        expect(at(at(okContent, 'application/json'), 'schema')).toEqual({
          $ref: '#/components/schemas/Failure',
        });
        // Every event names itself: one SSE event name per member, `data` always there.
        const members = (at(deref({ $ref: '#/components/schemas/QuoteStreamEvent' }), 'oneOf') ??
          []) as Json[];
        const names = members.map((m) => at(at(at(deref(m), 'properties'), 'event'), 'const'));
        expect(names).toEqual(['hello', 'quotes', 'heartbeat', 'end']);
        for (const m of members)
          expect(at(deref(m), 'required')).toEqual(expect.arrayContaining(['event', 'data']));
      });
    } else {
      it('answers the envelope: oneOf success (status 1, data) and Failure (status 0)', () => {
        const response = deref(at(op.responses, '200'));
        const members = (at(at(at(at(response, 'content'), 'application/json'), 'schema'), 'oneOf') ??
          []) as Json[];
        expect(members).toHaveLength(2);
        const statuses = members.map((member) => at(at(at(deref(member), 'properties'), 'status'), 'const'));
        expect(statuses.sort()).toEqual([0, 1]);
        expect(members).toContainEqual({ $ref: '#/components/schemas/Failure' });
        const ok = successSchema(op);
        expect(at(ok, 'required')).toEqual(expect.arrayContaining(['status', 'msg', 'data']));
        expect(at(at(ok, 'properties'), 'msg')).toEqual({ $ref: '#/components/schemas/MsgKey' });
      });
    }

    it('has a 401 exactly when it needs a session, and a 500', () => {
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      expect(at(op.responses, '401')).toEqual(
        isPublic ? undefined : { $ref: '#/components/responses/Unauthorized' },
      );
      expect(at(op.responses, '500')).toEqual({ $ref: '#/components/responses/ServerError' });
    });

    it('takes a form or multipart body, if any, whose fields are strings', () => {
      const content = at(deref(op.requestBody), 'content');
      if (content === undefined) return;
      const types = Object.keys(content as JsonObject);
      expect(types.every((type) => type === FORM || type === MULTIPART)).toBe(true);
      for (const type of types) {
        for (const [field, schema] of Object.entries(formFields(requestSchema(op, type)))) {
          const resolved = deref(schema);
          const variants = (at(resolved, 'oneOf') ?? [resolved]) as Json[];
          const stringy = variants.every(
            (v) => at(v, 'type') === 'string' || typeof at(v, 'const') === 'string',
          );
          expect([field, stringy]).toEqual([field, true]);
        }
      }
    });
  },
);

describe('the whole document', () => {
  it('has unique operationIds', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers requestId on every call that moves money', () => {
    const moneyCalls = [
      'deposit',
      'withdraw',
      'exchange',
      'buyStock',
      'closePosition',
      'cancelOrder',
      'subscribeNewStock',
      'payNewStock',
      'buyFollowProduct',
      'applyLoan',
      'repayLoan',
      'addCredit',
      'applyBlockTrade',
      'applyDayTrade',
    ];
    const missing = moneyCalls.filter((id) => {
      const entry = operations.find(({ op }) => op.operationId === id);
      if (!entry) return true;
      const body = at(deref(entry.op.requestBody), 'content') as JsonObject;
      const type = FORM in body ? FORM : MULTIPART;
      return !('requestId' in formFields(requestSchema(entry.op, type)));
    });
    expect(missing).toEqual([]);
  });

  it('mentions only MsgKeys that exist', () => {
    const keyLike = /`([a-z][A-Za-z]*\.[a-z][A-Za-z]*)`/g;
    const mentioned = strings(spec)
      .filter(({ key }) => key === 'description' || key === 'summary')
      .flatMap(({ value }) => [...value.matchAll(keyLike)].map((match) => match[1] as string));
    const examples = strings(at(spec, 'components'))
      .filter(({ key }) => key === 'msg')
      .map(({ value }) => value);
    expect(mentioned.length).toBeGreaterThan(50);
    expect([...mentioned, ...examples].filter((key) => !msgKeys.has(key))).toEqual([]);
  });

  it('resolves every $ref', () => {
    const refs = strings(spec).filter(({ key }) => key === '$ref');
    expect(refs.length).toBeGreaterThan(100);
    expect(
      refs.filter(({ value }) => !value.startsWith('#/') || deref({ $ref: value }) === undefined),
    ).toEqual([]);
  });

  it('documents every state and kind value', () => {
    const enums = Object.entries(at(at(spec, 'components'), 'schemas') as JsonObject).filter(([, schema]) =>
      Array.isArray(at(schema, 'oneOf')),
    );
    expect(enums.length).toBeGreaterThan(20);
    for (const [name, schema] of enums) {
      for (const member of at(schema, 'oneOf') as Json[]) {
        if (at(member, '$ref') !== undefined) continue;
        expect([name, typeof at(member, 'title'), typeof at(member, 'description')]).toEqual([
          name,
          'string',
          'string',
        ]);
      }
    }
  });
});

/**
 * The reference server validates with Ajv (JSON Schema 2020-12, strict). It must register these formats;
 * here they are checked loosely, the patterns carry the real rules.
 */
const ajv = new Ajv2020({ strict: true, allErrors: true });
ajv.addKeyword('components');
// The refusal a value outside a schema's pattern gets (amount, price, credit, id): read by the reference server.
ajv.addKeyword('x-refusal');
// The key a form field answers when it fails its schema (info.description, "Refusals"); no validation.
ajv.addKeyword('x-msg');
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('binary', true);
ajv.addFormat('password', true);
ajv.addSchema({ $id: 'tsumiki', components: spec.components as JsonObject });
/** A copy of an inline schema whose local `$ref`s point into the schema registered as `tsumiki`. */
const rebase = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(rebase);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? `tsumiki${value}` : rebase(value),
    ]),
  );
};
const schemaNames = Object.keys(at(at(spec, 'components'), 'schemas') as JsonObject);
const validator = (name: string) => ajv.compile({ $ref: `tsumiki#/components/schemas/${name}` });

describe('with Ajv (the reference server validates requests with it)', () => {
  it.each(schemaNames)('%s compiles in strict mode', (name) => {
    expect(() => validator(name)).not.toThrow();
  });

  const examples: Array<[string, { schema: Json; value: Json }]> = [];
  const collect = (node: Json | undefined, where: string): void => {
    if (!isObject(node)) return;
    const { schema, examples: named } = node;
    if (schema !== undefined && isObject(named)) {
      for (const [name, example] of Object.entries(named)) {
        examples.push([`${where}/${name}`, { schema, value: at(example, 'value') ?? null }]);
      }
    }
    for (const [key, child] of Object.entries(node)) collect(child, `${where}/${key}`);
  };
  collect(spec.paths, '#/paths');
  collect(at(spec, 'components'), '#/components');

  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it.each(examples)('example %s matches its schema', (_where, { schema, value }) => {
    const validate = ajv.compile(rebase(schema) as JsonObject);
    expect([validate(value), validate.errors ?? []]).toEqual([true, []]);
  });

  const forms: Array<[string, { schema: string; given: Record<string, string>; want: boolean }]> = [
    [
      'a market buy',
      {
        schema: 'BuyForm',
        given: {
          code: '7203',
          type: 'jpy',
          direction: 'long',
          orderType: 'market',
          lots: '100',
          leverage: '5',
          fundsPassword: '135790',
        },
        want: true,
      },
    ],
    [
      'a buy without the funds password',
      {
        schema: 'BuyForm',
        given: {
          code: '7203',
          type: 'jpy',
          direction: 'long',
          orderType: 'market',
          lots: '100',
          leverage: '5',
        },
        want: false,
      },
    ],
    [
      'a buy with a five-digit funds password',
      {
        schema: 'BuyForm',
        given: {
          code: '7203',
          type: 'jpy',
          direction: 'long',
          orderType: 'market',
          lots: '100',
          leverage: '5',
          fundsPassword: '13579',
        },
        want: false,
      },
    ],
    [
      'zero lots',
      {
        schema: 'BuyForm',
        given: {
          code: '7203',
          type: 'jpy',
          direction: 'long',
          orderType: 'market',
          lots: '0',
          leverage: '5',
          fundsPassword: '135790',
        },
        want: false,
      },
    ],
    [
      'an unknown direction',
      {
        schema: 'BuyForm',
        given: {
          code: '7203',
          type: 'jpy',
          direction: 'up',
          orderType: 'market',
          lots: '1',
          leverage: '1',
          fundsPassword: '135790',
        },
        want: false,
      },
    ],
    ['an unknown market', { schema: 'MarketForm', given: { type: 'eur' }, want: false }],
    ['market usd', { schema: 'MarketForm', given: { type: 'usd' }, want: true }],
    [
      'a nine-digit account',
      { schema: 'LoginForm', given: { account: '090123456', password: 'secret-42' }, want: false },
    ],
    [
      'terms not ticked',
      {
        schema: 'RegisterForm',
        given: { account: '0901234567', password: 'secret-42', repeatPassword: 'secret-42', terms: '0' },
        want: false,
      },
    ],
    [
      'terms ticked',
      {
        schema: 'RegisterForm',
        given: { account: '0901234567', password: 'secret-42', repeatPassword: 'secret-42', terms: '1' },
        want: true,
      },
    ],
    [
      'an amount in exponent notation',
      {
        schema: 'WithdrawForm',
        given: { amount: '3e4', currency: 'JPY', bankCardId: '1', fundsPassword: '246813' },
        want: false,
      },
    ],
    [
      'a withdrawal',
      {
        schema: 'WithdrawForm',
        given: { amount: '30000.00', currency: 'JPY', bankCardId: '1', fundsPassword: '246813' },
        want: true,
      },
    ],
    [
      'a withdrawal in baht',
      {
        schema: 'WithdrawForm',
        given: { amount: '30000', currency: 'THB', bankCardId: '1', fundsPassword: '246813' },
        want: false,
      },
    ],
    ['added credit of zero', { schema: 'AddCreditForm', given: { type: 'jpy', credit: '0' }, want: false }],
    [
      'added credit with decimals',
      { schema: 'AddCreditForm', given: { type: 'jpy', credit: '10.5' }, want: false },
    ],
    [
      'a short requestId',
      { schema: 'PositionActionForm', given: { id: '1', requestId: 'abc' }, want: false },
    ],
    [
      'a K-line request',
      {
        schema: 'KLineForm',
        given: { code: '7203', type: 'jpy', period: '5m', adjust: 'forward' },
        want: true,
      },
    ],
    [
      'a K-line period of an hour',
      { schema: 'KLineForm', given: { code: '7203', type: 'jpy', period: '60m' }, want: false },
    ],
    ['a page size of 101', { schema: 'PageForm', given: { pageSize: '101' }, want: false }],
    [
      'a stream of a stock and an index',
      { schema: 'QuoteStreamForm', given: { symbols: 'jpy:7203,jpy:N225' }, want: true },
    ],
    [
      'a stream symbol without its market',
      { schema: 'QuoteStreamForm', given: { symbols: '7203' }, want: false },
    ],
    ['an empty stream', { schema: 'QuoteStreamForm', given: { symbols: '' }, want: false }],
    [
      'a stream symbol of an unknown market',
      { schema: 'QuoteStreamForm', given: { symbols: 'eur:SAP' }, want: false },
    ],
    [
      'a stream of 200 symbols',
      { schema: 'QuoteStreamForm', given: { symbols: Array(200).fill('usd:AAPL').join(',') }, want: true },
    ],
    [
      'a stream of 201 symbols',
      { schema: 'QuoteStreamForm', given: { symbols: Array(201).fill('usd:AAPL').join(',') }, want: false },
    ],
  ];
  it.each(forms)('form: %s', (_title, { schema, given, want }) => {
    expect(validator(schema)(given)).toBe(want);
  });

  const toyota = {
    code: '7203',
    name: 'Toyota',
    market: 'jpy',
    price: '3000.00',
    open: '2960.00',
    previousClose: '2950.00',
    high: '3010.00',
    low: '2940.00',
    volume: '1200000',
    amount: '3600000000.00',
    change: '50.00',
    changeRate: '1.69',
    time: '2026-11-19T01:00:00.000Z',
  };
  it.each<[string, { given: object; want: boolean }]>([
    ['a quote without a sparkline (getStock)', { given: toyota, want: true }],
    [
      'a list quote with its sparkline',
      { given: { ...toyota, spark: ['2950.00', '2990.50', '3000.00'] }, want: true },
    ],
    ['an empty sparkline before the first minute', { given: { ...toyota, spark: [] }, want: true }],
    ['48 points at most', { given: { ...toyota, spark: Array(48).fill('3000.00') }, want: true }],
    ['not 49', { given: { ...toyota, spark: Array(49).fill('3000.00') }, want: false }],
    ['amounts only', { given: { ...toyota, spark: [3000] }, want: false }],
  ])('quote: %s', (_title, { given, want }) => {
    expect(validator('Quote')(given)).toBe(want);
  });
});

describe('ranges of form values', () => {
  const schemas = at(at(spec, 'components'), 'schemas') as JsonObject;
  const forms = Object.entries(schemas).filter(([name]) => name.endsWith('Form'));
  const refOf = (prop: Json) =>
    isObject(prop) && typeof prop.$ref === 'string' ? prop.$ref.split('/').pop() : undefined;
  it('carries money in forms as MoneyInput or PriceInput, never the unbounded Amount of answers', () => {
    const amounts = forms.flatMap(([form, schema]) =>
      Object.entries((at(schema as Json, 'properties') ?? {}) as JsonObject)
        .filter(([, prop]) => refOf(prop as Json) === 'Amount')
        .map(([field]) => `${form}.${field}`),
    );
    expect(amounts).toEqual([]);
  });
  it('names the refusal of every bounded value kind', () => {
    for (const name of ['MoneyInput', 'PriceInput', 'Id']) {
      expect((schemas[name] as JsonObject)['x-refusal'], name).toBeTypeOf('string');
    }
  });
});
