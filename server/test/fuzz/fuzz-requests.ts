// A whole malformed request for one operation: who sends it, from where, and what.
import fc from 'fast-check';
import { PUBLIC_URL } from '../test-app.ts';
import { malformedBody, type RawBody } from './body-parts.ts';
import { encodeForUrl, malformedPercentEncoding } from './hostile-values.ts';
import type { HttpMethod, Operation } from './operations.ts';
import type { KnownValues } from './schema-values.ts';
import { SESSION_COOKIE_NAME } from './signed-in-users.ts';
import { pathSegment, queryString } from './url-parts.ts';

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Who sent it, for the report: anonymous, a role, or a forged cookie. */
  sender: string;
}

export interface Sender {
  label: string;
  cookie?: string;
}

export interface FuzzContext {
  /** Signed-in users of every role; requests are spread over them so per-account limits rarely answer first. */
  signedInSenders: Sender[];
  /** Real values by parameter or field name, so requests also reach the code behind validation. */
  knownValues: KnownValues;
}

const forgedCookie: fc.Arbitrary<Sender> = fc
  .oneof(
    fc.constantFrom('', 'garbage', '%ZZ', '.', 'a.b.c', '00000000-0000-0000-0000-000000000000.AAAA'),
    fc.uuid().map((token) => `${token}.${'A'.repeat(43)}=`),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map(encodeForUrl),
    malformedPercentEncoding,
    fc.constant('x'.repeat(5_000)),
  )
  .map((value) => ({ label: 'forged cookie', cookie: `${SESSION_COOKIE_NAME}=${value}` }));

function sender(context: FuzzContext): fc.Arbitrary<Sender> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Sender>({ label: 'anonymous' }) },
    { weight: 5, arbitrary: fc.constantFrom(...context.signedInSenders) },
    { weight: 1, arbitrary: forgedCookie },
  );
}

// Mostly our own origin (better-auth refuses cookie-bearing requests from others), sometimes none or a stranger.
const origin = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | undefined>(PUBLIC_URL) },
  { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>('null', 'http://evil.example', 'http://localhost:3000.evil.example') },
);

const hasBody = (method: HttpMethod) => method !== 'GET';

function fillPath(template: string, segments: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => segments[name] ?? '');
}

export function malformedRequest(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const segmentArbitraries = Object.fromEntries(
    operation.pathParameters.map((parameter) => [parameter.name, pathSegment(context.knownValues[parameter.name] ?? [])]),
  );
  const body: fc.Arbitrary<RawBody | undefined> = hasBody(operation.method) ? malformedBody(operation.body?.schema, context.knownValues) : fc.constant(undefined);
  return fc
    .record({ segments: fc.record(segmentArbitraries), query: queryString(operation.queryParameters, context.knownValues), body, sender: sender(context), origin })
    .map(({ segments, query, body: rawBody, sender: { label, cookie }, origin: originHeader }) => {
      const headers: Record<string, string> = {};
      if (originHeader !== undefined) headers.origin = originHeader;
      if (cookie !== undefined) headers.cookie = cookie;
      if (rawBody?.contentType !== undefined) headers['content-type'] = rawBody.contentType;
      return { method: operation.method, url: `${fillPath(operation.path, segments)}${query}`, headers, payload: rawBody?.payload, sender: label };
    });
}
