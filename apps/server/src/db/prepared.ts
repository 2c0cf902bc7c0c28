import type { Db } from './client.js';

/**
 * A query built once per database handle instead of on every call. Drizzle spends more CPU
 * assembling a wide select than PostgreSQL spends running it (bench/load: the session lookup runs on
 * every member request); a named statement is also parsed once per connection.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
