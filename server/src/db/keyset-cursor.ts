// Opaque keyset cursors (ARCHITECTURE §4): base64 JSON of the last row's sort value(s) and id. The pieces here
// serve every list: browse (listing-cursor.ts) and the (timestamp, id) lists sorted by time (inquiries,
// messages, notifications, the admin tables). A timestamp travels as text with microseconds (PostgreSQL's
// precision; a JS Date keeps milliseconds and would skip or repeat rows that share a millisecond).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationFailed } from '../http/errors.ts';
import { isUuid } from './uuid.ts';

export interface TimeCursor {
  at: string;
  id: string;
}

const MICROSECOND_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

export const invalidCursor = () => validationFailed({ cursor: 'This page link is no longer valid; start again from the first page' }, 'Invalid cursor');

export function encodeCursorParts(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor this server wrote, or a 400 (never a 500 from PostgreSQL reading a bad value). */
export function decodeCursorParts(encoded: string, count: number): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== count) throw invalidCursor();
  return parsed as unknown[];
}

/**
 * Exactly what timestampText writes, and a real date: Date.parse accepts "1" and 31 February, and PostgreSQL has
 * no year 0000 (it reads years as AD/BC).
 */
export function isCursorTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const milliseconds = MICROSECOND_TIMESTAMP.exec(value)?.[1];
  if (!milliseconds) return false;
  const date = new Date(`${milliseconds}Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString() === `${milliseconds}Z`;
}


/** The column as the text a cursor carries (UTC, microseconds). */
export function timestampText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeTimeCursor(cursor: TimeCursor): string {
  return encodeCursorParts([cursor.at, cursor.id]);
}

export function decodeTimeCursor(encoded: string): TimeCursor {
  const [at, id] = decodeCursorParts(encoded, 2);
  if (!isCursorTimestamp(at) || !isUuid(id)) throw invalidCursor();
  return { at, id };
}

/** Rows strictly before the cursor in (time, id) descending order. */
export function isBeforeCursor(timeColumn: AnyColumn | SQL, idColumn: AnyColumn | SQL, cursor: TimeCursor): SQL {
  return sql`(${timeColumn}, ${idColumn}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/** Rows strictly after the cursor in (time, id) ascending order (queues read oldest first). */
export function isAfterCursor(timeColumn: AnyColumn | SQL, idColumn: AnyColumn | SQL, cursor: TimeCursor): SQL {
  return sql`(${timeColumn}, ${idColumn}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
