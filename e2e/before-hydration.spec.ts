// Issue 24: a server-rendered page is drawn seconds before its script runs on a budget phone. What a visitor
// types or submits meanwhile must count: here the scripts are held back until the test lets them through.
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/** A page whose scripts wait until `release()`: the state between the server's markup and hydration. */
async function pageWithHeldScripts(browser: Browser, baseURL: string | undefined, clientAddress: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, release };
}

/** Opens `path` and waits for the server's markup only: the held module scripts keep DOMContentLoaded back. */
async function openDrawnPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
}

async function expectHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

test('a search typed and sent from the home page before hydration lands on its results', async ({ browser, baseURL, clientAddress }) => {
  const { page, release } = await pageWithHeldScripts(browser, baseURL, clientAddress);
  try {
    await openDrawnPage(page, '/');
    await page.getByLabel('Search businesses').fill('coffee');
    await page.getByLabel('Search businesses').press('Enter');
    await expect(page).toHaveURL(/\/listings\?search=coffee$/);
    await expect(page.getByText('1 business found')).toBeVisible();
    release();
    await expectHydrated(page);
    await expect(page).toHaveURL(/\/listings\?search=coffee$/);
    await expect(page.getByRole('heading', { name: 'Filter Coffee Kiosk Chain (4 outlets)' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    release();
    await page.context().close();
  }
});

test('text typed and a choice made before hydration survive it and apply', async ({ browser, baseURL, clientAddress }) => {
  const { page, release } = await pageWithHeldScripts(browser, baseURL, clientAddress);
  try {
    await openDrawnPage(page, '/listings');
    await page.getByLabel('Search businesses').fill('tiffin');
    await page.getByLabel('Min Price (₹)').fill('1 lakh');
    await page.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
    release();
    await expectHydrated(page);
    await expect(page).toHaveURL(/\/listings\?search=tiffin&category=food-beverage&minPrice=100000$/);
    await expect(page.getByLabel('Search businesses')).toHaveValue('tiffin');
    await expect(page.getByLabel('Min Price (₹)')).toHaveValue('1 lakh');
    await expect(page.getByText('= ₹1,00,000')).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('food-beverage');
    await expect(page.getByRole('heading', { name: 'Tiffin Service for Office Goers' })).toBeVisible();

    // The home page's box keeps what was typed too.
    const home = await pageWithHeldScripts(browser, baseURL, clientAddress);
    try {
      await openDrawnPage(home.page, '/');
      await home.page.getByLabel('Search businesses').fill('bakery in pune');
      // And the footer's controlled newsletter box (the same hook takes over what was typed).
      await home.page.getByLabel('Subscribe to our newsletter').fill('early@example.com');
      home.release();
      await expectHydrated(home.page);
      await home.page.waitForLoadState('networkidle');
      await expect(home.page.getByLabel('Search businesses')).toHaveValue('bakery in pune');
      await expect(home.page.getByLabel('Subscribe to our newsletter')).toHaveValue('early@example.com');
    } finally {
      home.release();
      await home.page.context().close();
    }
  } finally {
    release();
    await page.context().close();
  }
});
