// Keyset pagination: lists are read a page at a time by cursor ("Load more"), so a page costs the same however deep it is.
import { z } from 'zod';

/** The opaque cursor of the next page; an empty `?cursor=` asks for the first page, as no cursor does. */
export const cursorParameter = z.preprocess((value) => (value === '' ? undefined : value), z.string().max(200).optional());

/** How many items a page holds: at least one, at most `max`, `pageSize` when the query does not say. */
export function pageLimitParameter({ pageSize, max }: { pageSize: number; max: number }) {
  return z.coerce.number().int().min(1).max(max).default(pageSize);
}

/** One page of a keyset-paginated list; nextCursor is null on the last page. */
export function keysetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
