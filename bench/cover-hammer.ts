// A botnet fetching listing covers as PNG: 16 connections, unthrottled, each request a random listing with a
// random query string (so no cache in front could answer it) from a random client address (so the
// per-address limit rarely bites). The server must trust X-Forwarded-For from loopback (TRUST_PROXY=loopback).
import autocannon from 'autocannon';

export const HAMMER_CONNECTIONS = 16;
// 4,096 addresses in the benchmarking range (198.18.0.0/15, RFC 2544): at ~1,000 req/s each sends ~15 a
// minute, far below the per-address cover limit, as a botnet spreads its load.
const BOTNET_ADDRESSES = 4096;

export interface HammerTally {
  requests: number;
  requestsPerSecond: number;
  /** 200 drawn for this request (x-cover-cache: miss), or unlabelled on a server that does not say. */
  rendered: number;
  /** 200 from the server's cover cache, or sharing a render already under way. */
  cached: number;
  /** 429: over the per-address limit. */
  limited: number;
  /** 503: the render queue was full. */
  shed: number;
  other: number;
}

function randomAddress(): string {
  const host = Math.floor(Math.random() * BOTNET_ADDRESSES);
  return `198.18.${host >> 8}.${host & 255}`;
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** Hammers `cover.png` of the given listings for `durationSeconds` and counts how the server answered. */
export async function hammerCovers(url: string, listingIds: readonly string[], durationSeconds: number): Promise<HammerTally> {
  const tally = { rendered: 0, cached: 0, limited: 0, shed: 0, other: 0 };
  const result = await autocannon({
    url,
    connections: HAMMER_CONNECTIONS,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/listings/${pick(listingIds)}/cover.png?v=${Math.random().toString(36).slice(2)}`,
          headers: { ...request.headers, 'x-forwarded-for': randomAddress() },
        }),
        onResponse: (status, _body, _context, headers) => {
          const cacheState = headers?.['x-cover-cache'];
          if (status === 200 && (cacheState === 'hit' || cacheState === 'shared')) tally.cached += 1;
          else if (status === 200) tally.rendered += 1;
          else if (status === 429) tally.limited += 1;
          else if (status === 503) tally.shed += 1;
          else tally.other += 1;
        },
      },
    ],
  });
  return { requests: result.requests.total, requestsPerSecond: result.requests.average, ...tally };
}

export function describeTally(tally: HammerTally): string {
  return (
    `${tally.requests.toLocaleString('en-IN')} requests (${tally.requestsPerSecond.toFixed(0)}/s): ${tally.rendered} rendered, ` +
    `${tally.cached} cached, ${tally.limited} limited (429), ${tally.shed} shed (503), ${tally.other} other`
  );
}
