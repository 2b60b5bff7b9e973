import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { Mutex } from '../src/db/mutex';
import { type Parsers, readReply, rowReader } from '../src/db/wire';

/** One backend message: its type byte, its length, its body. */
function message(kind: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(kind, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstring = (s: string) => Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);
const rowDescription = (...columns: [string, number][]) =>
  message(
    'T',
    int16(columns.length),
    ...columns.flatMap(([name, type]) => [
      cstring(name),
      int32(16384),
      int16(1),
      int32(type),
      int16(-1),
      int32(-1),
      int16(0),
    ]),
  );
const dataRow = (...fields: (string | null)[]) =>
  message(
    'D',
    int16(fields.length),
    ...fields.flatMap((f) => {
      if (f === null) return [int32(-1)];
      const bytes = Buffer.from(f, 'utf8');
      return [int32(bytes.length), bytes];
    }),
  );
const complete = (tag: string) => message('C', cstring(tag));
const ready = message('Z', Buffer.from('I'));
const errorResponse = (fields: Record<string, string>) =>
  message(
    'E',
    ...Object.entries(fields).map(([code, value]) =>
      Buffer.concat([Buffer.from(code, 'latin1'), cstring(value)]),
    ),
    Buffer.from([0]),
  );

describe("reading PGlite's backend messages", () => {
  it.each([
    [
      'rows, a NULL and text of several bytes a character',
      [
        rowDescription(['id', 23], ['name', 25]),
        dataRow('1', '株式会社トヨタ'),
        dataRow('2', null),
        complete('SELECT 2'),
        ready,
      ],
      {
        columns: [
          { name: 'id', type: 23 },
          { name: 'name', type: 25 },
        ],
        rows: [
          ['1', '株式会社トヨタ'],
          ['2', null],
        ],
        command: 'SELECT 2',
      },
    ],
    [
      'an empty string is not NULL',
      [rowDescription(['a', 25]), dataRow(''), complete('SELECT 1')],
      { rows: [['']], command: 'SELECT 1' },
    ],
    [
      'a command without rows (Bind, Execute, Sync)',
      [message('2'), complete('INSERT 0 1'), ready],
      { columns: undefined, rows: [], command: 'INSERT 0 1' },
    ],
    [
      "a statement's description (Parse, Describe, Sync)",
      [message('1'), message('t', int16(2), int32(23), int32(1184)), rowDescription(['at', 1184]), ready],
      { parameterTypes: [23, 1184], columns: [{ name: 'at', type: 1184 }], rows: [] },
    ],
    [
      'a notice says nothing',
      [message('N', Buffer.from('SWARNING\0Mhm\0\0', 'latin1')), complete('COMMIT'), ready],
      { command: 'COMMIT', error: undefined },
    ],
  ])('%s', (_what, messages, expected) => {
    expect(readReply(Buffer.concat(messages))).toMatchObject(expected);
  });

  it("answers the first error as PGlite's DatabaseError, with every field PostgreSQL sent", () => {
    const reply = readReply(
      Buffer.concat([
        errorResponse({
          S: 'ERROR',
          C: '23505',
          M: 'duplicate key value violates unique constraint "tx_rows_pkey"',
          D: 'Key (id)=(1) already exists.',
          s: 'public',
          t: 'tx_rows',
          n: 'tx_rows_pkey',
        }),
        errorResponse({ S: 'ERROR', C: '25P02', M: 'current transaction is aborted' }),
        ready,
      ]),
    );
    expect(reply.error).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(reply.error).toMatchObject({
      message: 'duplicate key value violates unique constraint "tx_rows_pkey"',
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
      schema: 'public',
      table: 'tx_rows',
      constraint: 'tx_rows_pkey',
      hint: undefined,
    });
  });

  it.each([
    ['a message cut short', dataRow('12345').subarray(0, 9)],
    ['a length shorter than itself', Buffer.from([0x44, 0, 0, 0, 2])],
    ['a message header cut short', Buffer.concat([complete('COMMIT'), Buffer.from([0x5a, 0, 0])])],
    ['an error whose field has no end', message('E', Buffer.from('SERROR', 'latin1'))],
    ['a column description cut short', message('T', int16(1), cstring('id'), int32(0))],
  ])('refuses %s', (_what, bytes) => {
    expect(() => readReply(bytes)).toThrow(/truncated/);
  });

  it("turns rows into objects through each column type's parser, as PGlite's parseResults does", () => {
    const parsers: Parsers = { 23: (text) => Number(text), 16: (text) => text === 't' };
    const columns = [
      { name: 'n', type: 23 },
      { name: 'ok', type: 16 },
      { name: 'amount', type: 1700 },
    ];
    const read = rowReader(columns, parsers);
    expect(
      read([
        ['7', 't', '12.500000'],
        [null, 'f', null],
      ]),
    ).toEqual([
      { n: 7, ok: true, amount: '12.500000' },
      { n: null, ok: false, amount: null },
    ]);
  });
});

describe("the mutex of PGlite's one connection", () => {
  /** Runs the turns in `order` while the mutex is held, and answers the order they ran in. */
  async function order(turns: [string, boolean][]): Promise<string[]> {
    const mutex = new Mutex();
    const ran: string[] = [];
    let release = () => {};
    const held = mutex.run(() => new Promise<void>((resolve) => (release = resolve)));
    const all = turns.map(([name, underway]) =>
      mutex.run(async () => {
        ran.push(name);
      }, underway),
    );
    release();
    await Promise.all([held, ...all]);
    return ran;
  }

  it.each([
    [
      'first come, first served',
      [
        ['a', false],
        ['b', false],
        ['c', false],
      ],
      ['a', 'b', 'c'],
    ],
    [
      'requests under way before new ones, each in its own order',
      [
        ['new 1', false],
        ['later 1', true],
        ['new 2', false],
        ['later 2', true],
      ],
      ['later 1', 'later 2', 'new 1', 'new 2'],
    ],
  ] as [string, [string, boolean][], string[]][])('%s', async (_what, turns, expected) => {
    expect(await order(turns)).toEqual(expected);
  });

  it('passes on to the next holder when a holder fails, and is free again afterwards', async () => {
    const mutex = new Mutex();
    const failed = mutex.run(() => Promise.reject(new Error('boom')));
    const next = mutex.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    await expect(mutex.run(async () => 'free')).resolves.toBe('free');
  });

  it('lets no new caller in between a holder and the one it hands over to', async () => {
    const mutex = new Mutex();
    const ran: string[] = [];
    let release = () => {};
    const first = mutex.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = mutex.run(async () => {
      ran.push('second');
    });
    release();
    await first;
    // The hand-over has happened; a caller arriving now comes after the one handed to.
    const late = mutex.run(async () => {
      ran.push('late');
    });
    await Promise.all([second, late]);
    expect(ran).toEqual(['second', 'late']);
  });
});
