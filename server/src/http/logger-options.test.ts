import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuth } from '../modules/auth/auth.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { LOG_VALUE_MAX_LENGTH } from './log-safe.ts';

const HOSTILE_NAME = `\u001b[31mAsha\u001b[0m\nTo: victim@example.com\r\n\u202eevil${'x'.repeat(200_000)}`;
// A raw control character other than a line break, or a bidi override (JSON escapes them; parsing undoes it).
const UNSAFE_CHARACTER = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/; // eslint-disable-line no-control-regex

let testApp: TestApp;
const lines: string[] = [];
const testLimit = { name: 'test-log-name', per: 'ip', max: 100, windowSeconds: 60 } as const;

beforeAll(async () => {
  testApp = await createTestApp({
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
    config: { logLevel: 'info' },
    beforeReady(app) {
      app.withTypeProvider<ZodTypeProvider>().post('/api/test/log-name', { config: { rateLimit: [testLimit] }, schema: { body: z.object({ name: z.string() }) } }, async (request) => {
        request.log.warn({ name: request.body.name, nested: { list: [request.body.name] } }, `signing up ${request.body.name}`);
        throw new Error(`could not sign up ${request.body.name}`);
      });
    },
  });
});
afterAll(() => testApp.close());

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...allStrings(item)]);
}

describe('the app logger', () => {
  it('writes a 200,000-character name with ANSI escapes and newlines truncated and escaped', async () => {
    const response = await testApp.request({ method: 'POST', url: '/api/test/log-name', payload: { name: HOSTILE_NAME } });
    expect(response.statusCode).toBe(500);

    const written = lines.filter((line) => line.includes('Asha'));
    expect(written.length).toBe(2); // the warning, then the error handler's "request failed"
    for (const line of written) {
      expect(line.length).toBeLessThan(20 * LOG_VALUE_MAX_LENGTH);
      const entry: unknown = JSON.parse(line);
      for (const text of allStrings(entry)) expect(text).not.toMatch(UNSAFE_CHARACTER);
    }
    const warning = JSON.parse(written[0] ?? '') as { msg: string; name: string; nested: { list: string[] } };
    expect(warning.msg).toContain('signing up \\u001b[31mAsha\\u001b[0m\\u000aTo: victim@example.com\\u000d\\u000a\\u202eevilxxx');
    expect(warning.msg).toContain('… (200,');
    expect(warning.name).toMatch(/^\\u001b\[31mAsha.*… \(200,\d{3} characters\)$/);
    expect(`${warning.msg}${warning.name}`).not.toContain('\n');
    expect(warning.nested.list[0]).toBe(warning.name);

    const failure = JSON.parse(written[1] ?? '') as { err: { message: string; stack: string } };
    expect(failure.err.message).toContain('could not sign up \\u001b[31mAsha');
    // The stack keeps its own line breaks, but the name's newline stays escaped inside the first line.
    const stackLines = failure.err.stack.split('\n');
    expect(stackLines[0]).toContain('\\u000aTo: victim@example.com');
    expect(stackLines.some((line) => line.startsWith('To:'))).toBe(false);
    expect(stackLines[1]).toMatch(/^\s+at /);
  });

  it('stays escaped when a developer pipes the log through pino-pretty', () => {
    const pretty = prettyFactory({ colorize: false });
    const written = lines.filter((candidate) => candidate.includes('Asha'));
    expect(written).not.toHaveLength(0);
    for (const line of written) {
      const output = pretty(line);
      expect(output).not.toMatch(UNSAFE_CHARACTER);
      expect(output.split('\n').some((printed) => printed.trimStart().startsWith('To:'))).toBe(false);
    }
  });
});

describe('the better-auth logger bridge', () => {
  it('escapes and truncates the user input better-auth puts in its messages', async () => {
    const messages: string[] = [];
    const record = (_object: object, message: string) => void messages.push(message);
    const auth = createAuth({
      db: testApp.database.db,
      publicUrl: PUBLIC_URL,
      secret: 'test-secret-test-secret-test-secret-42',
      enqueueEmail: async () => {},
      log: { debug: record, info: record, warn: record, error: record },
    });
    (await auth.$context).logger.info(`Sign-up attempt for existing email: ${HOSTILE_NAME}`);

    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^auth: Sign-up attempt for existing email: \\u001b\[31mAsha\\u001b\[0m\\u000aTo: victim/);
    expect(messages[0]).not.toMatch(UNSAFE_CHARACTER);
    expect(messages[0]).not.toContain('\n');
    expect(messages[0]?.length).toBeLessThan(LOG_VALUE_MAX_LENGTH + 200);
  });
});
