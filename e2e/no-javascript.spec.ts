// Issue 24: every public journey works with JavaScript switched off. The forms are GET forms whose address the
// server makes canonical (the one the script builds), Load More is a link to the next page, and a visitor's
// Send Inquiry and heart are links to sign in that come back to the listing, and the sign-in form posts itself.
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signUpViaApi, test, uniqueEmail } from './support/fixtures';

const priceOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/**
 * axe runs as a script, which a page without JavaScript cannot: the same address is checked in a page whose
 * app scripts are refused, so it shows exactly the server's markup.
 */
async function expectAccessibleWithoutScript(browser: Browser, page: Page, clientAddress: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  try {
    const checker = await context.newPage();
    await checker.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await checker.goto(page.url(), { waitUntil: 'commit' });
    await expect(checker.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(checker);
  } finally {
    await context.close();
  }
}

async function pageWithoutScript(browser: Browser, baseURL: string | undefined, clientAddress: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  return context.newPage();
}

test('search, filter, sort and Load More work without JavaScript, at the addresses the script builds', async ({ browser, baseURL, clientAddress }) => {
  const page = await pageWithoutScript(browser, baseURL, clientAddress);
  try {
    await page.goto('/');
    await page.getByLabel('Search businesses').fill('  coffee  ');
    await page.getByLabel('Search businesses').press('Enter');
    await expect(page).toHaveURL(/\/listings\?search=coffee$/);
    await expect(page.getByText('1 business found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filter Coffee Kiosk Chain (4 outlets)' })).toBeVisible();
    await expectAccessibleWithoutScript(browser, page, clientAddress);

    // Filters: the empty and default fields the form sends are dropped by the server's redirect.
    await page.goto('/listings');
    await page.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/listings\?category=food-beverage$/);
    await expect(page.getByRole('heading', { name: 'Tiffin Service for Office Goers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Precision CNC Machining Unit' })).toHaveCount(0);

    // Sort: choose Price, then the order toggle sends the form with the other order.
    await page.getByLabel('Sort by').selectOption({ label: 'Price' });
    await page.getByRole('button', { name: 'Sort order: descending' }).click();
    await expect(page).toHaveURL(/\/listings\?category=food-beverage&sort=price&order=asc$/);
    await expect(page.getByRole('button', { name: 'Sort order: ascending' })).toBeVisible();
    const values = (await page.locator('article [data-metric="asking"] dd .sr-only').allTextContents()).map(priceOf);
    expect(values.length).toBeGreaterThan(2);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    // A price typed in lakh reaches the address in rupees.
    await page.getByLabel('Min Price (₹)').fill('5 lakh');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/listings\?category=food-beverage&minPrice=500000&sort=price&order=asc$/);
    await expect(page.getByLabel('Min Price (₹)')).toHaveValue('500000');
    await expect(page.getByText('= ₹5,00,000')).toBeVisible();
    await expectAccessibleWithoutScript(browser, page, clientAddress);

    // Load More opens the next page.
    await page.goto('/listings');
    const firstTitles = await page.locator('article').getByRole('heading').allTextContents();
    expect(firstTitles).toHaveLength(24);
    await page.getByRole('link', { name: 'Load More Listings' }).click();
    await expect(page).toHaveURL(/\/listings\?cursor=.+/);
    const nextTitles = await page.locator('article').getByRole('heading').allTextContents();
    expect(nextTitles.length).toBeGreaterThan(0);
    expect(nextTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
    await expectAccessibleWithoutScript(browser, page, clientAddress);
  } finally {
    await page.context().close();
  }
});

test('a listing opens from its card, and Send Inquiry and the heart lead to sign in and back to it', async ({ browser, baseURL, clientAddress }) => {
  const page = await pageWithoutScript(browser, baseURL, clientAddress);
  try {
    await page.goto('/listings');
    const card = page.locator('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const listingPath = new URL(page.url()).pathname;
    await expectAccessibleWithoutScript(browser, page, clientAddress);

    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(listingPath)}`);

    await page.goto(listingPath);
    await page.getByRole('link', { name: 'Add to favorites' }).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`${listingPath}?then=favorite`)}`);
  } finally {
    await page.context().close();
  }
});

test('signing in works without JavaScript: a wrong password is named on the page, the right one lands on `next`', async ({ browser, baseURL, clientAddress, request }) => {
  const user = await signUpViaApi(request, baseURL ?? '');
  const page = await pageWithoutScript(browser, baseURL, clientAddress);
  try {
    await page.goto('/listings');
    await page.locator('article').first().getByRole('link', { name: /View Details/ }).click();
    const listingPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(listingPath)}`);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(listingPath)}&signInFailed=credentials`);
    await expect(page.getByRole('alert')).toHaveText(/Error signing in\s*Invalid email or password/);
    await expectAccessibleWithoutScript(browser, page, clientAddress);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(listingPath);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test("the footer's newsletter form subscribes without JavaScript and says so on the page it was sent from", async ({ browser, baseURL, clientAddress }) => {
  const page = await pageWithoutScript(browser, baseURL, clientAddress);
  try {
    await page.goto('/about');
    await page.getByLabel('Subscribe to our newsletter').fill(uniqueEmail('news'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/about?subscription=pending');
    await expect(page.getByRole('status').filter({ hasText: 'Almost there!' })).toContainText('Please check your email and click the link to confirm your subscription.');
    await expectAccessibleWithoutScript(browser, page, clientAddress);
  } finally {
    await page.context().close();
  }
});

test("a visitor's Save this search leads to sign in and back to the search, whose Save dialog then opens", async ({ browser, baseURL, clientAddress, request }) => {
  const user = await signUpViaApi(request, baseURL ?? '');
  const page = await pageWithoutScript(browser, baseURL, clientAddress);
  const searchAddress = `/listings?${new URLSearchParams({ search: 'chai cafe', location: 'Kochi' })}`;
  try {
    await page.goto(searchAddress);
    await expect(page.getByText('No businesses match “chai cafe” in Kochi.')).toBeVisible();
    const returnTo = `${searchAddress}&then=save-search`;
    await expect(page.getByRole('link', { name: 'Save this search' })).toHaveCount(2);
    await page.getByRole('link', { name: 'Save this search' }).last().click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(returnTo);

    // With the script, the page comes back to the dialog (its Save is the confirmation) and tidies the address.
    const withScript = await browser.newContext({ baseURL, storageState: await page.context().storageState(), extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    try {
      const scripted = await withScript.newPage();
      await scripted.goto(returnTo);
      const dialog = scripted.getByRole('dialog', { name: 'Save this search' });
      await expect(dialog.getByLabel('Name')).toHaveValue('“chai cafe” · Kochi');
      await expect(scripted).toHaveURL(searchAddress);
    } finally {
      await withScript.close();
    }
  } finally {
    await page.context().close();
  }
});
