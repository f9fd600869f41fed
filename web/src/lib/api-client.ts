// The one way the SPA talks to the server: JSON over same-origin fetch with the session cookie, every failure
// turned into an ApiError carrying the error shape of ARCHITECTURE §4.
import type { z } from 'zod';

/**
 * A response schema, or a function that imports it. Queries the first paint makes (the session, the home page's
 * listings and categories) and code a server-rendered page loads before it hydrates (the browse and listing
 * pages, the footer's newsletter form) pass the import, so zod and the schemas load beside the request instead of
 * before the page paints or hydrates (the bundle budget, ADR 0017; ADR 0018).
 */
export type SchemaSource<TSchema extends z.ZodType> = TSchema | (() => Promise<TSchema>);

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    requestId?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.requestId = options.requestId;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The text to show a user for any thrown value (toasts, error fallbacks). */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let currentFetch: () => ApiFetch = () => fetch;

/**
 * Server rendering answers the page's queries in-process, as the visitor (web/src/entry-server.tsx, ADR 0018):
 * it names where each request's fetch comes from. The browser keeps the global fetch.
 */
export function setApiFetchSource(fetchSource: () => ApiFetch): void {
  currentFetch = fetchSource;
}

// Used when a failure carries no readable body (a proxy's HTML page, an empty 502, ...).
function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'We could not find what you were looking for.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'The request could not be completed.';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorFromBody(response.status, await readJson(response));
}

/**
 * The ApiError for a failed answer's status and parsed body. Exported for the one request fetch cannot make: an
 * upload that reports its progress (XMLHttpRequest, features/listing-photos, ADR 0040).
 */
export async function apiErrorFromBody(status: number, body: unknown): Promise<ApiError> {
  // Imported here, not at the top: only failures need it, and zod stays out of the first paint.
  const { apiErrorSchema } = await import('@common/errors.ts');
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({ status, code: 'UNKNOWN', message: fallbackMessage(status) });
  }
  const { code, message, fields, requestId } = parsed.data.error;
  return new ApiError({ status, code, message: message || fallbackMessage(status), fields, requestId });
}

async function request(method: Method, path: string, body: unknown, schemaSource: SchemaSource<z.ZodType> | undefined): Promise<unknown> {
  // Started with the request, so a schema that is imported arrives while the answer is on its way.
  const schemaPromise = typeof schemaSource === 'function' ? schemaSource() : Promise.resolve(schemaSource);
  // The import's failure (a chunk gone after a deploy) surfaces below, where the schema is awaited.
  schemaPromise.catch(() => {});
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await currentFetch()(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // fetch only rejects when no answer arrived at all (offline, DNS, connection reset).
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach BizBazaar. Check your internet connection and try again.',
    });
  }

  if (!response.ok) throw await toApiError(response);

  const data = await readJson(response);
  const schema = await schemaPromise;
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unexpected response. Please reload the page.',
    });
  }
  return parsed.data;
}

// With a schema the answer is validated and typed; without one the caller does not use it.
function get<TSchema extends z.ZodType>(path: string, schema: SchemaSource<TSchema>): Promise<z.output<TSchema>>;
function get(path: string): Promise<unknown>;
function get(path: string, schema?: SchemaSource<z.ZodType>): Promise<unknown> {
  return request('GET', path, undefined, schema);
}

function post<TSchema extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<TSchema>): Promise<z.output<TSchema>>;
function post(path: string, body?: unknown): Promise<unknown>;
function post(path: string, body?: unknown, schema?: SchemaSource<z.ZodType>): Promise<unknown> {
  return request('POST', path, body ?? {}, schema);
}

function patch<TSchema extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<TSchema>): Promise<z.output<TSchema>>;
function patch(path: string, body?: unknown): Promise<unknown>;
function patch(path: string, body?: unknown, schema?: SchemaSource<z.ZodType>): Promise<unknown> {
  return request('PATCH', path, body ?? {}, schema);
}

function put<TSchema extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<TSchema>): Promise<z.output<TSchema>>;
function put(path: string, body?: unknown): Promise<unknown>;
function put(path: string, body?: unknown, schema?: SchemaSource<z.ZodType>): Promise<unknown> {
  return request('PUT', path, body ?? {}, schema);
}

// A DELETE usually has no body; a few confirm with one (e.g. the password when deleting one's own account).
function remove<TSchema extends z.ZodType>(path: string, schema: SchemaSource<TSchema>, body?: unknown): Promise<z.output<TSchema>>;
function remove(path: string): Promise<unknown>;
function remove(path: string, schema?: SchemaSource<z.ZodType>, body?: unknown): Promise<unknown> {
  return request('DELETE', path, body, schema);
}

export const api = { get, post, patch, put, delete: remove };
