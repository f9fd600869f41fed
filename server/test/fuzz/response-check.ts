// What every answer to a malformed request must satisfy (ARCHITECTURE §4): no 5xx, every 4xx in the one error
// shape, and no stack trace anywhere.
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, errorCodes, type ErrorCode } from '@common/errors.ts';

// "    at handler (/srv/app/server/src/x.ts:12:5)" as plain text or inside a JSON string ("\n    at …").
const STACK_TRACE_PATTERNS = [/(?:\n|\\n)\s+at \S.*:\d+:\d+/, /node_modules[\\/]/, /\.[cm]?[jt]s:\d+:\d+/];

const isErrorCode = (code: string): code is ErrorCode => (errorCodes as readonly string[]).includes(code);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Why the error body of a 4xx is not in the shape, or undefined when it is. */
function errorShapeProblem(response: LightMyRequestResponse): string | undefined {
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) return `4xx with content type "${contentType}" instead of the JSON error shape`;
  const parsed = apiErrorSchema.safeParse(parseJson(response.body));
  if (!parsed.success) return '4xx body is not the error shape { error: { code, message } }';
  if (!isErrorCode(parsed.data.error.code)) return `4xx with unknown error code "${parsed.data.error.code}"`;
  return undefined;
}

/** The problems of one answer; empty when it is acceptable. */
export function findResponseProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`server error ${response.statusCode}`);
  if (response.statusCode >= 400 && response.statusCode < 500) {
    const shapeProblem = errorShapeProblem(response);
    if (shapeProblem) problems.push(shapeProblem);
  }
  if (STACK_TRACE_PATTERNS.some((pattern) => pattern.test(response.body))) problems.push('a stack trace or source path in the body');
  return problems;
}
