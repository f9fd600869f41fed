// Ids arrive as free text in paths, cursors and socket frames. One that is not a uuid names no row: callers
// answer it like an unknown id instead of letting PostgreSQL refuse the comparison (a 500).

/** Any uuid PostgreSQL reads (not only RFC versions, as zod's z.uuid() insists on). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
