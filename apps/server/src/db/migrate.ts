import { sql, Migrator, type Migration, type MigrationProvider, type RawBuilder } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { accounts } from './migrations/0001-accounts.ts';

/** Column types that differ between SQLite and PostgreSQL. */
export interface ColumnTypes {
  bool: 'integer' | 'boolean';
  date: 'date' | 'timestamptz';
  false: RawBuilder<unknown>;
  true: RawBuilder<unknown>;
}

function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { bool: 'boolean', date: 'timestamptz', false: sql`false`, true: sql`true` }
    : { bool: 'integer', date: 'date', false: sql`0`, true: sql`1` };
}

/** The one migration set, in order; names sort by their number prefix. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const t = columnTypes(dialect);
  return {
    '0001-accounts': accounts(t),
  };
}

/** Brings the schema to the latest version; safe to run from several instances at once on PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.dialect) };
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
