// Shared fixtures for the browser journeys: each test gets its own client address (per-IP rate limits),
// users made through the real API (not the UI), a mailbox backed by the real SMTP catcher, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

// The mail catcher started by playwright.config.ts (whose environment the test workers inherit).
const MAIL_HTTP = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2527}`;

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

export function uniqueAddress(): string {
  const value = Math.floor(Math.random() * 0xffffff);
  return `10.${(value >> 16) & 255}.${(value >> 8) & 255}.${(value & 255) || 1}`;
}

async function readMails(to: string, subjectPart: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.subject.includes(subjectPart));
}

/** Waits until at least `count` mails to `to` whose subject contains `subjectPart` arrived; returns them all. */
export async function waitForMails(to: string, subjectPart: string, count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  let mails: CaughtMail[] = [];
  while (Date.now() < deadline) {
    mails = await readMails(to, subjectPart);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${mails.length} of ${count} mails "${subjectPart}" for ${to} within ${timeoutMs} ms`);
}

/** The latest mail to `to` whose subject contains `subjectPart`, waiting for the first one to arrive. */
export async function waitForMail(to: string, subjectPart: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const mails = await waitForMails(to, subjectPart, 1, timeoutMs);
  const latest = mails.at(-1);
  if (!latest) throw new Error(`no mail "${subjectPart}" for ${to}`);
  return latest;
}

export function linkIn(mail: CaughtMail, pathPart: string): string {
  const match = mail.body.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/.?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no link containing ${pathPart} in "${mail.subject}"`);
  return match[0].replaceAll('&amp;', '&');
}

// Seeded by SEED_DEMO (server/src/db/seed/seed-demo.ts), which playwright.config.ts turns on.
export const demoAdmin = { email: 'admin@demo.bizbazaar.in', password: 'demo-admin-2026' } as const;

/**
 * Signs a user up, opens the link of the confirmation mail (unless `confirmed: false`) and signs in, all through
 * the API: sign-up starts no session (ADR 0009), the link signs nobody in, and an unconfirmed account may not
 * write to anyone (ADR 0023). The request shares cookies with the page, so the page is signed in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  { confirmed = true, ...overrides }: Partial<E2eUser> & { confirmed?: boolean } = {},
): Promise<E2eUser> {
  const user: E2eUser = { id: '', fullName: 'Priya Sharma', email: uniqueEmail('user'), password: 'correct-horse-9', role: 'buyer', ...overrides };
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { fullName: user.fullName, email: user.email, password: user.password, role: user.role, callbackURL: '/' },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (confirmed) await confirmEmailViaLink(request, user.email);
  user.id = await signInViaApi(request, baseURL, user);
  return user;
}

/** Opens the link of the latest confirmation mail to `email`, as its reader would; returns where it landed. */
export async function confirmEmailViaLink(request: APIRequestContext, email: string): Promise<string> {
  const link = linkIn(await waitForMail(email, 'Confirm your email'), '/api/auth/verify-email');
  const response = await request.get(link, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const landing = response.headers().location ?? '';
  expect(landing).toBe(`/auth?confirmed=${encodeURIComponent(email.toLowerCase())}`);
  return landing;
}

/** Signs in through the API; returns the user's id. */
export async function signInViaApi(request: APIRequestContext, baseURL: string, user: Pick<E2eUser, 'email' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email: user.email, password: user.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A listing made through the API by the seller signed in on `request`, in the first category, waiting for review. */
export async function createListingViaApi(request: APIRequestContext, baseURL: string, listing: { title: string; description: string; location: string; askingPrice: number }) {
  const categories = (await (await request.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await request.post('/api/listings', { headers: { origin: baseURL }, data: { ...listing, categoryId: categories.items[0]?.id } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** An admin (signed in on `request`) approves a listing through the API, as the moderation queue would. */
export async function approveListingViaApi(request: APIRequestContext, baseURL: string, listingId: string) {
  const response = await request.patch(`/api/admin/listings/${listingId}/status`, { headers: { origin: baseURL }, data: { status: 'approved' } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signOutViaApi(request: APIRequestContext, baseURL: string) {
  await request.post('/api/auth/sign-out', { headers: { origin: baseURL }, data: {} });
}

/**
 * Whether this test runs its axe checks in this run. The markup does not depend on the database engine, so CI's
 * two passes (embedded PGlite and the PostgreSQL server) share them out: `E2E_AXE_SHARE=1/2` checks the pages of
 * one half of the tests and `2/2` the other, chosen by a hash of the test's file and titles, so that together they
 * check every page once. Unset, every test checks its pages.
 */
function checksAccessibilityHere(): boolean {
  const share = process.env.E2E_AXE_SHARE;
  if (!share) return true;
  const [part, parts] = share.split('/').map(Number);
  if (!part || !parts || part > parts) throw new Error(`E2E_AXE_SHARE is k/n with 1 <= k <= n, not "${share}"`);
  let hash = 0;
  for (const char of base.info().titlePath.join(' ')) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % parts === part - 1;
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Legacy mode runs axe inside the page instead of finishing each run in a fresh blank page: a third of the
  // time on a 2-core machine, and the app has no iframes for the newer mode to reach. Passes are not needed.
  // A toast fading in, or one sliding behind another, has text at partial opacity for a moment: axe would judge
  // the contrast of a frame nobody reads. Finite transitions settle first; spinners (infinite) are left running,
  // and so are those in content the browser is not drawing (content-visibility, ADR 0045): they do not advance
  // until it is drawn, so waiting for them would wait for ever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return !target || target.checkVisibility({ contentVisibilityAuto: true });
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!checksAccessibilityHere()) return;
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The app has taken the page over (web/src/app/app.tsx marks it): a server-rendered page's buttons respond. */
async function expectHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * A server-rendered page is drawn before its buttons respond, and a click in between is lost: the journeys'
 * goto and reload return only once the app has taken the page over, as a person would wait for it.
 */
function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await expectHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await expectHydrated(page);
    return response;
  };
}

/** Opens a route and waits until it shows its one h1 and has nothing left loading (aria-busy); returns the h1. */
export async function openPage(page: Page, route: string) {
  await page.goto(route);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return heading;
}

/** A toast (sonner, in the "Notifications" region) with this title and, if given, this description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .getByRole('region', { name: /notifications/i })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .last();
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** The page is no wider than the viewport: nothing to scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/**
 * Another browser (a second device of the same person): its own cookies, but the test's client address, so
 * the per-IP rate limits stay per test.
 */
export async function newDevice(browser: Browser, baseURL: string, clientAddress: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  context.on('page', waitForHydrationOnNavigation);
  return { context, page: await context.newPage() };
}

export const test = base.extend<{ clientAddress: string; appUrl: string }>({
  clientAddress: [
    async ({}, use) => {
      await use(uniqueAddress());
    },
    { option: true },
  ],
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress });
  },
  // Public pages arrive server-rendered and hydrate (ADR 0018): a page whose hydration did not match logs an
  // error naming "Hydration" (web/src/main.tsx), and every journey that saw one fails.
  // Every page of the test's browser context, the second tabs a journey opens included.
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationOnNavigation);
    await use(context);
  },
  page: async ({ page }, use) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(hydrationErrors, 'hydration errors logged by the page').toEqual([]);
  },
  /** The app's origin (baseURL, always set by playwright.config.ts): the Origin header better-auth expects. */
  appUrl: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    await use(baseURL);
  },
});

export { expect };
