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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (cursorSort !== sort || cursorOrder !== order || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  const isValueValid =
    sort === 'price' || sort === 'views'
      ? typeof value === 'number' && Number.isSafeInteger(value)
      : sort === 'date'
        ? typeof value === 'string' && !Number.isNaN(Date.parse(value))
        : typeof value === 'string' && value.length <= 500;
  if (!isValueValid) throw invalid();
  return { sort, order, value: value as string | number, id };
}
