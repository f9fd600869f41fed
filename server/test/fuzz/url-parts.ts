// The URL of a malformed request, derived from the operation's parameters: path segments and query strings.
import fc from 'fast-check';
import { encodeForUrl, hostileNumberText, hostileText, longText, malformedPercentEncoding } from './hostile-values.ts';
import type { JsonSchema, Parameter } from './operations.ts';
import { boundaryValues, plausibleValue, type KnownValues } from './schema-values.ts';

const segmentWithMalformedEncoding = fc
  .tuple(fc.string({ unit: 'grapheme-ascii', maxLength: 6 }).map(encodeForUrl), malformedPercentEncoding, fc.string({ unit: 'grapheme-ascii', maxLength: 6 }).map(encodeForUrl))
  .map((parts) => parts.join(''));

const oddSegment = fc.constantFrom('', '.', '..', '%2e', ' ', '+', ';x=1', '~', '*', "'", '"', '<>', '`', '?', '#', '/');

/** A path segment as written in the URL (already encoded where it should be): real values, altered or not, and junk. */
export function pathSegment(knownValues: readonly string[]): fc.Arbitrary<string> {
  const junk = fc.oneof(
    { weight: 3, arbitrary: hostileText.map(encodeForUrl) },
    { weight: 2, arbitrary: segmentWithMalformedEncoding },
    { weight: 1, arbitrary: longText.map(encodeForUrl) },
    { weight: 1, arbitrary: oddSegment },
  );
  if (knownValues.length === 0) return junk;
  const known = fc.constantFrom(...knownValues);
  const alteredKnown = fc
    .tuple(known, fc.constantFrom('%00', '/extra', '%2F..', ' ', '%20', '.json', '%', '%ZZ', 'x'.repeat(120)))
    .map(([value, suffix]) => `${value}${suffix}`);
  return fc.oneof({ weight: 3, arbitrary: known }, { weight: 2, arbitrary: alteredKnown }, { weight: 5, arbitrary: junk });
}

function plausibleQueryText(parameter: Parameter, knownValues: KnownValues): fc.Arbitrary<string> {
  const known = knownValues[parameter.name] ?? [];
  const generated = plausibleValue(parameter.schema).map((value) => encodeForUrl(typeof value === 'string' ? value : JSON.stringify(value) ?? ''));
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known.map(encodeForUrl)), generated) : generated;
}

function hostileQueryText(schema: JsonSchema): fc.Arbitrary<string> {
  const boundaries = boundaryValues(schema).map((value) => encodeForUrl(typeof value === 'string' ? value : String(value)));
  return fc.oneof(
    hostileText.map(encodeForUrl),
    hostileNumberText.map(encodeForUrl),
    malformedPercentEncoding,
    boundaries.length > 0 ? fc.constantFrom(...boundaries) : hostileNumberText.map(encodeForUrl),
  );
}

/** Names other endpoints use, so an undocumented reader of the query (e.g. better-auth) is reached too. */
const commonQueryNames = ['token', 'callbackURL', 'redirectTo', 'email', 'id', 'error', 'cursor', 'limit', '__proto__', 'constructor'];
const extraQueryName = fc.oneof(fc.constantFrom(...commonQueryNames), hostileText.map(encodeForUrl), malformedPercentEncoding);

type QueryPair = readonly [key: string, value: string];

/** Some declared parameters with plausible values, and up to two of them broken: one wrong part at a time
 * gets past the others' validation. */
function declaredPairs(parameters: Parameter[], knownValues: KnownValues): fc.Arbitrary<QueryPair[]> {
  if (parameters.length === 0) return fc.constant([]);
  const names = parameters.map((parameter) => parameter.name);
  return fc
    .tuple(
      fc.tuple(...parameters.map((parameter) => fc.option(plausibleQueryText(parameter, knownValues), { nil: undefined, freq: 2 }))),
      fc.tuple(...parameters.map((parameter) => hostileQueryText(parameter.schema))),
      fc.subarray(names, { maxLength: Math.min(2, names.length) }),
    )
    .map(([plausible, hostile, broken]) =>
      parameters.flatMap((parameter, index): QueryPair[] => {
        const value = broken.includes(parameter.name) ? hostile[index] : plausible[index];
        return value === undefined ? [] : [[parameter.name, value]];
      }),
    );
}

/** Duplicate keys (`sort=date&sort=price`) and bracket syntax (`sort[]=x`) turn a value into an array or object. */
function repeatedPairs(parameters: Parameter[]): fc.Arbitrary<QueryPair[]> {
  const names = [...parameters.map((parameter) => parameter.name), ...commonQueryNames.slice(0, 3)];
  return fc.array(
    fc.tuple(fc.constantFrom(...names), fc.constantFrom('', '', '[]', '[0]', '[a][b]', '.x'), hostileQueryText({})).map(([name, suffix, value]): QueryPair[] => [
      [`${name}${suffix}`, value],
      [name, value],
    ]),
    { maxLength: 2 },
  ).map((lists) => lists.flat());
}

const oddQuery = fc.constantFrom('?', '?&', '?&&=&', '?=', '?==', '?a', '?%ZZ', '?%00=1', `?${'a=1&'.repeat(2_000)}`, '?;', '?+=+', '?%=%');

export function queryString(parameters: Parameter[], knownValues: KnownValues): fc.Arbitrary<string> {
  const pairs = fc
    .tuple(declaredPairs(parameters, knownValues), repeatedPairs(parameters), fc.array(fc.tuple(extraQueryName, hostileQueryText({})), { maxLength: 2 }))
    .map(([declared, repeated, extra]) => [...declared, ...repeated, ...extra]);
  const assembled = pairs.map((list) => (list.length === 0 ? '' : `?${list.map(([key, value]) => `${key}=${value}`).join('&')}`));
  return fc.oneof({ weight: 9, arbitrary: assembled }, { weight: 1, arbitrary: oddQuery });
}
