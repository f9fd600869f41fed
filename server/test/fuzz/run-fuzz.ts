// Sends one operation its share of generated malformed requests and keeps every answer that breaks the rules.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { nextClientAddress } from '../test-app.ts';
import type { FuzzFailure } from './failure-report.ts';
import { malformedRequest, type FuzzContext, type FuzzRequest } from './fuzz-requests.ts';
import { operationKey, type Operation } from './operations.ts';
import { findResponseProblems } from './response-check.ts';

/** A seed per operation, derived from the run's seed and the operation's name (FNV-1a): adding an operation
 * does not change the requests the others get. */
export function seedForOperation(runSeed: number, key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return (runSeed ^ hash) | 0;
}

async function send(app: FastifyInstance, operation: string, request: FuzzRequest): Promise<FuzzFailure | undefined> {
  try {
    // A new client address for each request, so per-address rate limits answer only now and then.
    const response = await app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload, remoteAddress: nextClientAddress() });
    const problems = findResponseProblems(response);
    if (problems.length === 0) return undefined;
    return { operation, problems, request, response: { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { operation, problems: ['no answer: the request failed'], request, response: { status: 0, contentType: '', body: message } };
  }
}

const REQUESTS_IN_FLIGHT = 4;

export interface FuzzSettings {
  seed: number;
  runsPerOperation: number;
}

export async function fuzzOperation(app: FastifyInstance, operation: Operation, context: FuzzContext, settings: FuzzSettings): Promise<FuzzFailure[]> {
  const key = operationKey(operation);
  const requests = fc.sample(malformedRequest(operation, context), { seed: seedForOperation(settings.seed, key), numRuns: settings.runsPerOperation });
  const failures: FuzzFailure[] = [];
  // A few in flight at once keep a PostgreSQL pool busy; each request stands alone, so the order does not matter.
  for (let start = 0; start < requests.length; start += REQUESTS_IN_FLIGHT) {
    const answers = await Promise.all(requests.slice(start, start + REQUESTS_IN_FLIGHT).map((request) => send(app, key, request)));
    failures.push(...answers.filter((failure) => failure !== undefined));
  }
  return failures;
}
