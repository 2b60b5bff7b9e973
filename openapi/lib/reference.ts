// The API reference `npm run docs:api` renders is the contract plus what a reader needs that the contract
// keeps elsewhere (scripts/api-docs.mjs): every enumeration shows its wire values beside their meaning, every
// operation has a curl and an SDK sample made from its schema, and an error catalogue gives every msg key's
// text in the three languages the SDK ships. A pure transform of the parsed contract; the contract itself
// stays as written.
import {
  type ContractOperation,
  contractOperations,
  deref,
  exampleForm,
  type Json,
  wireValues,
} from './schemaValues';

export interface ReferenceInputs {
  /** The parsed contract (not modified). */
  contract: Json;
  /** The SDK's texts of every msg key, per language, in the order the catalogue shows them. */
  messages: Record<string, Record<string, string>>;
  /** Whether the SDK treats an operation as a query (cached, `useEndpoint`) or a mutation (`useMutation`). */
  kinds: Record<string, 'query' | 'mutation'>;
}

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** Where the samples send their requests: a placeholder for the broker's own origin. */
export const SAMPLE_ORIGIN = 'https://broker.example';

const LANGUAGE_NAMES: Record<string, string> = { ja: '日本語', 'zh-CN': '简体中文', en: 'English' };

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const tsString = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const identifier = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : tsString(name));

/** The variable a sample uses for a file part: `frontImage` -> `frontImageFile`. */
export const fileVariable = (field: string) => `${field}File`;

/**
 * curl, the SDK without React, and the SDK's React hook, for one operation. A `stream` (Server-Sent Events) is
 * not called like the others: the SDK keeps one per app, fed by what the screens watch.
 */
export function codeSamples(
  op: ContractOperation,
  kind: 'query' | 'mutation' | 'stream' | 'batch',
): CodeSample[] {
  const form = exampleForm(op);
  const entries = Object.entries(form);
  const files = new Set(op.fields.filter((f) => f.file).map((f) => f.name));

  const curl = [`curl -X POST ${shellQuote(`${SAMPLE_ORIGIN}/api/vue${op.path}`)}`];
  if (op.secured) curl.push(`-H 'token: <token from /user/login>'`, `-H 'account: 0901234567'`);
  curl.push(`-H 'Accept-Language: en'`);
  for (const [name, value] of entries) {
    if (files.has(name)) curl.push(`-F ${shellQuote(`${name}=@${name}.jpg`)}`);
    else if (op.multipart) curl.push(`-F ${shellQuote(`${name}=${value}`)}`);
    else curl.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  }

  // The SDK makes a money call's requestId itself, before the first attempt, and reuses it on a re-submit.
  // Its generated types require a field the contract gives a default (openapi-typescript's reading of
  // `default`), so the SDK samples send those too.
  const defaults = op.fields
    .filter((f) => f.schema?.default !== undefined && !(f.name in form))
    .map((f) => [f.name, String(f.schema.default)] as [string, string]);
  const sdkEntries = [...entries, ...defaults].filter(([name]) => name !== 'requestId');
  const formLiteral =
    sdkEntries.length === 0
      ? ''
      : `{\n${sdkEntries
          .map(([name, value]) =>
            files.has(name)
              ? `  ${identifier(name)}: ${fileVariable(name)}, // a File or Blob: a photo, an <input type="file">`
              : `  ${identifier(name)}: ${tsString(value)},`,
          )
          .join('\n')}\n}`;
  if (kind === 'stream') {
    const symbols = `[${(form.symbols ?? '')
      .split(',')
      .map((symbol) => tsString(symbol))
      .join(', ')}]`;
    curl.push(`-H 'Accept: text/event-stream'`, '--no-buffer');
    return [
      { lang: 'Shell', label: 'curl', source: curl.join(' \\\n  ') },
      {
        lang: 'TypeScript',
        label: 'SDK',
        source: [
          "// The app's one stream: it streams what is watched and merges each tick into the store's quote answers.",
          `const unwatch = sdk.stream.watch(${symbols});`,
          '// When the screen that shows them goes away:',
          'unwatch();',
        ].join('\n'),
      },
      {
        lang: 'TypeScript',
        label: 'SDK (React)',
        source: [
          "// In a component: watched while mounted; 'live', or why not ('reconnecting', 'polling', 'paused'...).",
          `const state = useQuoteStream(${symbols});`,
        ].join('\n'),
      },
    ];
  }

  if (kind === 'batch') {
    // Nobody calls /batch by name: the transport gathers the reads issued together (docs/backend.md).
    return [
      { lang: 'Shell', label: 'curl', source: curl.join(' \\\n  ') },
      {
        lang: 'TypeScript',
        label: 'SDK',
        source: [
          '// The SDK sends /batch itself: reads issued in the same task travel in one request, each caller',
          '// settling with its own answer as if alone.',
          "const [unread, news] = await Promise.all([sdk.client.post('/message/unread'), sdk.client.post('/news/list', { headline: '1', pageSize: '5' })]);",
        ].join('\n'),
      },
      {
        lang: 'TypeScript',
        label: 'SDK (React)',
        source: [
          '// In a component: the reads a screen makes as it mounts go out as one /batch.',
          "const unread = useEndpoint('getUnreadCount', undefined);",
          "const news = useEndpoint('listNews', { headline: '1', pageSize: '5' });",
        ].join('\n'),
      },
    ];
  }

  const client = [
    '// Resolves with `data`; a refusal rejects with an ApiError: `msg` is the key, `text` its translation.',
    `const data = await sdk.client.post(${tsString(op.path)}${formLiteral ? `, ${formLiteral}` : ''});`,
  ].join('\n');

  const react =
    kind === 'query'
      ? [
          '// In a component: cached, shared by every screen that asks, refetched when a mutation makes it stale.',
          `const { data, error, isLoading } = useEndpoint(${tsString(op.operationId)}, ${formLiteral || (op.fields.length > 0 ? '{}' : 'undefined')});`,
        ].join('\n')
      : [
          entries.some(([name]) => name === 'requestId')
            ? '// In a component: a second tap while sending sends nothing new; the SDK adds the requestId.'
            : '// In a component: a second tap while sending sends nothing new.',
          `const [${op.operationId}, { isSending }] = useMutation(${tsString(op.operationId)});`,
          "// In its event handler; a refusal comes back as `error` ({ msg, text }) and as the SDK's toast event.",
          `const { data, error } = await ${op.operationId}(${formLiteral});`,
        ].join('\n');

  return [
    { lang: 'Shell', label: 'curl', source: curl.join(' \\\n  ') },
    { lang: 'TypeScript', label: 'SDK', source: client },
    { lang: 'TypeScript', label: 'SDK (React)', source: react },
  ];
}

/** A `oneOf` of `const`s as an `enum` with a table of the values and their meanings in the description. */
function enumWithMeanings(schema: Json): Json {
  const members = schema.oneOf as Json[];
  const values = members.map((m) => m.const);
  const type = values.every((v) => typeof v === 'number') ? 'integer' : 'string';
  const meaning = (m: Json) => [m.title && `**${m.title}**`, m.description].filter(Boolean).join(' — ');
  const table = [
    '| value on the wire | meaning |',
    '|---|---|',
    ...members.map((m) => `| \`${m.const}\` | ${cell(meaning(m))} |`),
  ].join('\n');
  const { oneOf: _oneOf, ...rest } = schema;
  return {
    ...rest,
    type: rest.type ?? type,
    enum: values,
    description: [rest.description?.trim(), table].filter(Boolean).join('\n\n'),
    'x-enumDescriptions': Object.fromEntries(members.map((m) => [String(m.const), meaning(m)])),
  };
}

/** A deep copy of a JSON tree with every enumeration made readable. */
function withReadableEnums(node: Json): Json {
  if (Array.isArray(node)) return node.map(withReadableEnums);
  if (!node || typeof node !== 'object') return node;
  const copy: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withReadableEnums(v)]));
  const consts = Array.isArray(copy.oneOf) && copy.oneOf.length > 1 && wireValues(copy);
  return consts ? enumWithMeanings(copy) : copy;
}

/** The error catalogue: every msg key of the contract with the SDK's text of it in each language. */
export function errorCatalogue(keys: readonly string[], messages: ReferenceInputs['messages']): string {
  const languages = Object.keys(messages);
  const rows = keys.map(
    (key) => `| \`${key}\` | ${languages.map((l) => cell(messages[l]?.[key] ?? '')).join(' | ')} |`,
  );
  return [
    'Every `msg` a backend may answer (`MsgKey`), with the text the SDK shows for it in each language it',
    'ships. The app never shows a key: the SDK translates it (`translateMessage`), and a broker may reword any',
    'of them (docs/build-your-app.md, section 8). A key outside this list is shown as it came.',
    '',
    `| msg | ${languages.map((l) => LANGUAGE_NAMES[l] ?? l).join(' | ')} |`,
    `|---|${languages.map(() => '---').join('|')}|`,
    ...rows,
  ].join('\n');
}

/** The document the API reference renders. */
export function referenceDocument({ contract, messages, kinds }: ReferenceInputs): Json {
  const doc = withReadableEnums(structuredClone(contract));
  const operations = new Map(contractOperations(contract).map((op) => [op.operationId, op]));
  for (const item of Object.values<Json>(doc.paths)) {
    const post = item.post;
    const op = post && operations.get(post.operationId);
    if (!op) continue;
    const streams = Boolean(deref(contract, post.responses?.['200'])?.content?.['text/event-stream']);
    post['x-codeSamples'] = codeSamples(
      op,
      streams ? 'stream' : op.path === '/batch' ? 'batch' : (kinds[op.operationId] ?? 'mutation'),
    );
  }
  const keys: string[] = contract.components.schemas.MsgKey.enum;
  doc.tags = [
    ...(doc.tags ?? []),
    {
      name: 'errors',
      'x-displayName': 'Error catalogue',
      'x-traitTag': true,
      description: errorCatalogue(keys, messages),
    },
  ];
  doc.components.schemas.MsgKey.description = `${contract.components.schemas.MsgKey.description.trim()}\n\nTheir texts in Japanese, Simplified Chinese and English are in the error catalogue.`;
  return doc;
}
