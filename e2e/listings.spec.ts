// Listings journeys (issue: home search, browse filters and sorting in the URL, Load More, a seller's new
// listing through review to a buyer's favourites). Runs on the demo data the e2e server seeds.
import type { APIRequestContext } from '@playwright/test';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

const priceOf = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function approveListing(request: APIRequestContext, appUrl: string, listingId: string) {
  await signInViaApi(request, appUrl, demoAdmin);
  await approveListingViaApi(request, appUrl, listingId);
}

test('home search leads to matching results on the browse page', async ({ page }) => {
  await openPage(page, '/');
  await expectAccessible(page);
  await expect(page.getByRole('heading', { name: 'Featured Businesses' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible();

  await page.getByLabel('Search businesses').fill('  coffee  ');
  await page.getByLabel('Search businesses').press('Enter');
  await expect(page).toHaveURL(/\/listings\?search=coffee$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Listings' })).toBeVisible();
  await expect(page.getByText('1 business found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Filter Coffee Kiosk Chain (4 outlets)' })).toBeVisible();
  await expectAccessible(page);
});

test('an industry card opens the browse page filtered by its category', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: /Healthcare/ }).first().click();
  await expect(page).toHaveURL(/category=healthcare/);
  await expect(page.getByLabel('Category')).toHaveValue(/.+/);
  const badges = page.locator('article').getByText('Healthcare', { exact: true });
  await expect(badges.first()).toBeVisible();
  expect(await page.locator('article').count()).toBe(await badges.count());
});

test('filters and sorting change the results and the URL, and Clear resets them', async ({ page }) => {
  await openPage(page, '/listings');
  await expect(page.getByText(/\d+ businesses found/)).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
  await expect(page).toHaveURL(/category=food-beverage/);
  await expect(page.getByRole('heading', { name: 'Tiffin Service for Office Goers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Precision CNC Machining Unit' })).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption({ label: 'Price' });
  // The toggle says what its order means for the chosen sort, in a buyer's words.
  await expect(page.getByRole('button', { name: 'Sort order: descending, highest price first', exact: true })).toHaveAttribute('title', 'Switch to lowest price first');
  await expect(page.getByText('highest price first', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sort order: descending' }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/order=asc/);
  await expect(page.getByRole('button', { name: 'Sort order: ascending, lowest price first', exact: true })).toBeVisible();
  // The metrics strip shows "₹85 L" and reads the full figure to a screen reader (issue 25).
  const prices = await page.locator('article [data-metric="asking"] dd .sr-only').allTextContents();
  const values = prices.map(priceOf);
  expect(values.length).toBeGreaterThan(2);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await page.getByLabel('Location').fill('mumbai');
  await expect(page).toHaveURL(/location=mumbai/);
  await expect(page.getByRole('heading', { name: 'Tiffin Service for Office Goers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sweet Shop with 40-Year Legacy' })).toHaveCount(0);

  await page.getByLabel('Min Price (₹)').fill('999999999');
  await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or browse all categories')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByLabel('Location')).toHaveValue('');
  await expect(page.getByText(/\d+ businesses found/)).toBeVisible();

  // The filters live in the URL: a shared link opens the same view.
  await page.goto('/listings?category=technology&sort=name&order=asc');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(page.getByRole('heading', { name: 'GST Filing Software for Small Traders' })).toBeVisible();
});

test('Load More fetches the next page without repeating a listing', async ({ page }) => {
  await openPage(page, '/listings');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(24);
  // A link to the next page (issue 24: it works without the script); with the script it appends here.
  await page.getByRole('link', { name: 'Load More Listings' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  await expect(page).toHaveURL(/\/listings$/);
  // Journeys before this one may have published listings of their own: load the rest, a page at a time.
  const loadMore = page.getByRole('link', { name: 'Load More Listings' });
  for (let shown = await cards.count(); (await loadMore.count()) > 0; shown = await cards.count()) {
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  await expect(loadMore).toHaveCount(0);
  const titles = await cards.getByRole('heading').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  const total = priceOf((await page.getByText(/\d+ businesses found/).textContent()) ?? '');
  expect(titles.length).toBe(total);
});

test('a seller lists a business, an admin approves it, a buyer finds, opens and favourites it', async ({ page, browser, appUrl, clientAddress, playwright }) => {
  const title = `Chai Point Franchise ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, appUrl, { fullName: 'Kavya Nair', email: uniqueEmail('seller'), role: 'seller' });

  await openPage(page, '/create-listing');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Business for Sale' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();
  await expect(page.getByText('Choose a category')).toBeVisible();

  await page.getByLabel('Business Name').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
  await page.getByLabel('Business Description').fill('A busy tea franchise outlet near a metro station with strong morning footfall.');
  await page.getByLabel('Business Type').fill('Franchise outlet');
  await page.getByLabel('Location').fill('Bengaluru, Karnataka');
  await page.getByLabel('Asking Price (₹)').fill('1500000');
  await page.getByLabel('Annual Revenue (₹)').fill('3000000');
  await page.getByLabel('Annual Profit (₹)').fill('600000');
  await page.getByLabel('Assets Included').fill('  Tea machines  ');
  await page.getByLabel('Assets Included').press('Enter');
  await page.getByLabel('Assets Included').fill('Furniture');
  await page.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByRole('list', { name: 'Added assets' }).getByRole('listitem')).toHaveText(['Tea machines', 'Furniture']);
  await page.getByLabel('Contact Email').fill('kavya@example.com');
  await page.getByLabel('Website URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(page.getByText('Enter a link starting with http:// or https://')).toBeVisible();
  await page.getByLabel('Website URL').fill('https://chai.example.com');
  const createResponse = page.waitForResponse((response) => response.url().endsWith('/api/listings') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  const created = await createResponse;
  expect(created.status()).toBe(201);
  const { id: listingId, status } = (await created.json()) as { id: string; status: string };
  expect(status).toBe('pending');
  await expectToast(page, 'Success!', 'Your business listing has been submitted for review.');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Pending: not public, not even by its address.
  const buyer = await newDevice(browser, appUrl, clientAddress);
  await openPage(buyer.page, `/listings?search=${encodeURIComponent(title)}`);
  await expect(buyer.page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
  await openPage(buyer.page, `/listing/${listingId}`);
  await expect(buyer.page.getByText('Listing not found')).toBeVisible();

  // The admin approves through the API here; the admin console's own journeys are in admin.spec.ts.
  const admin = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  await approveListing(admin, appUrl, listingId);
  await admin.dispose();

  await signUpViaApi(buyer.page.request, appUrl, { fullName: 'Rohan Das', email: uniqueEmail('buyer'), role: 'buyer' });
  await openPage(buyer.page, '/listings');
  await buyer.page.getByLabel('Search businesses').fill(title.toLowerCase());
  await expect(buyer.page).toHaveURL(/search=/);
  await expect(buyer.page.getByText('1 business found')).toBeVisible();
  await buyer.page.getByRole('link', { name: /View Details/ }).first().click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.page.getByText('₹15,00,000').first()).toBeVisible();
  await expect(buyer.page.getByText('Contact via inquiry form').first()).toBeVisible();
  await expect(buyer.page.getByRole('link', { name: 'kavya@example.com' })).toHaveCount(0);
  await expect(buyer.page.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
  await expectAccessible(buyer.page);

  await buyer.page.getByRole('button', { name: 'Add to favorites' }).click();
  await expectToast(buyer.page, 'Added to favorites');
  await openPage(buyer.page, '/favorites');
  await expect(buyer.page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(buyer.page);
  await buyer.page.getByRole('button', { name: 'Remove from favorites' }).click();
  await expectToast(buyer.page, 'Removed from favorites');
  await expect(buyer.page.getByText('No favorites yet')).toBeVisible();
  await buyer.context.close();
});
