// The app's application/json parser: Fastify's own (same errors for empty and malformed bodies, same refusal
// of __proto__ and constructor.prototype keys), plus two refusals every route gets without asking for them.
// - Nesting: a body of 100,000 "[" parses, but re-serialising or walking it recursively overflows the stack
//   (the auth bridge did: a 500). No API shape is more than a few levels deep.
// - NUL: PostgreSQL text cannot hold it, so a NUL in any string would fail its query (22021).
import type { FastifyInstance } from 'fastify';
import { AppError, invalidCharacter } from './errors.ts';

export const MAX_JSON_NESTING_DEPTH = 32;

const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Scans the raw text without parsing it (iteratively, so no depth can overflow the scan itself). */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index += 1; // the escaped character cannot end the string
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** Recursion is safe here: the value was parsed only after its depth was checked. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

const tooDeeplyNested = () =>
  new AppError(400, 'VALIDATION_FAILED', `The request body is nested too deeply (at most ${MAX_JSON_NESTING_DEPTH} levels of objects and arrays).`);

export function registerJsonBodyParser(app: FastifyInstance) {
  // "error" is Fastify's default for both: a body with those keys is refused as invalid JSON.
  const parseLikeFastify = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (isNestedDeeperThan(text, MAX_JSON_NESTING_DEPTH)) return done(tooDeeplyNested(), undefined);
    parseLikeFastify(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (containsNul(value)) return done(invalidCharacter(), undefined);
      done(null, value);
    });
  });
}
