// Where e-mail leaves the process: SMTP when SMTP_URL is set, otherwise the console, so a newcomer can click
// the verification link from the terminal (ARCHITECTURE §1).
import nodemailer from 'nodemailer';
import { withoutBidiControls } from '@common/validation.ts';
import { safeForLog, safeLinesForLog } from '../http/log-safe.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The console's copy of a mail. Users choose part of it (their name in the greeting), so control characters
 * are escaped, and every body line is indented: a line break inside a name can only start another indented
 * line, never a "To:" line of its own.
 */
function formatMailForConsole(mail: OutgoingMail): string {
  // A terminal isolates nothing: the isolates around a user's words (ADR 0025) and any bidi control are dropped.
  const body = safeLinesForLog(withoutBidiControls(mail.text))
    .split('\n')
    .map((line) => `  │ ${line}`)
    .join('\n');
  return `\n── e-mail (SMTP_URL not set, printed instead) ──\nTo: ${safeForLog(mail.to)}\nSubject: ${safeForLog(mail.subject)}\n\n${body}\n──`;
}

/**
 * The longest one attempt to hand a mail to the SMTP server may take, from connecting to the server's answer to the
 * message (ADR 0026). A server that accepts the connection and never greets (or stalls later) costs this much, not
 * nodemailer's 30 s greeting wait or 10 min of silence; the mail stays pending and is tried again with the
 * outbox's backoff. Ten mails of a batch at this bound stay within their two-minute claim (outbox.ts).
 */
export const MAIL_ATTEMPT_TIMEOUT_MS = 10_000;

export function createMailTransport(options: { smtpUrl: string | undefined; from: string; log: (line: string) => void }): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log(formatMailForConsole(mail));
      },
      close() {},
    };
  }
  // connectionTimeout covers connecting and the greeting; socketTimeout any later silence; the signal the whole attempt.
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: MAIL_ATTEMPT_TIMEOUT_MS,
    greetingTimeout: MAIL_ATTEMPT_TIMEOUT_MS,
    socketTimeout: MAIL_ATTEMPT_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      const signal = AbortSignal.timeout(MAIL_ATTEMPT_TIMEOUT_MS);
      try {
        await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, signal });
      } catch (error) {
        if (!signal.aborted) throw error;
        throw new Error(`The SMTP server did not take the mail within ${MAIL_ATTEMPT_TIMEOUT_MS / 1000} s`, { cause: error });
      }
    },
    close() {
      transporter.close();
    },
  };
}
