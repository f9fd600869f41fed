// The body of a malformed request, derived from the operation's body schema: broken, missing and extra
// fields, wrong shapes, deep nesting, invalid JSON, wrong content types, empty and oversized bodies.
import fc from 'fast-check';
import {
  deeplyNestedJsonText,
  hostileJsonValue,
  hostileNumberText,
  hostileText,
  invalidJsonText,
  unexpectedContentType,
} from './hostile-values.ts';
import type { JsonSchema } from './operations.ts';
import { hostileValueFor, plausibleValue, type KnownValues } from './schema-values.ts';

export interface RawBody {
  /** undefined: no Content-Type header at all. */
  contentType: string | undefined;
  payload: string;
}

const asJson = (value: unknown): RawBody => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
/** Over the app's 1 MiB body limit. */
const OVERSIZED_BODY = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 16) });

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  return schema?.properties ?? {};
}

function plausibleBody(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<unknown> {
  return schema ? plausibleValue(schema, knownValues) : fc.jsonValue({ maxDepth: 2 });
}

/** A plausible object with one to three fields replaced by hostile values (or whole hostile values for non-objects). */
function withHostileFields(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<unknown> {
  const properties = propertiesOf(schema);
  const names = Object.keys(properties);
  if (!schema || names.length === 0) return hostileValueFor(schema ?? {});
  return fc
    .tuple(plausibleValue(schema, knownValues), fc.subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) }))
    .chain(([base, chosen]) =>
      fc.tuple(...chosen.map((name) => hostileValueFor(properties[name] ?? {}))).map((values) => ({
        ...(typeof base === 'object' && base !== null ? base : {}),
        ...Object.fromEntries(chosen.map((name, index) => [name, values[index]])),
      })),
    );
}

function withoutRequiredFields(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<unknown> {
  const required = schema?.required ?? [];
  if (!schema || required.length === 0) return fc.constant({});
  return fc.tuple(plausibleValue(schema, knownValues), fc.subarray(required, { minLength: 1 })).map(([base, dropped]) =>
    Object.fromEntries(Object.entries(typeof base === 'object' && base !== null ? base : {}).filter(([name]) => !dropped.includes(name))),
  );
}

function withExtraFields(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<unknown> {
  const extraName = fc.oneof(fc.constantFrom('role', 'id', 'sellerId', 'status', 'emailVerified', 'isAdmin', 'createdAt'), hostileText);
  return fc
    .tuple(schema ? plausibleValue(schema, knownValues) : fc.constant({}), fc.array(fc.tuple(extraName, hostileJsonValue), { minLength: 1, maxLength: 3 }))
    .map(([base, extras]) => ({ ...(typeof base === 'object' && base !== null ? base : {}), ...Object.fromEntries(extras) }));
}

/** Arrays where an object is expected, primitives, null. */
function wrongTopLevel(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(plausibleBody(schema, knownValues).map((value) => [value]), hostileText, hostileNumberText, fc.constantFrom(null, true, 0, [], [[]], ''));
}

/** A field nested a few hundred levels deep, or the whole body. */
function deeplyNested(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  const names = Object.keys(propertiesOf(schema));
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('a');
  return fc
    .tuple(deeplyNestedJsonText, field, fc.boolean())
    .map(([nested, name, isWholeBody]) => ({ contentType: 'application/json', payload: isWholeBody ? nested : `{${JSON.stringify(name)}:${nested}}` }));
}

function withUnexpectedContentType(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<RawBody> {
  const json = plausibleBody(schema, knownValues).map((value) => JSON.stringify(value) ?? 'null');
  const formEncoded = fc.constantFrom('email=a%40example.com&password=x', 'a=1&a=2', '%ZZ=%ZZ', '');
  return fc.tuple(fc.option(unexpectedContentType, { nil: undefined }), fc.oneof(json, formEncoded)).map(([contentType, payload]) => ({ contentType, payload }));
}

export function malformedBody(schema: JsonSchema | undefined, knownValues: KnownValues): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { weight: 5, arbitrary: withHostileFields(schema, knownValues).map(asJson) },
    { weight: 2, arbitrary: withoutRequiredFields(schema, knownValues).map(asJson) },
    { weight: 2, arbitrary: withExtraFields(schema, knownValues).map(asJson) },
    // Sometimes valid, to reach the handler with odd but legal input.
    { weight: 1, arbitrary: plausibleBody(schema, knownValues).map(asJson) },
    { weight: 1, arbitrary: wrongTopLevel(schema, knownValues).map(asJson) },
    { weight: 2, arbitrary: deeplyNested(schema) },
    { weight: 2, arbitrary: invalidJsonText.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 2, arbitrary: withUnexpectedContentType(schema, knownValues) },
    { weight: 1, arbitrary: fc.constantFrom<RawBody>({ contentType: 'application/json', payload: '' }, { contentType: undefined, payload: '' }) },
    { weight: 1, arbitrary: fc.constant<RawBody>({ contentType: 'application/json', payload: OVERSIZED_BODY }) },
  );
}
