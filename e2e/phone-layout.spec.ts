// Issue 25, made for a phone (390 × 844): the first result above the fold with the filters in a bottom sheet,
// compact cards, the listing page's bar with this viewer's next step, tables as stacked cards, 44 px touch
// targets, and no page that scrolls sideways at 320 px.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { demoAdmin, expect, expectAccessible, expectNoHorizontalScroll, openPage, signInViaApi, signUpViaApi, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const demoSeller = { email: 'ravi.seller@demo.bizbazaar.in', password: 'demo-seller-2026' } as const;

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.height;
}

async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(44);
}

/** An approved listing of the demo seller's, and the seller's id. */
async function approvedListingOf(page: Page, sellerId: string | null): Promise<{ id: string; title: string; sellerId: string }> {
  const response = await page.request.get('/api/listings?sort=date&order=desc');
  const body = (await response.json()) as { items: { id: string; title: string; sellerId: string }[] };
  const listing = body.items.find((item) => sellerId === null || item.sellerId === sellerId);
  if (!listing) throw new Error('no approved listing');
  return listing;
}

const filtersSheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const barOf = (page: Page) => page.getByRole('region', { name: 'Price and next step' });

test('browse shows the first result above the fold; the Filters sheet traps focus, counts live and closes', async ({ page }) => {
  await openPage(page, paths.listings);
  const firstCard = page.locator('article').first();
  const cardBox = await firstCard.boundingBox();
  expect(cardBox?.y ?? Infinity).toBeLessThan(844);
  expect(await heightOf(firstCard)).toBeLessThanOrEqual(260);
  // The laptop's filter fields are folded into the sheet.
  await expect(page.getByLabel('Category')).toBeHidden();
  const filtersButton = page.getByRole('link', { name: 'Filters', exact: true });
  await expectTouchTarget(filtersButton);
  await expectTouchTarget(page.getByRole('search').getByRole('button', { name: 'Search' }));
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await filtersButton.click();
  const sheet = filtersSheet(page);
  await expect(sheet).toBeVisible();
  const showResults = sheet.getByRole('button', { name: /^Show [\d,]+ results$/ });
  await expect(showResults).toBeVisible();
  const totalBefore = await showResults.textContent();
  // Focus starts inside the sheet, and however far one tabs no element of the page behind gets it (past the last
  // field the browser's own controls may take it, as with every modal dialog).
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    const isFocusBehind = await sheet.evaluate((element) => {
      const focused = document.activeElement;
      return focused !== null && focused !== document.body && !element.contains(focused);
    });
    expect(isFocusBehind).toBe(false);
  }
  await expectTouchTarget(sheet.getByRole('link', { name: 'Close filters' }));
  await expectAccessible(page);

  // A filter chosen in the sheet applies at once: the count in the sheet and on the button follow.
  await sheet.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
  await expect(page).toHaveURL(/category=food-beverage/);
  await expect(sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ })).not.toHaveText(totalBefore ?? '');
  await expect(sheet.locator('[aria-live="polite"]').filter({ has: page.getByRole('button', { name: /^Show/ }) })).toContainText(/Show [\d,]+ results?/);
  await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeAttached();

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();

  // The results button shows the results and closes the sheet.
  await page.getByRole('link', { name: 'Filters (1)' }).click();
  await filtersSheet(page).getByRole('button', { name: /^Show/ }).click();
  await expect(filtersSheet(page)).toBeHidden();
  await expect(page).toHaveURL(/category=food-beverage/);
});

test('a swipe down on the sheet closes it', async ({ page }) => {
  await openPage(page, paths.listings);
  await page.getByRole('link', { name: 'Filters', exact: true }).click();
  const sheet = filtersSheet(page);
  await expect(sheet).toBeVisible();
  const handle = sheet.getByRole('heading', { name: 'Filters' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('no sheet heading');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 200, { steps: 8 });
  await page.mouse.up();
  await expect(sheet).toBeHidden();
});

test('before the script runs the Filters link still shows the filters', async ({ browser, baseURL, clientAddress }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  const page = await context.newPage();
  try {
    await page.goto(paths.listings);
    await page.getByRole('link', { name: 'Filters', exact: true }).click();
    await expect(page).toHaveURL(/#filters-sheet-/);
    await expect(page.getByLabel('Category')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
    await page.getByRole('button', { name: /^Show/ }).click();
    await expect(page).toHaveURL(/\/listings\?category=food-beverage$/);
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the listing page keeps the price and this viewer’s next step in a bar at the bottom', async ({ page, appUrl, browser, clientAddress, baseURL }) => {
  const listing = await approvedListingOf(page, null);

  // A visitor: sign in first, and come back.
  await openPage(page, paths.listing(listing.id));
  const bar = barOf(page);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('₹');
  const signIn = bar.getByRole('link', { name: 'Sign in to enquire' });
  await expect(signIn).toHaveAttribute('href', paths.signIn(paths.listing(listing.id)));
  await expectTouchTarget(signIn);
  // It stays at the bottom of the screen while the page scrolls.
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(845);
  expect(barBox?.y ?? 0).toBeGreaterThan(700);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // A buyer: Send Inquiry takes them to the message box.
  await signUpViaApi(page.request, appUrl, { fullName: 'Kavya Menon' });
  await openPage(page, paths.listing(listing.id));
  await barOf(page).getByRole('link', { name: 'Send Inquiry' }).click();
  await expect(page.getByLabel('Your message to the seller')).toBeFocused();
  await expectAccessible(page);

  // The owner: Edit.
  const owner = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  try {
    const ownerPage = await owner.newPage();
    const sellerId = await signInViaApi(ownerPage.request, appUrl, demoSeller);
    const own = await approvedListingOf(ownerPage, sellerId);
    await ownerPage.goto(paths.listing(own.id));
    await expect(ownerPage.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(barOf(ownerPage).getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', paths.editListing(own.id));
  } finally {
    await owner.close();
  }
});

test('a buyer who asked continues the chat from the bar; on a phone the composer stays at the bottom with no box of its own', async ({ page, appUrl, browser, baseURL, clientAddress }) => {
  const seller = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  try {
    const sellerPage = await seller.newPage();
    const sellerId = await signInViaApi(sellerPage.request, appUrl, demoSeller);
    const listing = await approvedListingOf(sellerPage, sellerId);
    await signUpViaApi(page.request, appUrl, { fullName: 'Kavya Menon' });
    const sent = await page.request.post(`/api/listings/${listing.id}/inquiries`, { headers: { origin: appUrl }, data: { message: 'Is it still available?' } });
    expect(sent.status(), await sent.text()).toBe(201);
    const inquiryId = ((await sent.json()) as { id: string }).id;

    await openPage(page, paths.listing(listing.id));
    await expect(barOf(page).getByRole('link', { name: 'Continue Chat' })).toHaveAttribute('href', paths.inquiry(inquiryId));

    // The seller may always write: their composer sits at the bottom of the screen, the page scrolls the thread.
    await sellerPage.goto(paths.inquiry(inquiryId));
    await expect(sellerPage.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const thread = sellerPage.getByRole('log', { name: 'Messages' });
    await expect(thread).toBeVisible();
    expect(await thread.evaluate((box) => getComputedStyle(box).overflowY)).toBe('visible');
    const composer = sellerPage.getByLabel('Your message');
    await expect(composer).toBeVisible();
    await sellerPage.evaluate(() => window.scrollTo({ top: 0 }));
    const box = await composer.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expectNoHorizontalScroll(sellerPage);
    await expectAccessible(sellerPage);
  } finally {
    await seller.close();
  }
});

test('My Listings are stacked cards with their status and actions in view', async ({ page, appUrl }) => {
  await signInViaApi(page.request, appUrl, demoSeller);
  await openPage(page, paths.dashboardTab('listings'));
  const table = page.getByRole('region', { name: 'My listings' });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
  await expect(firstRow.locator('td[data-label="Status"]')).toBeVisible();
  await expect(firstRow.getByRole('button').last()).toBeVisible();
  await expectTouchTarget(firstRow.getByRole('button').last());
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test('the admin’s select all stays on screen with its label above the stacked listings, and selects them', async ({ page, appUrl }) => {
  await signInViaApi(page.request, appUrl, demoAdmin);
  await openPage(page, paths.admin);
  await page.getByLabel('Status').selectOption({ label: 'All' });
  const table = page.getByRole('region', { name: 'Listings' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('grid');
  const selectAll = table.getByRole('checkbox', { name: 'Select all listings shown' });
  await expect(selectAll).toBeVisible();
  const label = table.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Select all listings shown' }) });
  await expect(label).toHaveText('Select all listings shown');
  await expect(label).toBeVisible();
  expect(Math.round(await heightOf(label))).toBeGreaterThanOrEqual(44);
  // The column names stay with screen readers.
  await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveCSS('position', 'absolute');

  await label.click();
  await expect(selectAll).toBeChecked();
  const rows = await table.locator('tbody tr').count();
  await expect(page.getByRole('group', { name: 'Bulk actions' })).toContainText(`${rows} selected`);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page scrolls sideways', async ({ page, appUrl }) => {
    const listing = await approvedListingOf(page, null);
    for (const route of [paths.home, paths.listings, paths.listing(listing.id), paths.auth]) {
      await openPage(page, route);
      await expectNoHorizontalScroll(page);
    }
    await expectTouchTarget(page.getByRole('banner').getByRole('button', { name: 'Open menu' }));
    await signUpViaApi(page.request, appUrl, { fullName: 'Kavya Menon' });
    await openPage(page, paths.dashboard);
    await expectNoHorizontalScroll(page);
    // The avatar stays 36 px; the button around it is the 44 px target.
    const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
    await expectTouchTarget(accountMenu);
    expect(Math.round(await heightOf(accountMenu.locator('span').first()))).toBe(36);
    await expectAccessible(page);
  });
});
