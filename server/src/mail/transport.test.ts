import { describe, expect, it } from 'vitest';
import { verificationMail } from './templates.ts';
import { createMailTransport } from './transport.ts';

// Everything a terminal would act on: C0 controls other than the line break, DEL, C1 controls, bidi overrides.
const RAW_CONTROL_CHARACTER = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/; // eslint-disable-line no-control-regex

async function printedBy(mail: Parameters<ReturnType<typeof createMailTransport>['send']>[0]): Promise<string> {
  const printed: string[] = [];
  const transport = createMailTransport({ smtpUrl: undefined, from: 'BizBazaar <no-reply@example.com>', log: (line) => printed.push(line) });
  await transport.send(mail);
  expect(printed).toHaveLength(1);
  return printed[0] ?? '';
}

describe('the console mail transport', () => {
  it('prints the mail with its link, so a newcomer can click it', async () => {
    const output = await printedBy(verificationMail('asha@example.com', 'Asha Rao', 'http://localhost:3000/api/auth/verify-email?token=abc'));
    expect(output).toContain('\nTo: asha@example.com\n');
    expect(output).toContain('Hello Asha Rao,');
    expect(output).toMatch(/\n {2}│ Confirm email: http:\/\/localhost:3000\/api\/auth\/verify-email\?token=abc\n/);
  });

  it('cannot be made to print raw control characters or a fake header line by the name', async () => {
    const name = `\u001b[2J\u001b[31mAsha\r\nTo: attacker@example.com\nSubject: Your account is locked\u009b0m\u202e${'x'.repeat(200_000)}`;
    const output = await printedBy(verificationMail('asha@example.com', name, 'http://localhost:3000/api/auth/verify-email?token=abc'));

    expect(output).not.toMatch(RAW_CONTROL_CHARACTER);
    const lines = output.split('\n');
    expect(lines.filter((line) => line.startsWith('To:'))).toEqual(['To: asha@example.com']);
    expect(lines.filter((line) => line.startsWith('Subject:'))).toEqual(['Subject: Confirm your email for BizBazaar']);
    // The user's line breaks start indented body lines at most, and the name is cut short.
    expect(output).toContain('  │ Hello \\u001b[2J\\u001b[31mAsha\\u000d');
    expect(output).toContain('  │ To: attacker@example.com');
    expect(output.length).toBeLessThan(10_000);
    expect(output).toContain('Confirm email: http://localhost:3000/api/auth/verify-email?token=abc');
  });
});
