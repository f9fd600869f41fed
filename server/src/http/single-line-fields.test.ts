// Every one-line text field of every request the API takes refuses bidi controls with a message on the field
// (ADR 0025). The fields come from the OpenAPI document, so a field added tomorrow is checked the day it is
// added; a field that may hold them must be named below with the reason.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROL_CHARACTERS, BIDI_CONTROL_MESSAGE } from '@common/validation.ts';
import { errorOf } from '../../test/api.ts';
import { readOperations, type JsonSchema, type Operation } from '../../test/fuzz/operations.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

/** Fields that may hold bidi controls, and why that is safe. */
const FIELDS_ALLOWED_BIDI_CONTROLS: Record<string, string> = {
  'POST /api/listings body.description': 'several lines, shown isolated',
  'POST /api/listings body.reasonForSelling': 'several lines, shown isolated',
  'POST /api/listings body.liabilities': 'several lines, shown isolated',
  'PUT /api/listings/{id} body.description': 'several lines, shown isolated',
  'PUT /api/listings/{id} body.reasonForSelling': 'several lines, shown isolated',
  'PUT /api/listings/{id} body.liabilities': 'several lines, shown isolated',
  'POST /api/listings/{id}/inquiries body.message': 'several lines, shown isolated',
  'POST /api/inquiries/{id}/messages body.message': 'several lines, shown isolated',
  'POST /api/listings/{id}/reports body.details': 'several lines, shown isolated',
  'PATCH /api/admin/listings/{id}/status body.reason': 'several lines, shown isolated',
  'POST /api/admin/listings/status body.reason': 'several lines, shown isolated',
  'POST /api/admin/reports/{id}/reject-listing body.reason': 'several lines, shown isolated',
  'PATCH /api/admin/listing-revisions/{id}/status body.reason': 'several lines, shown isolated',
  'PATCH /api/admin/listing-photos/{id}/status body.reason': 'several lines, shown isolated',
  'POST /api/admin/listings/status body.ids.0': 'a listing id, never shown',
  'POST /api/auth/sign-in/email body.password': 'a password, never shown',
  'POST /api/auth/sign-up/email body.password': 'a password, never shown',
  'POST /api/auth/reset-password body.password': 'a password, never shown',
  'DELETE /api/profile body.password': 'a password, never shown',
};
/** Values the server itself wrote (page cursors, e-mailed tokens): never typed, never shown, checked on their own. */
const OPAQUE_FIELD_NAMES = new Set(['cursor', 'token']);

interface TextField {
  key: string;
  location: 'body' | 'query';
  path: string[];
}

const isFreeText = (schema: JsonSchema) =>
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  schema.enum === undefined &&
  schema.const === undefined &&
  schema.format !== 'uuid' &&
  schema.format !== 'date';

/** The dotted paths of every string in a JSON schema that takes free text (not an enum, a constant or a uuid). */
function freeTextPaths(schema: JsonSchema, path: string[]): string[][] {
  if (isFreeText(schema)) return [path];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const nested = [
    ...branches.flatMap((branch) => freeTextPaths(branch, path)),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => freeTextPaths(property, [...path, name])),
    ...(schema.items ? freeTextPaths(schema.items, [...path, '0']) : []),
  ];
  return [...new Map(nested.map((fieldPath) => [fieldPath.join('.'), fieldPath])).values()];
}

function textFieldsOf(operation: Operation): TextField[] {
  const field = (location: TextField['location'], path: string[]): TextField => ({
    key: `${operation.method} ${operation.path} ${location}.${path.join('.')}`,
    location,
    path,
  });
  const isTyped = (path: string[]) => !OPAQUE_FIELD_NAMES.has(path.at(-1) ?? '');
  return [
    ...(operation.body ? freeTextPaths(operation.body.schema, []).filter(isTyped).map((path) => field('body', path)) : []),
    ...operation.queryParameters.flatMap((parameter) => freeTextPaths(parameter.schema, [parameter.name]).filter(isTyped).map((path) => field('query', path))),
  ];
}

/** `value` at `path` inside an otherwise empty body: `['filters', 'search']` → `{ filters: { search: value } }`. */
function nestedValue(path: string[], value: string): unknown {
  return path.reduceRight<unknown>((inner, segment) => (/^\d+$/.test(segment) ? [inner] : { [segment]: inner }), value);
}

let testApp: TestApp;
let admin: TestUser;
let fields: TextField[];

beforeAll(async () => {
  testApp = await createTestApp();
  // An admin with a confirmed address passes every route's sign-in and role check, so each answer is validation's.
  admin = await testApp.makeUser({ role: 'admin', emailVerified: true });
  fields = readOperations(testApp.app.swagger()).flatMap(textFieldsOf);
});

afterAll(async () => {
  await testApp?.close();
});

describe('one-line text fields of every request', () => {
  it('finds the fields of the document, and every field allowed bidi controls still exists', () => {
    expect(fields.length).toBeGreaterThan(30);
    const keys = new Set(fields.map((field) => field.key));
    expect(Object.keys(FIELDS_ALLOWED_BIDI_CONTROLS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('refuse every bidi control with 400 and a message on the field', async () => {
    const problems: string[] = [];
    for (const field of fields.filter(({ key }) => FIELDS_ALLOWED_BIDI_CONTROLS[key] === undefined)) {
      const [method = '', template = ''] = field.key.split(' ');
      const url = template.replace(/\{[^}]+\}/g, () => randomUUID());
      const fieldName = field.path.join('.');
      for (const control of BIDI_CONTROL_CHARACTERS) {
        const value = `Sh${control}op`;
        const send = () =>
          testApp.request({
            method: method as 'GET',
            url: field.location === 'query' ? `${url}?${new URLSearchParams({ [fieldName]: value }).toString()}` : url,
            payload: field.location === 'body' ? (nestedValue(field.path, value) as object) : undefined,
            cookie: admin.cookie,
          });
        let response = await send();
        // The admin's per-account limits count these requests too; the limit is not what is tested here.
        if (response.statusCode === 429) {
          await testApp.resetRateLimits();
          response = await send();
        }
        const message = response.statusCode === 400 ? errorOf(response, 400).fields?.[fieldName] : undefined;
        if (message !== BIDI_CONTROL_MESSAGE) {
          problems.push(`${field.key} with U+${control.charCodeAt(0).toString(16)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          break;
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
