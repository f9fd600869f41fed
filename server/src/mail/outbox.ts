// The e-mail outbox (ARCHITECTURE §1, ADR 0004): a mail is a row written in the same transaction as the change
// that causes it; the worker loop sends it later, so a crash between commit and send loses nothing.
import { and, eq, sql } from 'drizzle-orm';
import { withoutBidiControls } from '@common/validation.ts';
import type { Database, Queryable } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { safeForLog } from '../http/log-safe.ts';
import { defaultRetryDelayMs, type WorkerLog, type WorkQueue } from '../jobs/background-worker.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

/**
 * A subject is one header line that no mail client isolates: line breaks and runs of spaces become one space,
 * and bidi controls are dropped, so a title's "\u202Eexe.fdp" cannot make "Your listing is live: …" read
 * "… pdf.exe" (ADR 0025). Every mail passes here, whatever built it.
 */
export function toSubjectLine(subject: string): string {
  return withoutBidiControls(subject).replace(/\s+/g, ' ').trim();
}

/** Whose personal data a mail carries (ADR 0024). */
export interface MailAbout {
  /**
   * Every account the mail names, quotes or is addressed to: its recipient, the buyer whose name and words it
   * quotes, the seller whose listing it describes. Erasing any of them purges the mail, sent or not
   * (profiles/account-erasure.ts); nothing searches mail for a name. Empty only for an address with no account.
   */
  aboutUserIds: readonly string[];
}

export async function enqueueEmail(db: Queryable, mail: OutgoingMail, about: MailAbout): Promise<void> {
  await db.insert(emailOutbox).values({ ...mail, subject: toSubjectLine(mail.subject), aboutUserIds: [...new Set(about.aboutUserIds)] });
}

export interface MailOutboxOptions {
  db: Database;
  transport: MailTransport;
  log: WorkerLog;
  /** After this many failed attempts a mail is kept as failed and not tried again. */
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
}

// A claimed mail is leased for this long: if the process dies while sending, another worker retries it after.
const CLAIM_LEASE_SECONDS = 120;

/** The outbox as one queue of the worker loop (jobs/background-worker.ts), which wakes, polls and drains it. */
export class MailOutbox implements WorkQueue {
  readonly name = 'outbox';
  private readonly options: Required<MailOutboxOptions>;

  constructor(options: MailOutboxOptions) {
    this.options = { ...options, maxAttempts: options.maxAttempts ?? 8, retryDelayMs: options.retryDelayMs ?? defaultRetryDelayMs };
  }

  async processDueBatch(batchSize: number): Promise<number> {
    const { db, transport, maxAttempts, retryDelayMs } = this.options;
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
        this.options.log.warn({ mailId: mail.id, attempt: mail.attempts, isFinal, error: safeForLog(message) }, 'e-mail send failed');
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
