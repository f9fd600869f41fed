// Sends each row's valid request as each kind of user and compares the outcome with the table.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { nextClientAddress, PUBLIC_URL } from '../test-app.ts';
import { truncate } from './failure-report.ts';
import type { Outcome, PermissionRow } from './permission-table.ts';
import { actors, createSampleContext, type Actor, type SampleSetting } from './sample-context.ts';

const outcomeByStatus: Record<number, Outcome> = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not-visible', 409: 'conflict' };

function outcomeOf(response: LightMyRequestResponse): Outcome | string {
  if (response.statusCode >= 200 && response.statusCode < 400) return 'allowed';
  if (response.statusCode === 403 && response.body.includes('"EMAIL_NOT_CONFIRMED"')) return 'email-not-confirmed';
  return outcomeByStatus[response.statusCode] ?? `status ${response.statusCode}`;
}

async function mismatchFor(app: FastifyInstance, setting: SampleSetting, row: PermissionRow, actor: Actor): Promise<string | undefined> {
  const context = await createSampleContext(setting, actor);
  const request = await row.request(context);
  const response = await app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: { origin: PUBLIC_URL, ...request.headers, ...(context.viewer ? { cookie: context.viewer.cookie } : {}) },
    remoteAddress: nextClientAddress(),
  });
  const expected = row.expected[actors.indexOf(actor)];
  const outcome = outcomeOf(response);
  if (outcome === expected) return undefined;
  return (
    `✗ ${row.operation} (${row.scenario}) as ${actor}: expected ${expected}, got ${outcome}\n` +
    `    ${request.method} ${request.url} → ${response.statusCode} ${truncate(response.body, 200)}`
  );
}

/** One line per actor whose outcome differs from the row. Each actor has its own scene, so they run together. */
export async function findPermissionMismatches(app: FastifyInstance, setting: SampleSetting, row: PermissionRow): Promise<string[]> {
  const results = await Promise.all((row.checkedAs ?? actors).map((actor) => mismatchFor(app, setting, row, actor)));
  return results.filter((mismatch) => mismatch !== undefined);
}
