import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Called when the database ends a pooled connection (PostgreSQL only). */
  onConnectionError(listener: (err: Error) => void): void;
  close(): Promise<void>;
}

/** A boolean as the dialect stores it (SQLite has none: 0 or 1). */
export const dbBool = (db: Db, value: boolean): boolean | number =>
  db.dialect === 'postgres' ? value : Number(value);

/** Whether a write failed on a unique index or primary key (on either dialect). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

// PostgreSQL's BIGINT and NUMERIC arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file `halaqa.db` in `dataDir`. */
export function openDb(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl) {
    // Waiting for a connection ends after 5 s, so requests fail clearly while the database is away.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // A restart, failover or idle timeout ends connections; without a listener the 'error'
    // event would end the process. The pool drops the broken client and opens a new one later.
    let listener: (err: Error) => void = () => {};
    pool.on('error', (err) => listener(err));
    pool.on('connect', (client) => client.on('error', (err) => listener(err)));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      onConnectionError: (l) => (listener = l),
      close: () => kysely.destroy(),
    };
  }
  const file = new SQLite(path.join(options.dataDir, 'halaqa.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const database = { prepare: cachedPrepare(file), close: () => file.close() };
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, dialect: 'sqlite', onConnectionError: () => {}, close: () => kysely.destroy() };
}

const STATEMENT_CACHE = 500;

/**
 * Kysely prepares every query anew, and preparing cost more than running a session lookup; a
 * statement is prepared once per SQL text instead (the oldest dropped past 500 texts). Kysely runs
 * one query at a time on its single SQLite connection, so a statement is never in use twice.
 */
function cachedPrepare(file: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = file.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
}
