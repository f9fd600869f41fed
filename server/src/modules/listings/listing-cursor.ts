// Opaque keyset cursors (ARCHITECTURE §4): the last row's sort value and id, tied to the sort they came from.
import type { ListingSortKey, SortOrder } from '@common/listings.ts';
import { validationFailed } from '../../http/errors.ts';

export interface ListingCursor {
  sort: ListingSortKey;
  order: SortOrder;
  /** The sort value of the last row: a number, a title, or a timestamp with microseconds. */
  value: string | number;
  id: string;
}

/** Any uuid PostgreSQL reads (not only RFC versions, as zod's z.uuid() insists on). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(encoded: string, sort: ListingSortKey, order: SortOrder): ListingCursor {
  const invalid = () => validationFailed({ cursor: 'This page link is no longer valid; start again from the first page' }, 'Invalid cursor');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [cursorSort, cursorOrder, value, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorOrder !== order || typeof id !== 'string' || !UUID_PATTERN.test(id)) throw invalid();
  if (!isCursorValueValid(sort, value)) throw invalid();
  return { sort, order, value, id };
}

const INT4_MAX = 2_147_483_647;
/** Exactly what encodeCursor writes for a date: UTC with microseconds (browse-listings.ts, createdAtText). */
const CURSOR_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/**
 * The value goes into SQL compared with the sort column, so anything PostgreSQL would refuse to read as that
 * column's type (which would be a 500) is an invalid cursor instead: views_count is a 32-bit integer, a date
 * must be a real one (Date.parse accepts "1" and 31 February), and text cannot hold NUL.
 */
function isCursorValueValid(sort: ListingSortKey, value: unknown): value is string | number {
  if (sort === 'price') return typeof value === 'number' && Number.isSafeInteger(value);
  if (sort === 'views') return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT4_MAX;
  if (typeof value !== 'string') return false;
  if (sort === 'name') return value.length <= 500 && !value.includes('\u0000');
  const milliseconds = CURSOR_TIMESTAMP.exec(value)?.[1];
  if (!milliseconds) return false;
  const date = new Date(`${milliseconds}Z`);
  // PostgreSQL has no year 0000 (it reads years as AD/BC).
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString() === `${milliseconds}Z`;
}
