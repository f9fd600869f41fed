// Opaque keyset cursors on (timestamp, id) for lists sorted newest first: inquiries, messages, notifications.
// The timestamp travels as text with microseconds (PostgreSQL's precision; a JS Date keeps milliseconds and
// would skip or repeat rows that share a millisecond).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationFailed } from '../http/errors.ts';

export interface TimeCursor {
  at: string;
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROSECOND_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** The column as the text a cursor carries (UTC, microseconds). */
export function timestampText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** A cursor this server wrote, or a 400 (never a 500 from PostgreSQL reading a bad timestamp or uuid). */
export function decodeTimeCursor(encoded: string): TimeCursor {
  const invalid = () => validationFailed({ cursor: 'This page link is no longer valid; start again from the first page' }, 'Invalid cursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !UUID_PATTERN.test(id)) throw invalid();
  const milliseconds = MICROSECOND_TIMESTAMP.exec(at)?.[1];
  const date = milliseconds ? new Date(`${milliseconds}Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.toISOString() !== `${milliseconds}Z`) throw invalid();
  return { at, id };
}

/** Rows strictly before the cursor in (time, id) descending order. */
export function isBeforeCursor(timeColumn: AnyColumn | SQL, idColumn: AnyColumn | SQL, cursor: TimeCursor): SQL {
  return sql`(${timeColumn}, ${idColumn}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
