// Shared fixtures for the browser journeys: each test gets its own client address (per-IP rate limits),
// users made through the real API (not the UI), a mailbox backed by the real SMTP catcher, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

const MAIL_HTTP = 'http://127.0.0.1:2527';

export interface E2eUser {
  id: string;
  fullName: string;
  email: string;
  password: string;
  role: 'buyer' | 'seller';
}

export interface CaughtMail {
  to: string[];
  subject: string;
  body: string;
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

function uniqueAddress(): string {
  const value = Math.floor(Math.random() * 0xffffff);
  return `10.${(value >> 16) & 255}.${(value >> 8) & 255}.${(value & 255) || 1}`;
}

export async function waitForMail(to: string, subjectPart: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as CaughtMail[];
    const found = mails.findLast((mail) => mail.subject.includes(subjectPart));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subjectPart}" for ${to} within ${timeoutMs} ms`);
}

export function linkIn(mail: CaughtMail, pathPart: string): string {
  const match = mail.body.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/.?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no link containing ${pathPart} in "${mail.subject}"`);
  return match[0].replaceAll('&amp;', '&');
}

/** Signs a user up through the API (the request shares cookies with the page, so the page is signed in). */
export async function signUpViaApi(request: APIRequestContext, baseURL: string, overrides: Partial<E2eUser> = {}): Promise<E2eUser> {
  const user: E2eUser = { id: '', fullName: 'Priya Sharma', email: uniqueEmail('user'), password: 'correct-horse-9', role: 'buyer', ...overrides };
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: user.fullName, email: user.email, password: user.password, role: user.role, callbackURL: '/' },
  });
  expect(response.status(), await response.text()).toBe(200);
  user.id = ((await response.json()) as { user: { id: string } }).user.id;
  return user;
}

export async function signInViaApi(request: APIRequestContext, baseURL: string, user: Pick<E2eUser, 'email' | 'password'>) {
  const response = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signOutViaApi(request: APIRequestContext, baseURL: string) {
  await request.post('/api/auth/sign-out', { headers: { origin: baseURL }, data: {} });
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({}, use) => {
      await use(uniqueAddress());
    },
    { option: true },
  ],
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
});

export { expect };
