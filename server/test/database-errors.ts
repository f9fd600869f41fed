// Drizzle wraps driver errors (DrizzleQueryError with the pg / PGlite error as its cause); tests want the
// SQLSTATE code, e.g. 23505 for a unique violation.
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string') return current.code;
  }
  return undefined;
}

/** Resolves to the SQLSTATE code the query failed with; fails the test if the query succeeded. */
export async function failureCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return postgresErrorCode(error);
  }
  throw new Error('expected the query to fail, but it succeeded');
}

export const UNIQUE_VIOLATION = '23505';
