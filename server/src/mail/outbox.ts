// The e-mail outbox (ARCHITECTURE §1): a mail is a row written in the same transaction as the change that
// causes it; a worker sends it later, so a crash between commit and send loses nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export async function enqueueEmail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.insert(emailOutbox).values(mail);
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: { info(message: string): void; warn(object: object, message: string): void };
  /** After this many failed attempts a mail is kept as failed and not tried again. */
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
  pollIntervalMs?: number;
  batchSize?: number;
}

// A claimed mail is leased for this long: if the process dies while sending, another worker retries it after.
const CLAIM_LEASE_SECONDS = 120;

export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = true;
  /** A wake() arrived while a pass was running: that pass may have looked for mail before it was written. */
  private isWakePending = false;
  private readonly options: Required<OutboxWorkerOptions>;

  constructor(options: OutboxWorkerOptions) {
    this.options = { maxAttempts: 8, retryDelayMs: defaultRetryDelayMs, pollIntervalMs: 5_000, batchSize: 10, ...options };
  }

  start() {
    this.isStopped = false;
    this.wake();
  }

  /** Ask for a pass soon (after a mail is enqueued), instead of waiting for the next poll. */
  wake() {
    if (this.isStopped) return;
    if (this.running) {
      // The running pass may have looked for due mail before this one was written: go again right after it.
      this.isWakePending = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  async stop() {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Sends every mail that is due now; resolves when the pass is over. Returns how many were claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.sendDueBatch();
      total += claimed;
      if (claimed < this.options.batchSize) return total;
    }
  }

  private async tick() {
    if (this.running) {
      this.isWakePending = true;
      return;
    }
    this.isWakePending = false;
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.isStopped) return;
        // Without this, a mail enqueued during a pass would wait a whole poll interval.
        // (No other timer is pending here: while a pass runs, wake() only sets the flag.)
        const delay = this.isWakePending ? 0 : this.options.pollIntervalMs;
        this.isWakePending = false;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.tick(), delay);
      });
    await this.running;
  }

  private async sendDueBatch(): Promise<number> {
    const { db, transport, maxAttempts, retryDelayMs, batchSize } = this.options;
    // SKIP LOCKED lets any number of workers (processes) share the table without sending a mail twice.
    const claimed = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(
        sql`${emailOutbox.id} in (select id from ${emailOutbox} where ${emailOutbox.status} = 'pending'
          and ${emailOutbox.nextAttemptAt} <= now() order by ${emailOutbox.nextAttemptAt} limit ${batchSize}
          for update skip locked)`,
      )
      .returning();

    for (const mail of claimed) {
      try {
        await transport.send(mail);
        await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, mail.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const isFinal = mail.attempts >= maxAttempts;
        this.options.log.warn({ mailId: mail.id, attempt: mail.attempts, isFinal, error: message }, 'e-mail send failed');
        await db
          .update(emailOutbox)
          .set({
            status: isFinal ? 'failed' : 'pending',
            lastError: message.slice(0, 2000),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
          })
          .where(and(eq(emailOutbox.id, mail.id), eq(emailOutbox.status, 'pending')));
      }
    }
    return claimed.length;
  }
}
