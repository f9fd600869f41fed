// A real SMTP server for tests (fake only at the protocol edge). Its built-in STARTTLS certificate has
// expired, so STARTTLS is disabled and clients send in plain text on loopback (TOOLCHAIN).
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded message (headers and all parts), for searching. */
  body: string;
}

export interface SmtpListener {
  url: string;
  mails: CaughtMail[];
  waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * Undoes quoted-printable soft line breaks and escapes, which nodemailer uses for long lines and non-ASCII
 * text. Escaped bytes are UTF-8, so they are decoded as bytes (₹ is =E2=82=B9), not one character each.
 */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

export function firstLink(mail: CaughtMail, pathPart: string): string {
  const match = mail.body.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/.?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
  return match[0].replaceAll('&amp;', '&');
}

export async function startSmtpListener(options: { rejectWith?: () => string | undefined; port?: number } = {}): Promise<SmtpListener> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const rejection = options.rejectWith?.();
        if (rejection) {
          callback(Object.assign(new Error(rejection), { responseCode: 451 }));
          return;
        }
        const body = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const subject = body.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '';
        mails.push({ to: session.envelope.rcptTo.map((address) => address.address), subject, body });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms (got: ${mails.map((mail) => mail.subject).join(', ') || 'none'})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
