// Turns the failures of a fuzz run into one readable message: one entry per kind of failure (operation,
// problem, status, error code), with its count and the shortest request that shows it.
import type { FuzzRequest } from './fuzz-requests.ts';

export interface ResponseSummary {
  /** 0 when no answer came back at all. */
  status: number;
  contentType: string;
  body: string;
}

export interface FuzzFailure {
  operation: string;
  problems: string[];
  request: FuzzRequest;
  response: ResponseSummary;
}

const SHOWN_CHARACTERS = 300;

/** Shortened, and JSON-quoted so NUL, control characters and trailing spaces stay visible. */
export function truncate(text: string, limit = SHOWN_CHARACTERS): string {
  const shown = text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
  return JSON.stringify(shown);
}

function errorCodeOf(response: ResponseSummary): string {
  return /"code":"(\w+)"/.exec(response.body)?.[1] ?? 'no error code';
}

function kindOf(failure: FuzzFailure): string {
  return `${failure.operation} | ${failure.problems.join('; ')} | ${failure.response.status} ${errorCodeOf(failure.response)}`;
}

const sizeOf = (request: FuzzRequest) => request.url.length + (request.payload?.length ?? 0);

function describeFailure(failure: FuzzFailure, count: number): string {
  const { request, response } = failure;
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${truncate(value, 80)}`);
  return [
    `✗ ${failure.operation}: ${failure.problems.join('; ')} (${count}×)`,
    `  request:  ${request.method} ${truncate(request.url, 200)} as ${request.sender}`,
    `            headers { ${headers.join(', ')} }`,
    ...(request.payload === undefined ? [] : [`            body ${truncate(request.payload, 200)}`]),
    `  response: ${response.status} ${response.contentType} ${truncate(response.body)}`,
  ].join('\n');
}

export function formatFailures(failures: FuzzFailure[], header: string): string {
  const byKind = new Map<string, { shortest: FuzzFailure; count: number }>();
  for (const failure of failures) {
    const kind = kindOf(failure);
    const seen = byKind.get(kind);
    if (!seen) byKind.set(kind, { shortest: failure, count: 1 });
    else byKind.set(kind, { shortest: sizeOf(failure.request) < sizeOf(seen.shortest.request) ? failure : seen.shortest, count: seen.count + 1 });
  }
  const entries = [...byKind.values()].map(({ shortest, count }) => describeFailure(shortest, count));
  return `${header}: ${failures.length} failing requests of ${byKind.size} kinds\n\n${entries.join('\n\n')}`;
}
