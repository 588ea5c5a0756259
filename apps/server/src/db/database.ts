import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL's BIGINT and NUMERIC arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file `halaqa.db` in `dataDir`. */
export function openDb(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = new SQLite(path.join(options.dataDir, 'halaqa.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
