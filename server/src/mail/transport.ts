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

export function createMailTransport(options: { smtpUrl: string | undefined; from: string; log: (line: string) => void }): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log(formatMailForConsole(mail));
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    },
    close() {
      transporter.close();
    },
  };
}
