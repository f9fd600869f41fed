// Building blocks of malformed input, independent of any schema: text, numbers and raw bytes that have
// broken parsers, databases, loggers and URL decoders before.
import fc from 'fast-check';

// NUL and other controls, bidi overrides, zero-width and line separators, BOM, lone surrogates.
const troublesomeCharacters = [
  '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000b', '\u001b', '\u007f', '\u0085', '\u00a0',
  '\u200b', '\u200d', '\u2028', '\u2029', '\u202e', '\ufeff', '\ufffd', '\ud800', '\udfff',
];

// NUL most often: PostgreSQL text cannot hold it, so it is the character most likely to turn into a 500.
const troublesomeCharacter = fc.oneof({ weight: 1, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: fc.constantFrom(...troublesomeCharacters) });

const notableTexts = [
  '', ' ', '   ', '🙂', '👩🏽‍💻', '👨‍👩‍👧‍👦', 'مرحبا بالعالم', '\u202egnp.exe', 'שלום עולם', 'हिन्दी लिस्टिंग', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗', '𝕳𝖊𝖑𝖑𝖔',
  'null', 'undefined', 'NaN', 'true', '0', '-1', '[]', '{}', '__proto__', 'constructor', 'prototype',
  '%', '%00', '%ZZ', '../../etc/passwd', '<script>alert(1)</script>', "' OR '1'='1' --", '${process.env}', '{{7*7}}',
  '\\', '\\u0000', '%s%s%s%n',
];

/** Longer than any field or path parameter allows (Fastify's default maxParamLength is 100). */
export const longText = fc
  .tuple(fc.constantFrom('a', 'é', '🙂', 'अ', '%', ' ', '\u0000'), fc.integer({ min: 101, max: 20_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...notableTexts),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 8 }), troublesomeCharacter, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  longText,
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e21, 1e-7),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers as they can appear in a query string, including the ones JSON cannot carry. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x10', '0b11', '1_000', ' 5', '5 ', '+5', '-0', '1.', '.5', '1e3'),
  fc.constantFrom('1,000', '١٢٣', '１２３', '9'.repeat(400), '-' + '9'.repeat(400), '', 'true', '[]'),
);

/** Any JSON value that is probably of the wrong type: text, numbers, booleans, null, arrays, objects. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Percent-encoding a decoder must refuse or handle: truncated, non-hex, overlong UTF-8, surrogates, NUL. */
export const malformedPercentEncoding = fc.constantFrom(
  '%', '%%', '%Z', '%ZZ', '%G0', '%0', 'abc%', 'abc%2', '%u0041', '%E0%A4', '%E0%A4%A', '%C0%AF', '%C0%80', '%ED%A0%80',
  '%F4%90%80%80', '%FF%FE', '%80', '%00', '%2F', '%5C', '%2e%2e', '%25', '%252F', '%0A', '%0D%0A', '%20', '%7F',
);

/** Text percent-encoded for a URL; a lone surrogate (which encodeURIComponent refuses) becomes invalid UTF-8. */
export function encodeForUrl(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** A JSON text nested a few hundred levels deep, sometimes tens of thousands. */
export const deeplyNestedJsonText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('array', 'object'),
    fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 200, max: 900 }) }, { weight: 1, arbitrary: fc.integer({ min: 5_000, max: 100_000 }) }),
  )
  .map(([kind, depth]) => (kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

export const invalidJsonText = fc.constantFrom(
  '{', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', 'NaN', '[1,2', '"unterminated', '{"a":1}}', '\ufeff{}', '{"a":1}garbage',
  'nul', 'tru', '{"a" 1}', '{"a":"\\uZZZZ"}', '{"a":"\\ud800"}', '1e999999', '-', ']', ',', '\u0000', '{"a":"\u0000"}',
  // Valid JSON that Fastify refuses on purpose (prototype poisoning).
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}',
);

/** Content types a JSON route does not expect, and JSON's own type written oddly. */
export const unexpectedContentType = fc.constantFrom(
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml',
  'application/octet-stream', 'application/json; charset=utf-16', 'application/JSON', 'application/json-patch+json',
  'application/vnd.api+json', '*/*', 'application', ';;;', 'application/json;;', 'text/html; charset=utf-8',
);
