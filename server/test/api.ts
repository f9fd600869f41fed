// Small helpers for reading API answers in tests.
import type { LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody } from '@common/errors.ts';

/** The JSON body of a response that must have this status; otherwise the test fails showing the body. */
export function jsonOf<T>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) throw new Error(`expected status ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** The one error shape (ARCHITECTURE §4) of a response that must have this status. */
export function errorOf(response: LightMyRequestResponse, status: number): ApiErrorBody['error'] {
  return jsonOf<ApiErrorBody>(response, status).error;
}

/** A path with a query string; undefined values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
