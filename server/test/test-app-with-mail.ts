// A test app whose e-mail goes to a real SMTP listener, for the files that read the mail the app sends.
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface TestAppWithMail {
  testApp: TestApp;
  smtp: SmtpListener;
}

export async function startTestAppWithMail(): Promise<TestAppWithMail> {
  const smtp = await startSmtpListener();
  return { smtp, testApp: await createTestApp({ config: { smtpUrl: smtp.url } }) };
}

export async function stopTestAppWithMail({ testApp, smtp }: TestAppWithMail): Promise<void> {
  await testApp.close();
  await smtp.close();
}
