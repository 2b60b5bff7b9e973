/** One row as the driver returns it: numeric columns are decimal strings, int8 and int4 are numbers. */
export type Row = Record<string, unknown>;

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The one database interface the server uses; PGlite and node-postgres both implement it. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `fn` in one transaction (READ COMMITTED). `SELECT ... FOR UPDATE` locks rows until it ends.
   * A thrown error rolls back. On PostgreSQL a serialization failure or deadlock is retried (3 attempts).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * One request's view of the database, where one connection serves every request (PGlite): the request's
   * statements after its first go before the first statements of requests not yet served, so the connection
   * finishes what it started and a request waits for the others about once, not once per statement. Absent
   * where a pool serves requests side by side (PostgreSQL).
   */
  forRequest?(): Db;
}
