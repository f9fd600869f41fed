// A sort on a column that may be empty, with the empty rows last in both orders (ADR 0036): the value with the
// missing ones mapped past the end the order reads last. Keyset pages then compare plain values, never NULL, and
// each order has an index on exactly this expression (schema.ts), so the schema and the browse query share it.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type MissingLastKind = 'numeric' | 'bigint';
export type SortDirection = 'asc' | 'desc';

// The ends of each type: numeric has infinities; bigint's range is far beyond any amount of paise kept.
const ends: Record<MissingLastKind, Record<SortDirection, SQL>> = {
  numeric: { asc: sql.raw(`'Infinity'::numeric`), desc: sql.raw(`'-Infinity'::numeric`) },
  bigint: { asc: sql.raw(`'9223372036854775807'::bigint`), desc: sql.raw(`'-9223372036854775807'::bigint`) },
};

export function missingLastSortKey(column: AnyColumn, kind: MissingLastKind, direction: SortDirection): SQL {
  return sql`coalesce(${column}, ${ends[kind][direction]})`;
}
