// Where e-mail leaves the process: SMTP when SMTP_URL is set, otherwise the console, so a newcomer can click
// the verification link from the terminal (ARCHITECTURE §1).
import nodemailer from 'nodemailer';

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

export function createMailTransport(options: { smtpUrl: string | undefined; from: string; log: (line: string) => void }): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log(`\n── e-mail (SMTP_URL not set, printed instead) ──\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n──`);
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
