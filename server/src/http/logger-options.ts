// The app's pino options. pino already writes JSON, which escapes C0 control characters, but a log line can
// still carry a 200,000-character name, and a dev viewer (pino-pretty) turns "\u001b" back into a raw ESC.
// So every string of every line (message, logged objects, serialised errors, bindings) goes through
// safeForLog before it is written.
import type { FastifyServerOptions } from 'fastify';
import { safeForLog, safeStackForLog } from './log-safe.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
export type LogStream = NonNullable<LoggerOptions['stream']>;

/** Deeper than anything we log on purpose; a deeper user object is cut here instead of recursing further. */
const MAX_LOGGED_DEPTH = 16;

function sanitizeLogValue(value: unknown, key: string, depth: number): unknown {
  // A stack trace is read frame by frame, so it keeps the line breaks between frames.
  if (typeof value === 'string') return key === 'stack' ? safeStackForLog(value) : safeForLog(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_LOGGED_DEPTH) return '[nested too deeply]';
  if (Array.isArray(value)) return value.map((item) => sanitizeLogValue(item, key, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [safeForLog(name), sanitizeLogValue(item, name, depth + 1)]));
}

/**
 * Works on the finished line, after pino's serializers (an error's message and stack exist only then). Parsing
 * the line again costs microseconds, and this app logs errors and warnings, not every request.
 */
export function sanitizeLogLine(line: string): string {
  return `${JSON.stringify(sanitizeLogValue(JSON.parse(line), '', 0))}\n`;
}

export function createLoggerOptions(options: { level: string; stream?: LogStream }): LoggerOptions {
  return { level: options.level, stream: options.stream, hooks: { streamWrite: sanitizeLogLine } };
}
