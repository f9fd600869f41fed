// Browse cursors (ARCHITECTURE §4): the last row's sort value and id, tied to the sort they came from.
import type { ListingSortKey, SortOrder } from '@common/listings.ts';
import { decodeCursorParts, encodeCursorParts, invalidCursor, isCursorTimestamp } from '../../db/keyset-cursor.ts';
import { isUuid } from '../../db/uuid.ts';
import { parseRelevanceCursorValue } from './search-relevance.ts';

export interface ListingCursor {
  sort: ListingSortKey;
  order: SortOrder;
  /** The sort value of the last row: a number, a title, a timestamp with microseconds, or a relevance tier and timestamp. */
  value: string | number;
  id: string;
}

export function encodeCursor(cursor: ListingCursor): string {
  return encodeCursorParts([cursor.sort, cursor.order, cursor.value, cursor.id]);
}

export function decodeCursor(encoded: string, sort: ListingSortKey, order: SortOrder): ListingCursor {
  const [cursorSort, cursorOrder, value, id] = decodeCursorParts(encoded, 4);
  if (cursorSort !== sort || cursorOrder !== order || !isUuid(id) || !isCursorValueValid(sort, value)) throw invalidCursor();
  return { sort, order, value, id };
}

const INT4_MAX = 2_147_483_647;

/**
 * The value goes into SQL compared with the sort column, so anything PostgreSQL would refuse to read as that
 * column's type (which would be a 500) is an invalid cursor instead: views_count is a 32-bit integer, a date
 * must be a real one, and text cannot hold NUL (a decoded cursor never passed the URL's NUL check).
 */
function isCursorValueValid(sort: ListingSortKey, value: unknown): value is string | number {
  if (sort === 'relevance') return parseRelevanceCursorValue(value) !== undefined;
  if (sort === 'price') return typeof value === 'number' && Number.isSafeInteger(value);
  if (sort === 'views') return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT4_MAX;
  // ADR 0036: the missing-last sort key as PostgreSQL writes it, its infinities (or bigint's ends) included.
  if (sort === 'multiple') return typeof value === 'string' && /^-?(\d{1,40}(\.\d{1,40})?|Infinity)$/.test(value);
  if (sort === 'profit') return typeof value === 'string' && /^-?\d{1,19}$/.test(value) && isBigint(value);
  if (sort === 'name') return typeof value === 'string' && value.length <= 500 && !value.includes('\u0000');
  return isCursorTimestamp(value);
}

const BIGINT_MAX = 2n ** 63n - 1n;

function isBigint(digits: string): boolean {
  const value = BigInt(digits);
  return value <= BIGINT_MAX && value >= -BIGINT_MAX - 1n;
}
