// better-auth ships more endpoints than the product uses (verify-password, list-sessions, update-user, …).
// Each one it answers is attack surface, so every endpoint better-auth knows must either be a documented
// operation of ours or answer 404 in the error shape.
import type { FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH } from '../../src/modules/auth/auth.ts';
import { nextClientAddress, PUBLIC_URL } from '../test-app.ts';
import { truncate } from './failure-report.ts';
import { httpMethods, operationKey, toOpenApiPath, type HttpMethod, type Operation } from './operations.ts';
import { findResponseProblems } from './response-check.ts';

export interface AuthEndpoint {
  method: HttpMethod;
  /** In OpenAPI form under our base path: /api/auth/reset-password/{token}. */
  path: string;
}

const isHttpMethod = (value: unknown): value is HttpMethod => (httpMethods as readonly unknown[]).includes(value);

/** Every HTTP endpoint of better-auth's API object (each endpoint function carries its path and methods). */
export function listAuthEndpoints(app: FastifyInstance): AuthEndpoint[] {
  const endpoints: AuthEndpoint[] = [];
  for (const endpoint of Object.values(app.auth.api)) {
    const path: unknown = Reflect.get(endpoint, 'path');
    const options: unknown = Reflect.get(endpoint, 'options');
    const method: unknown = typeof options === 'object' && options !== null ? Reflect.get(options, 'method') : undefined;
    if (typeof path !== 'string') continue; // server-only functions have no path
    for (const candidate of Array.isArray(method) ? method : [method]) {
      if (isHttpMethod(candidate)) endpoints.push({ method: candidate, path: toOpenApiPath(`${AUTH_BASE_PATH}${path}`) });
    }
  }
  return endpoints;
}

/** A concrete URL for an endpoint path: each parameter becomes "probe". */
export const concreteUrl = (path: string) => path.replace(/\{[^}]+\}/g, 'probe');

async function probe(app: FastifyInstance, endpoint: AuthEndpoint, cookie: string | undefined) {
  return app.inject({
    method: endpoint.method,
    url: concreteUrl(endpoint.path),
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload: endpoint.method === 'GET' ? undefined : {},
    remoteAddress: nextClientAddress(),
  });
}

/** Undocumented better-auth endpoints that answer anything but a 404 in the error shape, anonymously or signed in. */
export async function findAnsweringAuthEndpoints(app: FastifyInstance, documented: Operation[], signedInCookie: string): Promise<string[]> {
  const documentedKeys = new Set(documented.map(operationKey));
  const problems: string[] = [];
  for (const endpoint of listAuthEndpoints(app)) {
    if (documentedKeys.has(operationKey(endpoint))) continue;
    for (const [sender, cookie] of [['anonymous', undefined], ['signed in', signedInCookie]] as const) {
      const response = await probe(app, endpoint, cookie);
      if (response.statusCode === 404 && findResponseProblems(response).length === 0) continue;
      problems.push(`${endpoint.method} ${concreteUrl(endpoint.path)} (${sender}) answers ${response.statusCode} ${truncate(response.body, 160)}`);
    }
  }
  return problems;
}
