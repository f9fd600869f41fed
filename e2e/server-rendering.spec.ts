// Public pages arrive server-rendered with their content, read without JavaScript, and hydrate into the same
// SPA with no hydration error and no spinner in between (issue 12, ADR 0018).
import type { Page } from '@playwright/test';
import { formatInr } from '../common/src/money.ts';
import { expect, expectAccessible, test } from './support/fixtures';

interface ListingSummary {
  id: string;
  title: string;
  askingPrice: number;
}

async function firstApprovedListings(page: Page, count: number): Promise<ListingSummary[]> {
  const response = await page.request.get(`/api/listings?limit=${count}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ListingSummary[] };
  expect(items.length).toBe(count);
  return items;
}

/**
 * Notes, from the first parsed markup on, whether anything in the page area ever shows a loading state (the
 * route spinner, skeletons): a server-rendered page must go straight from its HTML to the hydrated page.
 */
async function watchForLoadingStates(page: Page) {
  await page.addInitScript(() => {
    const loadingSelector = '[aria-busy="true"], .animate-spin';
    const seen: string[] = [];
    (window as unknown as { loadingStatesSeen: string[] }).loadingStatesSeen = seen;
    const check = () => {
      const found = document.querySelector(`main ${loadingSelector}, #root > ${loadingSelector}`);
      if (found) seen.push(found.outerHTML.slice(0, 120));
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  });
}

/**
 * Waits until React has taken over the server's markup (hydrateRoot marks its container) and the page's lazy
 * parts have loaded, then checks that no loading state was shown on the way.
 */
async function expectHydratedWithoutSpinner(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { loadingStatesSeen: string[] }).loadingStatesSeen)).toEqual([]);
}

test.describe('without JavaScript', () => {
  test('the browse page and a listing page show their content', async ({ browser, baseURL, clientAddress }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    const page = await context.newPage();
    try {
      const [first, second] = await firstApprovedListings(page, 2);
      if (!first || !second) throw new Error('the demo data has approved listings');

      await page.goto('/listings');
      await expect(page.getByRole('heading', { level: 1, name: 'Business Listings' })).toBeVisible();
      await expect(page.getByText('Discover profitable businesses for sale across India.')).toBeVisible();
      await expect(page.getByText(/\d+ businesses found/)).toBeVisible();
      await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);

      await page.goto(`/listing/${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expect(page.getByText(formatInr(first.askingPrice)).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'About This Business' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Businesses' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('with JavaScript', () => {
  test('the home page, the browse page and a listing page hydrate without a spinner and stay interactive', async ({ page }) => {
    const [listing] = await firstApprovedListings(page, 1);
    if (!listing) throw new Error('the demo data has approved listings');
    await watchForLoadingStates(page);

    await test.step('home', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Featured Businesses' })).toBeVisible();
      await expectHydratedWithoutSpinner(page);
      await expectAccessible(page);
    });

    await test.step('browse', async () => {
      await page.goto('/listings');
      await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
      await expectHydratedWithoutSpinner(page);
      // A filter works once hydrated: the sort reaches the URL and the results follow.
      await page.getByLabel('Sort by').selectOption('price');
      await expect(page).toHaveURL(/sort=price/);
      await expect(page.getByText(/\d+ businesses found/)).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('listing', async () => {
      await page.goto(`/listing/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await expectHydratedWithoutSpinner(page);
      await expectAccessible(page);
      // The heart works once hydrated: a visitor is sent to sign in first (a link, issue 24; the script keeps the
      // favourite to make after signing in, so the address stays /auth).
      await page.getByRole('link', { name: 'Add to favorites' }).first().click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
});
