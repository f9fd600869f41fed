// Compression of what the server sends (issue 12, ADR 0017). The built SPA's files are compressed once at build
// (brotli and gzip beside each file) and @fastify/static picks the variant the client accepts; everything made
// per request (JSON, the SPA's HTML page, sitemap.xml) is compressed here when it is worth it.
import type { FastifyCompressOptions } from '@fastify/compress';

/** Below this many bytes compression saves less than it costs (a header, a round of CPU). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionOptions: FastifyCompressOptions = {
  // Brotli first: smaller at the quality @fastify/compress uses for answers made per request (4).
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  // Text and JSON only: covers (PNG, JPEG) are compressed already, and an event stream must not be buffered.
  customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript|^image\/svg\+xml/u,
  // Requests are not decompressed: nothing the browser sends is compressed, and a compressed body would only
  // be a way round the body limit.
  globalDecompression: false,
};
