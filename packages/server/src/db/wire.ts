import { protocol } from '@electric-sql/pglite';

/** PGlite's error class, which its own parser throws: callers read `code`, `detail` and the rest from it. */
type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

/** A result column: its name and its type's OID, as a RowDescription gives them. */
export interface Column {
  name: string;
  type: number;
}

/** Turns one column's text into its JavaScript value (PGlite's `parsers`, by type OID). */
export type Parsers = Record<number, ((text: string, type: number) => unknown) | undefined>;

/** What {@link readReply} found in one exchange's backend messages. */
export interface Reply {
  /** The statement's columns when the reply described them (RowDescription), else undefined. */
  columns: Column[] | undefined;
  /** Each DataRow's fields as text (null for SQL NULL), in column order. */
  rows: (string | null)[][];
  /** The last CommandComplete's tag ("INSERT 0 1", "COMMIT", "ROLLBACK"). */
  command: string | undefined;
  /** The parameter types a ParameterDescription gave (a Describe of a statement). */
  parameterTypes: number[] | undefined;
  /** The first ErrorResponse, as PGlite's own DatabaseError. */
  error: DatabaseError | undefined;
}

/** ErrorResponse field codes and the DatabaseError property each fills. */
const ERROR_FIELDS: Record<string, Exclude<keyof DatabaseError, 'length' | 'name' | 'message' | 'stack'>> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function truncated(): Error {
  return new Error('PGlite answered a truncated message');
}

/**
 * Reads the backend messages of one exchange with PGlite's WebAssembly (PostgreSQL's wire protocol, v3): the
 * row description, the rows as text, the command tag, the parameter types and the first error. PGlite's own
 * parser copies every field into a new array before decoding it and builds an object per message; this reads
 * each field's text straight from one buffer, which was about a fifth of a buy's CPU on PGlite.
 */
export function readReply(bytes: Uint8Array): Reply {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reply: Reply = {
    columns: undefined,
    rows: [],
    command: undefined,
    parameterTypes: undefined,
    error: undefined,
  };
  let at = 0;
  while (at < buf.length) {
    if (at + 5 > buf.length) throw truncated();
    const kind = buf[at];
    const length = buf.readInt32BE(at + 1);
    const body = at + 5;
    const end = at + 1 + length;
    if (length < 4 || end > buf.length) throw truncated();
    switch (kind) {
      case 0x44: // D: DataRow
        reply.rows.push(dataRow(buf, body));
        break;
      case 0x54: // T: RowDescription
        reply.columns = rowDescription(buf, body, end);
        break;
      case 0x43: // C: CommandComplete
        reply.command = buf.toString('utf8', body, end - 1);
        break;
      case 0x74: {
        // t: ParameterDescription
        const n = buf.readInt16BE(body);
        reply.parameterTypes = Array.from({ length: n }, (_, i) => buf.readInt32BE(body + 2 + 4 * i));
        break;
      }
      case 0x45: // E: ErrorResponse
        reply.error ??= errorResponse(buf, body, end, length);
        break;
      // Anything else (ParseComplete, BindComplete, NoData, ReadyForQuery, NoticeResponse) says nothing here.
    }
    at = end;
  }
  return reply;
}

function dataRow(buf: Buffer, body: number): (string | null)[] {
  const n = buf.readInt16BE(body);
  const fields: (string | null)[] = new Array(n);
  let at = body + 2;
  for (let i = 0; i < n; i++) {
    const length = buf.readInt32BE(at);
    at += 4;
    if (length < 0) {
      fields[i] = null;
    } else {
      fields[i] = buf.toString('utf8', at, at + length);
      at += length;
    }
  }
  return fields;
}

function rowDescription(buf: Buffer, body: number, end: number): Column[] {
  const n = buf.readInt16BE(body);
  const columns: Column[] = new Array(n);
  let at = body + 2;
  for (let i = 0; i < n; i++) {
    const nul = buf.indexOf(0, at);
    if (nul < 0 || nul + 19 > end) throw truncated();
    const name = buf.toString('utf8', at, nul);
    // After the name: table OID (4), column number (2), type OID (4), type size (2), type modifier (4), format (2).
    columns[i] = { name, type: buf.readInt32BE(nul + 7) };
    at = nul + 19;
  }
  return columns;
}

function errorResponse(buf: Buffer, body: number, end: number, length: number): DatabaseError {
  const fields: Record<string, string> = {};
  let at = body;
  while (at < end && buf[at] !== 0) {
    const code = String.fromCharCode(buf[at] as number);
    const nul = buf.indexOf(0, at + 1);
    if (nul < 0 || nul >= end) throw truncated();
    fields[code] = buf.toString('utf8', at + 1, nul);
    at = nul + 1;
  }
  const error = new protocol.messages.DatabaseError(fields.M ?? 'PGlite error', length, 'error');
  for (const [code, key] of Object.entries(ERROR_FIELDS)) error[key] = fields[code];
  return error;
}

/**
 * What turns a statement's rows into objects keyed by column name, each value through its type's parser (as
 * PGlite's `parseResults` does). Made once per prepared statement, so an execution only builds its rows.
 */
export function rowReader(
  columns: readonly Column[],
  parsers: Parsers,
): <T>(rows: readonly (string | null)[][]) => T[] {
  const parse = columns.map((c) => parsers[c.type]);
  return <T>(rows: readonly (string | null)[][]) =>
    rows.map((fields) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const text = fields[i] ?? null;
        const column = columns[i] as Column;
        const parser = parse[i];
        row[column.name] = text === null ? null : parser ? parser(text, column.type) : text;
      }
      return row as T;
    });
}
