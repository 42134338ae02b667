import type { Executor } from './client';

interface Prepared<Params, Result> {
  execute(params: Params): Promise<Result>;
}

/**
 * A query that runs on every request, prepared once per database handle and sent by name: the ORM builds it
 * once, and PostgreSQL parses and plans it once per connection instead of at every call.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Executor, name: string) => Prepared<Params, Result>,
): (db: Executor, params: Params) => Promise<Result> {
  const prepared = new WeakMap<Executor, Prepared<Params, Result>>();
  return (db, params) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db, name);
      prepared.set(db, query);
    }
    return query.execute(params);
  };
}
