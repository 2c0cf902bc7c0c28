import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A query built once per database handle instead of on every call. Drizzle spends more CPU
 * assembling a wide select than PostgreSQL spends running it (bench/load: the session lookup runs on
 * every member request); a named statement is also parsed once per connection.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byShape = preparedPerShape<Q>((db) => build(db));
  return (db) => byShape(db, '');
}

/**
 * The same for a query whose SQL depends on which optional parts are present (browse filters): one
 * query per database handle and `shape`, a short key naming those parts.
 */
export function preparedPerShape<Q>(build: (db: Db, shape: string) => Q): (db: Db, shape: string) => Q {
  const cache = new WeakMap<Db, Map<string, Q>>();
  return (db, shape) => {
    let queries = cache.get(db);
    if (!queries) {
      queries = new Map();
      cache.set(db, queries);
    }
    let query = queries.get(shape);
    if (!query) {
      query = build(db, shape);
      queries.set(shape, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (CTEs the builders cannot express) turned into text once, with `sql.placeholder`s
 * for its values, and sent by `name`: no query building per call, and PostgreSQL parses and plans it
 * once per connection. Rows come with pg's own type parsers (timestamps as Date).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db.$client.query<Row & object>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}
