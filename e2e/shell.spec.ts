// The frame around every page (SPEC §2 Navigation bar, Error fallback and not-found; §9 translucent bar) and
// the routes of SPEC §2, each with one h1 and no serious accessibility violation.
import type { Page } from '@playwright/test';
import {
  demoAdmin,
  expect,
  expectAccessible,
  expectToast,
  linkIn,
  openPage,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueEmail,
  waitForMail,
} from './support/fixtures';

const navbar = (page: Page) => page.getByRole('banner');
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

/** Every route renders where it was asked for (no redirect), with an h1, and passes axe. */
async function expectRoutesRender(page: Page, routes: string[]) {
  for (const route of routes) {
    await test.step(route, async () => {
      await openPage(page, route);
      await expect(page).toHaveURL(route);
      await expectAccessible(page);
    });
  }
}

/** Lets the scroll event and the re-render it causes happen before a negative check. */
async function afterNextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function anyApprovedListingId(page: Page): Promise<string> {
  const response = await page.request.get('/api/listings?limit=1');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  const first = items[0];
  if (!first) throw new Error('the demo seed should have approved listings');
  return first.id;
}

test('the navbar links lead to their pages and the icon links are named', async ({ page }) => {
  await openPage(page, '/');

  const pages = [
    { link: 'Browse Businesses', url: '/listings', heading: 'Business Listings' },
    { link: 'Categories', url: '/categories', heading: /categor/i },
    { link: 'About', url: '/about', heading: 'About BizBazaar' },
  ];
  for (const { link, url, heading } of pages) {
    await mainNavigation(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // Icon-only links: their accessible names are all a screen reader user gets.
  const iconLinks = [
    { name: 'Search', href: '/listings' },
    { name: 'Favorites', href: '/favorites' },
    { name: 'Notifications', href: '/dashboard' },
  ];
  for (const { name, href } of iconLinks) {
    const link = navbar(page).getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await navbar(page).getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/listings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Listings');

  // The logo leads home.
  await navbar(page).getByRole('link', { name: 'BizBazaar' }).click();
  await expect(page).toHaveURL('/');
});

test('the navbar turns translucent once the page is scrolled more than 10 px', async ({ page }) => {
  await openPage(page, '/');
  const header = navbar(page);
  const look = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, backdrop: style.backdropFilter };
    });
  const opaque = { background: 'rgb(255, 255, 255)', backdrop: 'none' };
  expect(await look()).toEqual(opaque);

  // SPEC §9: exactly 10 px is not yet "after 10 px".
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
  await afterNextFrames(page);
  expect(await look()).toEqual(opaque);

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect.poll(async () => (await look()).backdrop).toContain('blur');
  // Half-transparent white, however the browser spells the colour: rgba(…, 0.7) or oklab(… / 0.7).
  await expect.poll(async () => (await look()).background).toMatch(/[,/] 0?\.\d+\)$/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(look).toEqual(opaque);
});

test('the footer shows contact details and the newsletter is double opt-in', async ({ page }) => {
  await openPage(page, '/');
  const contact = footer(page).locator('address');
  await expect(contact.getByRole('link', { name: 'support@bizbazaar.in' })).toHaveAttribute('href', 'mailto:support@bizbazaar.in');
  await expect(contact.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
  await expect(contact).toContainText('Bengaluru, Karnataka');
  for (const link of ['About', 'Browse', 'Categories', 'Terms', 'Privacy']) {
    await expect(footer(page).getByRole('link', { name: link, exact: true })).toBeVisible();
  }

  const email = uniqueEmail('newsletter');
  const newsletterBox = footer(page).getByLabel('Subscribe to our newsletter');
  // A bad address is refused in the form.
  await newsletterBox.fill('not-an-address');
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer(page).getByText('Enter a valid email address')).toBeVisible();
  await expect(newsletterBox).toHaveAttribute('aria-invalid', 'true');

  await newsletterBox.fill(email);
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Almost there!', 'Please check your email and click the link to confirm your subscription.');
  await expect(newsletterBox).toHaveValue('');
  await expectAccessible(page);

  const mail = await waitForMail(email, 'newsletter');
  await page.goto(linkIn(mail, '/api/newsletter/confirm'));
  await expectToast(page, 'Subscription confirmed');
  // Home, with the result parameter tidied away.
  await expect(page).toHaveURL('/');

  // A link that was tampered with (or mistyped) says so.
  const forgedLink = new URL(linkIn(mail, '/api/newsletter/confirm'));
  forgedLink.searchParams.set('token', 'not-a-real-token');
  await page.goto(forgedLink.toString());
  await expectToast(page, 'Invalid confirmation link', 'This link is invalid or has already been used.');
  await expect(page).toHaveURL('/');
});

test('about, terms and privacy have real content', async ({ page }) => {
  await expect(await openPage(page, '/about')).toHaveText('About BizBazaar');
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Indiranagar, Bengaluru');

  await expect(await openPage(page, '/terms')).toHaveText('Terms of Use');
  await expect(page.getByRole('main')).toContainText('Last updated:');
  await expect(page.getByRole('heading', { level: 2, name: /Governing law/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');

  await expect(await openPage(page, '/privacy')).toHaveText(/Privacy/);
  await expect(page.getByRole('heading', { level: 2, name: /Grievance Officer/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Grievance Officer: /)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'grievance@bizbazaar.in' }).first()).toHaveAttribute(
    'href',
    'mailto:grievance@bizbazaar.in',
  );
});

test('every public route renders with an h1 and passes axe', async ({ page }) => {
  const listingId = await anyApprovedListingId(page);
  await expectRoutesRender(page, ['/', '/listings', '/categories', '/about', '/terms', '/privacy', '/auth', `/listing/${listingId}`]);
});

test('every signed-in route renders for a seller with an h1 and passes axe', async ({ page, appUrl }) => {
  await signUpViaApi(page.request, appUrl, { fullName: 'Pooja Reddy', role: 'seller' });
  await expectRoutesRender(page, ['/create-listing', '/favorites', '/dashboard', '/profile', '/profile/edit']);
});

test('the admin dashboard renders for the admin with an h1 and passes axe', async ({ page, appUrl }) => {
  await signInViaApi(page.request, appUrl, demoAdmin);
  await expectRoutesRender(page, ['/admin']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
});

test('an unknown route shows the 404 page', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // ARCHITECTURE §7: the server says 404 too, not a soft 200.
  expect((await page.request.get('/no/such/page')).status()).toBe(404);
  await expect(await openPage(page, '/no/such/page')).toHaveText('404');
  // SPEC §2: unknown routes log a 404.
  expect(consoleErrors.some((text) => text.includes('404') && text.includes('/no/such/page'))).toBe(true);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The frame stays, so the visitor can navigate on.
  await expect(mainNavigation(page)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('pages use the self-hosted font, preloaded and allowed by the CSP', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await openPage(page, '/');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const isInterLoaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((font) => font.family.includes('Inter Variable') && font.status === 'loaded');
    });
  await expect.poll(isInterLoaded).toBe(true);
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
  expect(cspViolations).toEqual([]);
});

test('public pages raise no CSP violation, the schemas they load included', async ({ page }) => {
  // Violations a page catches itself (zod's probe for eval, say) log no console error, but the browser still
  // reports them: the document's securitypolicyviolation events see each one.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
  });
  for (const route of ['/', '/listings', `/listing/${await anyApprovedListingId(page)}`, '/categories']) {
    await test.step(route, async () => {
      await openPage(page, route);
      // The schemas load beside the page's first requests, after it has painted.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
});

test('a page whose code fails to load shows the error fallback', async ({ page }) => {
  // Remember every script of the first page load; any script asked for afterwards (a lazily loaded page) fails
  // as if the network dropped. The app itself is not touched.
  const loadedScripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) loadedScripts.add(request.url());
  });
  await openPage(page, '/');
  await page.waitForLoadState('load');
  const failedScripts: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (loadedScripts.has(url)) return route.continue();
    failedScripts.push(url);
    return route.abort('internetdisconnected');
  });

  await mainNavigation(page).getByRole('link', { name: 'About', exact: true }).click();
  const fallback = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
  await expect(fallback).toBeVisible();
  expect(failedScripts).not.toEqual([]);
  // Some message under the heading: the error's own, or the generic one.
  await expect(fallback.getByRole('paragraph')).not.toHaveText('');
  // The frame stays around the fallback.
  await expect(mainNavigation(page)).toBeVisible();
  await expectAccessible(page);

  await fallback.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
