// Issue 23 §1 (ADR 0022): every write operation of the OpenAPI document, and every write endpoint better-auth
// knows, is refused from a foreign origin (403) and in a type a foreign form can send without a preflight (415),
// and nothing changes in any table. The positive control sends the same request from the app's own page with
// JSON: it works, so each refusal is the check's doing and each attack would have been a real write.
// The valid requests and who may send them come from the permission table, so a new write operation is covered
// the day it is added (api-fuzz.test.ts fails until it has a row).
import { hashPassword } from 'better-auth/crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type ErrorCode } from '@common/errors.ts';
import { inquiries, listingReports, notifications, savedSearches } from '../../src/db/schema.ts';
import { findCategoryId } from '../factories.ts';
import { changedTables, fingerprintTables } from '../table-fingerprints.ts';
import { createTestApp, nextClientAddress, PUBLIC_URL, type TestApp } from '../test-app.ts';
import { concreteUrl, listAuthEndpoints } from './auth-endpoints.ts';
import { truncate } from './failure-report.ts';
import { operationKey, readOperations, type Operation } from './operations.ts';
import { permissionTable, type PermissionRow, type SampleRequest } from './permission-table.ts';
import { actors, createSampleContext, type Actor, type SampleContext, type SampleSetting } from './sample-context.ts';
import { FUZZ_AUTH_SECRET, makeSignedInUser } from './signed-in-users.ts';

/** Same site as the app (localhost), another port: SameSite=Lax cookies go along. */
const FOREIGN_PAGE = 'http://localhost:3001';
const OWN_PAGE = { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' };

interface Attack {
  label: string;
  headers: Record<string, string>;
  /** The body to send instead of the request's JSON; undefined keeps the JSON. */
  body?: (request: SampleRequest) => string;
  refusedWith: [status: number, code: ErrorCode];
}

const formFields = (request: SampleRequest) =>
  new URLSearchParams(Object.entries(request.payload ?? { a: 'b' }).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])).toString();

const attacks: Attack[] = [
  { label: 'Origin: another port', headers: { origin: FOREIGN_PAGE }, refusedWith: [403, 'FORBIDDEN'] },
  { label: 'a page on another port', headers: { origin: FOREIGN_PAGE, 'sec-fetch-site': 'same-site' }, refusedWith: [403, 'FORBIDDEN'] },
  { label: 'Sec-Fetch-Site: same-site alone', headers: { 'sec-fetch-site': 'same-site' }, refusedWith: [403, 'FORBIDDEN'] },
  { label: 'Sec-Fetch-Site: cross-site alone', headers: { 'sec-fetch-site': 'cross-site' }, refusedWith: [403, 'FORBIDDEN'] },
  { label: 'a sandboxed frame (Origin: null)', headers: { origin: 'null', 'sec-fetch-site': 'cross-site' }, refusedWith: [403, 'FORBIDDEN'] },
  { label: 'Sec-Fetch-Site: none', headers: { 'sec-fetch-site': 'none' }, refusedWith: [403, 'FORBIDDEN'] },
  {
    label: 'a text/plain form from another port',
    headers: { origin: FOREIGN_PAGE, 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
    body: () => '',
    refusedWith: [403, 'FORBIDDEN'],
  },
  {
    // The form a route declares (the sign-in form, issue 24) is still refused from anywhere but the own page.
    label: 'a url-encoded form from another port',
    headers: { origin: FOREIGN_PAGE, 'sec-fetch-site': 'same-site', 'content-type': 'application/x-www-form-urlencoded' },
    body: formFields,
    refusedWith: [403, 'FORBIDDEN'],
  },
  {
    label: 'a url-encoded form from a sandboxed frame (Origin: null)',
    headers: { origin: 'null', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
    body: formFields,
    refusedWith: [403, 'FORBIDDEN'],
  },
  {
    label: 'text/plain with a JSON body, own origin',
    headers: { ...OWN_PAGE, 'content-type': 'text/plain' },
    body: (request) => JSON.stringify(request.payload ?? {}),
    refusedWith: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  },
  { label: 'empty text/plain, own origin', headers: { ...OWN_PAGE, 'content-type': 'text/plain' }, body: () => '', refusedWith: [415, 'UNSUPPORTED_MEDIA_TYPE'] },
  {
    label: 'a url-encoded form, own origin',
    headers: { ...OWN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
    body: formFields,
    refusedWith: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  },
  {
    label: 'an empty url-encoded form, own origin',
    headers: { ...OWN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
    body: () => '',
    refusedWith: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  },
  {
    label: 'an empty multipart form, own origin',
    headers: { ...OWN_PAGE, 'content-type': 'multipart/form-data; boundary=x' },
    body: () => '',
    refusedWith: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  },
];

let testApp: TestApp;
let app: FastifyInstance;
let setting: SampleSetting;
let writeOperations: Operation[];

beforeAll(async () => {
  // The fuzz secret, so that the factories' sessions carry a correctly signed cookie.
  testApp = await createTestApp({ authSecret: FUZZ_AUTH_SECRET });
  app = testApp.app;
  writeOperations = readOperations(app.swagger()).filter((operation) => operation.method !== 'GET');
  const password = 'correct-horse-9';
  setting = {
    db: testApp.database.db,
    storage: testApp.app.storage,
    categoryId: await findCategoryId(testApp.database.db, 'technology'),
    knownPassword: { password, hash: await hashPassword(password) },
  };
});

afterAll(async () => {
  await testApp?.close();
});

function send(request: SampleRequest, headers: Record<string, string>, cookie: string | undefined, payload: string | object | undefined) {
  return app.inject({ method: request.method, url: request.url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) }, remoteAddress: nextClientAddress() });
}

/** How the SPA sends it (api-client.ts): JSON, with `{}` for a write without a body, except DELETE. */
const jsonPayload = (request: SampleRequest) => request.payload ?? (request.method === 'DELETE' ? undefined : {});

function refusalProblem(response: LightMyRequestResponse, [status, code]: Attack['refusedWith']): string | undefined {
  if (response.statusCode !== status) return `answered ${response.statusCode} instead of ${status}: ${truncate(response.body, 160)}`;
  if (!String(response.headers['content-type']).startsWith('application/json')) return `answered ${status} as ${String(response.headers['content-type'])}`;
  const parsed = apiErrorSchema.safeParse(JSON.parse(response.body));
  if (!parsed.success || parsed.data.error.code !== code) return `answered ${status} outside the error shape or without ${code}: ${truncate(response.body, 160)}`;
  return undefined;
}

/** The actors who may perform the row's request, signed-in ones first (a cookie is what a CSRF rides on). */
function allowedActors(row: PermissionRow): Actor[] {
  const checked = row.checkedAs ?? actors;
  const allowed = actors.filter((actor) => checked.includes(actor) && row.expected[actors.indexOf(actor)] === 'allowed');
  return [...allowed.filter((actor) => actor !== 'anonymous'), ...allowed.filter((actor) => actor === 'anonymous')];
}

interface Sample {
  row: PermissionRow;
  actor: Actor;
}

function sampleFor(operation: Operation): Sample | undefined {
  for (const row of permissionTable) {
    if (row.operation !== operationKey(operation)) continue;
    const [actor] = allowedActors(row);
    if (actor) return { row, actor };
  }
  return undefined;
}

/** Every attack on one sample request, then the same request from the own page: what went wrong, if anything. */
/**
 * A form from the own page is no attack on an operation that declares the form's type (the sign-in form sent
 * without the script, issue 24): the origin is what protects it, and the attacks from other origins still run.
 */
function isDeclaredOwnForm(attack: Attack, contentTypes: readonly string[]): boolean {
  const contentType = attack.headers['content-type'];
  return attack.headers.origin === PUBLIC_URL && contentType !== undefined && contentTypes.includes(contentType.split(';')[0] ?? '');
}

const declaredContentTypes = (method: string, path: string) =>
  writeOperations.find((operation) => operation.method === method && operation.path === path)?.contentTypes ?? [];

async function attackOperation(operation: Operation, { row, actor }: Sample): Promise<string[]> {
  const context: SampleContext = await createSampleContext(setting, actor);
  const request = await row.request(context);
  const cookie = context.viewer?.cookie;
  const where = `${operationKey(operation)} (${row.scenario}, as ${actor})`;
  const problems: string[] = [];
  await app.outbox.drain();
  const before = await fingerprintTables(testApp.database.db);
  // An upload (issue 25) declares multipart in its route (schema.consumes) with no body schema for the document to
  // show: its sample request names the type it sends.
  const ownType = request.headers?.['content-type']?.split(';')[0];
  const contentTypes = ownType ? [...operation.contentTypes, ownType] : operation.contentTypes;
  for (const attack of attacks.filter((candidate) => !isDeclaredOwnForm(candidate, contentTypes))) {
    const response = await send(request, attack.headers, cookie, attack.body ? attack.body(request) : jsonPayload(request));
    const problem = refusalProblem(response, attack.refusedWith);
    if (problem) problems.push(`✗ ${where}, ${attack.label}: ${problem}`);
  }
  const changed = changedTables(before, await fingerprintTables(testApp.database.db));
  if (changed.length > 0) problems.push(`✗ ${where}: the refused requests changed ${changed.join(', ')}`);
  const control = request.headers ? await send(request, { ...OWN_PAGE, ...request.headers }, cookie, request.payload) : await send(request, OWN_PAGE, cookie, jsonPayload(request));
  if (control.statusCode >= 400) problems.push(`✗ ${where}: the same request from the own page with JSON failed: ${control.statusCode} ${truncate(control.body, 160)}`);
  return problems;
}

function expectNoProblems(problems: string[], summary: string) {
  if (problems.length > 0) expect.fail(`${summary} (${problems.length}):\n${problems.join('\n')}`);
}

describe('writes from another origin or as a form (issue 23 §1, ADR 0022)', () => {
  it('refuses every write operation of the OpenAPI document from a foreign origin and as text/plain or a form, changing nothing', async () => {
    expect(writeOperations.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const operation of writeOperations) {
      const sample = sampleFor(operation);
      if (!sample) {
        problems.push(`✗ ${operationKey(operation)}: no permission-table row with an actor allowed to perform it`);
        continue;
      }
      problems.push(...(await attackOperation(operation, sample)));
    }
    expectNoProblems(problems, 'writes that were not refused, or refused requests that changed something');
  }, 120_000);

  it("refuses every write endpoint better-auth knows (the app's and the 404 ones) from a foreign origin and as text/plain", async () => {
    const user = await makeSignedInUser(testApp.database.db, 'buyer');
    const endpoints = listAuthEndpoints(app).filter((endpoint) => endpoint.method !== 'GET');
    expect(endpoints.length).toBeGreaterThan(20);
    await app.outbox.drain();
    const before = await fingerprintTables(testApp.database.db);
    const problems: string[] = [];
    for (const endpoint of endpoints) {
      const request: SampleRequest = { method: endpoint.method, url: concreteUrl(endpoint.path), payload: {} };
      for (const attack of attacks.filter((candidate) => !isDeclaredOwnForm(candidate, declaredContentTypes(endpoint.method, request.url)))) {
        const response = await send(request, attack.headers, user.cookie, attack.body ? attack.body(request) : {});
        const problem = refusalProblem(response, attack.refusedWith);
        if (problem) problems.push(`✗ ${endpoint.method} ${request.url}, ${attack.label}: ${problem}`);
      }
    }
    const changed = changedTables(before, await fingerprintTables(testApp.database.db));
    if (changed.length > 0) problems.push(`✗ the refused requests changed ${changed.join(', ')}`);
    expectNoProblems(problems, 'better-auth endpoints not refused');
  }, 60_000);
});

describe('the attacks of the review, one by one', () => {
  // What a page on http://localhost:3001 did: an auto-submitted empty <form enctype="text/plain"> and a
  // fetch(..., { mode: 'no-cors', credentials: 'include' }) with a text/plain body.
  const formFromAnotherPort = { origin: FOREIGN_PAGE, 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' };

  async function attackThenControl(actor: Actor, makeRequest: (context: SampleContext) => Promise<SampleRequest>, readState: () => Promise<unknown>) {
    const context = await createSampleContext(setting, actor);
    const request = await makeRequest(context);
    const stateBefore = await readState();
    const attack = await send(request, formFromAnotherPort, context.viewer?.cookie, '');
    expect(attack.statusCode).toBe(403);
    expect(apiErrorSchema.parse(attack.json()).error.code).toBe('FORBIDDEN');
    const asPlainText = await send(request, { ...OWN_PAGE, 'content-type': 'text/plain' }, context.viewer?.cookie, '');
    expect(asPlainText.statusCode).toBe(415);
    expect(await readState()).toEqual(stateBefore);
    const control = await send(request, OWN_PAGE, context.viewer?.cookie, {});
    expect(control.statusCode).toBeLessThan(300);
    expect(await readState()).not.toEqual(stateBefore);
  }

  const db = () => testApp.database.db;

  it('marking all notifications read', async () => {
    let userId = '';
    await attackThenControl(
      'buyer',
      async (context) => {
        await context.makeOwnNotification();
        userId = context.viewer?.id ?? '';
        return { method: 'POST', url: '/api/notifications/read-all' };
      },
      async () => (await db().select().from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))).length,
    );
  });

  it('closing a conversation', async () => {
    let inquiryId = '';
    await attackThenControl(
      'buyer',
      async (context) => {
        inquiryId = (await context.makeInquiry()).id;
        return { method: 'POST', url: `/api/inquiries/${inquiryId}/close` };
      },
      async () => (await db().select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId)))[0],
    );
  });

  it('dismissing a report, against an admin', async () => {
    let reportId = '';
    await attackThenControl(
      'admin',
      async (context) => {
        reportId = (await context.makeOpenReport()).id;
        return { method: 'POST', url: `/api/admin/reports/${reportId}/dismiss` };
      },
      async () => (await db().select({ status: listingReports.status }).from(listingReports).where(eq(listingReports.id, reportId)))[0],
    );
  });

  it('running a saved search', async () => {
    let savedSearchId = '';
    await attackThenControl(
      'buyer',
      async (context) => {
        savedSearchId = (await context.makeSavedSearch('viewer')).id;
        return { method: 'POST', url: `/api/saved-searches/${savedSearchId}/run` };
      },
      async () => (await db().select({ lastRunAt: savedSearches.lastRunAt }).from(savedSearches).where(eq(savedSearches.id, savedSearchId)))[0],
    );
  });
});
