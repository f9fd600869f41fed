// ADR 0026: an SMTP server that accepts connections and never greets holds up neither the jobs (each queue of the
// worker loop drains in its own lane) nor the outbox for longer than one bounded attempt per mail, and the mail is
// sent once the server answers again. The app's own worker and transport, a real SMTP listener for the recovery.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { emailOutbox } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { enqueueEmail } from './outbox.ts';
import { MAIL_ATTEMPT_TIMEOUT_MS } from './transport.ts';

// The retry waits this long after the failed attempt, time enough to put the real listener on the port.
const RETRY_DELAY_MS = 3_000;

interface HungSmtpServer {
  port: number;
  /** When each connection was accepted. */
  acceptedAt: number[];
  close(): Promise<void>;
}

/** Accepts every connection and says nothing, like a mail server that hangs before its greeting. */
async function startHungSmtpServer(): Promise<HungSmtpServer> {
  const sockets = new Set<Socket>();
  const acceptedAt: number[] = [];
  const server: Server = createServer((socket) => {
    acceptedAt.push(Date.now());
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    acceptedAt,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let hung: HungSmtpServer;
let recovered: SmtpListener | undefined;
let testApp: TestApp;
const jobRuns: number[] = [];

beforeAll(async () => {
  hung = await startHungSmtpServer();
  testApp = await createTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${hung.port}` },
    outbox: { retryDelayMs: () => RETRY_DELAY_MS },
    worker: { pollIntervalMs: 200 },
    beforeReady: (app) => app.jobs.register('test-while-mail-hangs', async () => void jobRuns.push(Date.now())),
  });
});
afterAll(async () => {
  await testApp.close();
  await hung.close();
  await recovered?.close();
});

describe('with an SMTP server that never greets', () => {
  it('runs a job at once while a mail attempt hangs, ends the attempt within its bound, and sends the mail once the server answers', async () => {
    const { db } = testApp.database;
    const subject = `Hung server test ${Date.now()}`;
    await enqueueEmail(db, { to: 'meera@example.in', subject, text: 'Your listing is live.', html: null }, { aboutUserIds: [] });
    testApp.app.outbox.wake();
    await vi.waitFor(() => expect(hung.acceptedAt).toHaveLength(1), { timeout: 5_000, interval: 10 });

    // The mail's attempt is now waiting for a greeting; a job enqueued meanwhile does not wait for it.
    const jobEnqueuedAt = Date.now();
    await enqueueJob(db, { kind: 'test-while-mail-hangs', payload: {} });
    testApp.app.outbox.wake();
    await vi.waitFor(() => expect(jobRuns).toHaveLength(1), { timeout: MAIL_ATTEMPT_TIMEOUT_MS * 2, interval: 10 });
    expect((jobRuns[0] ?? Infinity) - jobEnqueuedAt).toBeLessThan(1_000);

    // The attempt ends within its bound and leaves the mail pending, to be tried again later.
    const rowOf = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject)))[0];
    await vi.waitFor(async () => expect((await rowOf())?.lastError).toBeTruthy(), { timeout: MAIL_ATTEMPT_TIMEOUT_MS * 2, interval: 50 });
    const attemptEndedAt = Date.now();
    expect(attemptEndedAt - (hung.acceptedAt[0] ?? 0)).toBeLessThan(MAIL_ATTEMPT_TIMEOUT_MS + 1_500);
    expect(await rowOf()).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });

    // The server answers again on the same address: the retry delivers the mail, and nothing was lost.
    await hung.close();
    recovered = await startSmtpListener({ port: hung.port });
    const delivered = await recovered.waitForMail((mail) => mail.subject === subject, RETRY_DELAY_MS + MAIL_ATTEMPT_TIMEOUT_MS);
    expect(delivered.to).toEqual(['meera@example.in']);
    await vi.waitFor(async () => expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2 }), { timeout: 5_000, interval: 50 });
  }, 60_000);
});
