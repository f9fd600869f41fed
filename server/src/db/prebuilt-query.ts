// Hot statements whose SQL drizzle builds once per process instead of on every call (docs/performance.md,
// "Statements built once"). Building a four-table select or a five-part WITH from its builder costs drizzle more
// CPU than PostgreSQL spends running it, and the chat path runs them for every message. A prebuilt query keeps
// the text, its parameters (placeholders for whatever changes between calls) and the mapping of its rows; a call
// only binds them to the database or transaction at hand and sends them as a named prepared statement, which
// PostgreSQL also parses once per connection. (The rate limits' statement is one too: http/rate-limit.ts.)
import type { Placeholder, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** The values a statement part takes: each the value itself, or the placeholder a statement built once binds. */
export type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

/** A select builder (PgSelect, or a WITH … select) with its public prepare(). */
interface PreparableSelect {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * What drizzle's prepared select holds beyond its public getQuery(): the selected fields in order and which
 * joined tables may be null, which map a row to the nested object the builder promised (drizzle-orm 0.45,
 * node-postgres and PGlite sessions alike; prebuilt-query.test.ts pins it).
 */
interface DrizzlePreparedSelect {
  getQuery(): { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
}

interface Built {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
}

type Rows<Select extends PreparableSelect> = Awaited<ReturnType<ReturnType<Select['prepare']>['execute']>>;

/**
 * `build` makes the select with `sql.placeholder(name)` for every value that changes; it runs once, on the first
 * call. The returned function runs it on `db` (a database or an open transaction) with those values.
 */
export function prebuiltSelect<Select extends PreparableSelect, Values extends Record<string, unknown>>(
  name: string,
  build: (db: Queryable) => Select,
): (db: Queryable, values: Values) => Promise<Rows<Select>> {
  let built: Built | undefined;
  return (db, values) => {
    if (!built) {
      const prepared = build(db).prepare(name) as unknown as DrizzlePreparedSelect;
      built = { query: prepared.getQuery(), fields: prepared.fields, joinsNotNullableMap: prepared.joinsNotNullableMap };
    }
    const statement = sessionOf(db).prepareQuery(built.query, built.fields, name, true);
    statement.joinsNotNullableMap = built.joinsNotNullableMap;
    return statement.execute(values) as Promise<Rows<Select>>;
  };
}

interface SessionWithPrepare {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
  ): { joinsNotNullableMap: unknown; execute(values: Record<string, unknown>): Promise<unknown> };
}

const dialect = new PgDialect();

/**
 * The same for raw SQL (`sql.placeholder(name)` for its values): built on the first call, answered as rows as
 * PostgreSQL sends them (column names as written, no mapping).
 */
export function prebuiltStatement<Row>(name: string, build: () => SQL): (db: Queryable, values: Record<string, unknown>) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const statement = sessionOf(db).prepareQuery(query, undefined, name, false);
    // Both drivers answer an unmapped statement with their own result, whose rows are what we want.
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

function sessionOf(db: Queryable): SessionWithPrepare {
  return (db as unknown as { _: { session: SessionWithPrepare } })._.session;
}
