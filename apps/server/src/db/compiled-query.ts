import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database.ts';

/**
 * A query that runs on every request of a hot route, built and compiled once per database and
 * then run with fresh parameters: Kysely's building and compiling cost as much as SQLite's running.
 * `build` writes the query with placeholder values, in the order `run` passes the real ones.
 */
export function compiledOnce<Row>(build: (db: Db) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...parameters: unknown[]): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    const { rows } = await db.kysely.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}
