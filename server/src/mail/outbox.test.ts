import { createServer } from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database-template.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { BackgroundWorker, type BackgroundWorkerOptions } from '../jobs/background-worker.ts';
import { enqueueEmail, MailOutbox, type MailOutboxOptions } from './outbox.ts';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport.ts';

const FROM = 'BizBazaar <no-reply@bizbazaar.in>';
/** These mails go to made-up addresses of no account. */
const ABOUT_NO_ACCOUNT = { aboutUserIds: [] };

let database: DatabaseHandle;
let db: Database;
let smtp: SmtpListener;
beforeAll(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startSmtpListener()]);
  db = database.db;
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});
// Each test starts from an empty outbox, so one test's pending mail is never another test's business.
afterEach(async () => {
  await db.delete(emailOutbox);
});

let mailCounter = 0;
function makeMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  mailCounter += 1;
  return {
    to: `buyer${mailCounter}@example.in`,
    subject: `Outbox test ${mailCounter}`,
    text: 'Your inquiry about the Pune chai stall (asking ₹12,00,000) has a reply.',
    html: '<p>Your inquiry has a reply.</p>',
    ...overrides,
  };
}

function smtpTransport(url: string): MailTransport {
  return createMailTransport({ smtpUrl: url, from: FROM, log: () => {} });
}

type WorkerOptions = Partial<Pick<MailOutboxOptions, 'maxAttempts' | 'retryDelayMs'> & Pick<BackgroundWorkerOptions, 'pollIntervalMs' | 'batchSize'>>;

/** The app's worker loop with the outbox as its only queue. */
function makeWorker(transport: MailTransport, { pollIntervalMs, batchSize, ...outboxOptions }: WorkerOptions = {}) {
  const warnings: string[] = [];
  const log = { info() {}, warn: (_details: object, message: string) => void warnings.push(message) };
  const outbox = new MailOutbox({ db, transport, log, ...outboxOptions });
  return { worker: new BackgroundWorker({ queues: [outbox], log, pollIntervalMs, batchSize }), warnings };
}

async function rowFor(subject: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
  if (!row) throw new Error(`no outbox row for "${subject}"`);
  return row;
}

/** An SMTP URL on which nothing listens (connection refused). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${address.port}`;
}

describe('the e-mail outbox', () => {
  it('sends an enqueued mail once over SMTP and marks it sent', async () => {
    const mail = makeMail();
    await enqueueEmail(db, mail, ABOUT_NO_ACCOUNT);
    const transport = smtpTransport(smtp.url);
    const { worker } = makeWorker(transport);

    const before = Date.now();
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    transport.close();

    const delivered = smtp.mails.filter((caught) => caught.subject === mail.subject);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual([mail.to]);
    expect(delivered[0]?.body).toContain(`From: ${FROM}`);
    expect(delivered[0]?.body).toContain('asking ₹12,00,000');
    expect(delivered[0]?.body).toContain('<p>Your inquiry has a reply.</p>');

    const row = await rowFor(mail.subject);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a mail the SMTP server refuses (451) and retries it later, with backoff', async () => {
    const busy = await startSmtpListener({ rejectWith: () => 'mailbox busy, try later' });
    const transport = smtpTransport(busy.url);
    const { worker, warnings } = makeWorker(transport);
    const mail = makeMail();
    await enqueueEmail(db, mail, ABOUT_NO_ACCOUNT);

    expect(await worker.drain()).toBe(1);
    const row = await rowFor(mail.subject);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/451.*mailbox busy, try later/);
    // The default backoff waits 30 s before the second attempt.
    const waitMs = row.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(30_000);
    expect(warnings).toEqual(['e-mail send failed']);

    // Not due yet: the next pass leaves it alone.
    expect(await worker.drain()).toBe(0);
    expect((await rowFor(mail.subject)).attempts).toBe(1);
    expect(busy.mails).toEqual([]);
    transport.close();
    await busy.close();
  });

  it('gives up after maxAttempts and keeps the mail as failed with its error', async () => {
    const transport = smtpTransport(await closedPortUrl());
    const { worker } = makeWorker(transport, { maxAttempts: 2, retryDelayMs: () => 0 });
    const mail = makeMail();
    await enqueueEmail(db, mail, ABOUT_NO_ACCOUNT);

    expect(await worker.drain()).toBe(1);
    expect(await rowFor(mail.subject)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') });

    expect(await worker.drain()).toBe(1);
    expect(await rowFor(mail.subject)).toMatchObject({ status: 'failed', attempts: 2, sentAt: null, lastError: expect.stringContaining('ECONNREFUSED') });

    expect(await worker.drain()).toBe(0);
    expect(await rowFor(mail.subject)).toMatchObject({ status: 'failed', attempts: 2 });
    transport.close();
  });

  it('never sends a mail enqueued in a transaction that rolled back', async () => {
    const rolledBack = makeMail();
    const committed = makeMail();
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, rolledBack, ABOUT_NO_ACCOUNT);
        throw new Error('the listing insert failed');
      }),
    ).rejects.toThrow('the listing insert failed');
    await db.transaction(async (tx) => enqueueEmail(tx, committed, ABOUT_NO_ACCOUNT));

    const transport = smtpTransport(smtp.url);
    const { worker } = makeWorker(transport);
    expect(await worker.drain()).toBe(1);
    transport.close();

    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.subject, rolledBack.subject))).toEqual([]);
    expect(smtp.mails.filter((caught) => caught.subject === rolledBack.subject)).toEqual([]);
    expect(smtp.mails.filter((caught) => caught.subject === committed.subject)).toHaveLength(1);
  });

  it('sends, after a restart, a mail committed while no worker ran (a crash between commit and send)', async () => {
    const mail = makeMail();
    await enqueueEmail(db, mail, ABOUT_NO_ACCOUNT);
    expect(await rowFor(mail.subject)).toMatchObject({ status: 'pending', attempts: 0 });

    const restarted = await createTestApp({ database, config: { smtpUrl: smtp.url } });
    try {
      const delivered = await smtp.waitForMail((caught) => caught.subject === mail.subject);
      expect(delivered.to).toEqual([mail.to]);
      await vi.waitFor(async () => expect(await rowFor(mail.subject)).toMatchObject({ status: 'sent', attempts: 1 }));
    } finally {
      await restarted.close();
    }
  });

  it('lets two workers drain one table at once without sending any mail twice', async () => {
    const mails = Array.from({ length: 25 }, () => makeMail());
    for (const mail of mails) await enqueueEmail(db, mail, ABOUT_NO_ACCOUNT);
    const [first, second] = [smtpTransport(smtp.url), smtpTransport(smtp.url)];
    const workers = [makeWorker(first, { batchSize: 4 }).worker, makeWorker(second, { batchSize: 4 }).worker];

    const claimed = await Promise.all(workers.map((worker) => worker.drain()));
    first.close();
    second.close();

    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(25);
    const subjects = new Set(mails.map((mail) => mail.subject));
    const delivered = smtp.mails.filter((caught) => subjects.has(caught.subject)).map((caught) => caught.subject);
    expect(delivered.sort()).toEqual([...subjects].sort());
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.subject, [...subjects]));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(mails.map(() => ['sent', 1]));
  });

  it('sends a mail enqueued during a running pass right after it, not a poll interval later', async () => {
    let releaseFirst = () => {};
    const firstIsBlocked = new Promise<void>((resolve) => (releaseFirst = resolve));
    let signalSendStarted = () => {};
    const sendStarted = new Promise<void>((resolve) => (signalSendStarted = resolve));
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(mail) {
        if (mail.subject.endsWith('first')) {
          signalSendStarted();
          await firstIsBlocked;
        }
        sent.push(mail.subject);
      },
      close() {},
    };
    const { worker } = makeWorker(transport, { pollIntervalMs: 60_000 });
    const first = makeMail({ subject: `${makeMail().subject} first` });
    const second = makeMail();

    await enqueueEmail(db, first, ABOUT_NO_ACCOUNT);
    worker.start();
    await sendStarted;
    await enqueueEmail(db, second, ABOUT_NO_ACCOUNT);
    worker.wake(); // what the app does after each enqueue
    // Let any timer the wake() set fire while the first mail is still being sent, then let that send finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseFirst();

    try {
      await vi.waitFor(() => expect(sent).toEqual([first.subject, second.subject]), { timeout: 3_000, interval: 20 });
    } finally {
      await worker.stop();
    }
    expect(await db.select({ status: emailOutbox.status }).from(emailOutbox).where(like(emailOutbox.subject, 'Outbox test %'))).toEqual([
      { status: 'sent' },
      { status: 'sent' },
    ]);
  });
});
