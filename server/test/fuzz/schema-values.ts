// Values derived from an operation's JSON Schema: plausible ones that get past validation into deeper code,
// and hostile ones aimed at the schema's own limits (one past maxLength, below minimum, the wrong type).
import fc from 'fast-check';
import { hostileJsonValue, hostileNumber, hostileText } from './hostile-values.ts';
import type { JsonSchema } from './operations.ts';

/** Real values by field or parameter name (listing ids, a category id, a user's address), so that a request
 * with one broken part has every other part right and reaches the code behind validation. */
export type KnownValues = Record<string, readonly string[]>;

const UNBOUNDED = 1_000_000;
const MAX_PLAUSIBLE_DEPTH = 4;

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern in a syntax JavaScript does not read: fall back to plain text.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

function wholeNumberBetween(minimum: number, maximum: number): fc.Arbitrary<number> {
  return fc.bigInt({ min: BigInt(Math.ceil(minimum)), max: BigInt(Math.floor(maximum)) }).map(Number);
}

function plausibleProperty(name: string, schema: JsonSchema, knownValues: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const known = knownValues[name] ?? [];
  const generated = plausibleValue(schema, knownValues, depth + 1);
  return known.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated }) : generated;
}

/** A value the schema probably accepts. */
export function plausibleValue(schema: JsonSchema, knownValues: KnownValues = {}, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => plausibleValue(alternative, knownValues, depth + 1)));
  if (schema.allOf?.[0]) return plausibleValue(schema.allOf[0], knownValues, depth + 1);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const minimum = schema.minimum ?? -UNBOUNDED;
  const maximum = schema.maximum ?? UNBOUNDED;
  switch (firstType(schema)) {
    case 'string':
      return plausibleText(schema);
    case 'integer':
      return wholeNumberBetween(minimum, maximum);
    case 'number':
      return fc.double({ min: minimum, max: maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth >= MAX_PLAUSIBLE_DEPTH) return fc.constant([]);
      return fc.array(plausibleValue(schema.items ?? {}, knownValues, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, 3) });
    case 'object': {
      if (depth >= MAX_PLAUSIBLE_DEPTH) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {})
        .filter(([, property]) => property.not === undefined)
        .map(([name, property]) => [name, plausibleProperty(name, property, knownValues, depth)] as const);
      return fc.record(Object.fromEntries(properties), { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values on and just past the schema's limits. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1), '🙂'.repeat(schema.maxLength));
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1));
  if (schema.minimum !== undefined) values.push(schema.minimum, schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) values.push(schema.maximum, schema.maximum + 1, schema.maximum + 0.5);
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  const firstEnumValue = schema.enum?.[0];
  if (typeof firstEnumValue === 'string') values.push(firstEnumValue.toUpperCase(), ` ${firstEnumValue}`, `${firstEnumValue}\u0000`, [firstEnumValue]);
  const type = firstType(schema);
  if (type === 'integer' || type === 'number') values.push(2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 0.1);
  if (type === 'string') values.push('', 'a\u0000b', 12345, true);
  return values;
}

/** A value aimed at the schema: past its limits, of the wrong type, or hostile text for a string. */
export function hostileValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const boundaries = boundaryValues(schema);
  const anyHostileValue = fc.oneof({ weight: 3, arbitrary: hostileJsonValue }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: hostileNumber });
  if (boundaries.length === 0) return anyHostileValue;
  return fc.oneof({ weight: 5, arbitrary: anyHostileValue }, { weight: 3, arbitrary: fc.constantFrom(...boundaries) });
}
