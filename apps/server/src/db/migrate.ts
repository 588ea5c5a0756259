import { sql, Migrator, type Migration, type MigrationProvider, type RawBuilder } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { accounts } from './migrations/0001-accounts.ts';
import { attemptCounters } from './migrations/0002-attempt-counters.ts';
import { courses } from './migrations/0003-courses.ts';
import { comments } from './migrations/0004-comments.ts';
import { materials } from './migrations/0005-materials.ts';
import { generationJobs } from './migrations/0006-generation-jobs.ts';

/** Column types that differ between SQLite and PostgreSQL. */
export interface ColumnTypes {
  bool: 'integer' | 'boolean';
  date: 'date' | 'timestamptz';
  false: RawBuilder<unknown>;
  true: RawBuilder<unknown>;
  /** Text compared in code-point order (for prefix range scans). */
  codePointText: RawBuilder<unknown>;
}

function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? {
        bool: 'boolean',
        date: 'timestamptz',
        false: sql`false`,
        true: sql`true`,
        codePointText: sql`text collate "C"`,
      }
    : {
        bool: 'integer',
        date: 'date',
        false: sql`0`,
        true: sql`1`,
        codePointText: sql`text`,
      };
}

/** The one migration set, in order; names sort by their number prefix. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const t = columnTypes(dialect);
  return {
    '0001-accounts': accounts(t),
    '0002-attempt-counters': attemptCounters(),
    '0003-courses': courses(t),
    '0004-comments': comments(t),
    '0005-materials': materials(t),
    '0006-generation-jobs': generationJobs(t),
  };
}

function migratorOf(db: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.dialect) };
  return new Migrator({ db: db.kysely, provider });
}

/** Whether every migration of this version has run (the readiness check asks). */
export async function isMigrated(db: Db): Promise<boolean> {
  const known = await migratorOf(db).getMigrations();
  return known.every((m) => m.executedAt !== undefined);
}

/** Brings the schema to the latest version; safe to run from several instances at once on PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
