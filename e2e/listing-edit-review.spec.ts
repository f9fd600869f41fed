// Issue 24 (ADR 0031): a seller lowers an approved listing's price from ₹35 L to ₹33 L. While the change waits for
// review, a visitor still sees the listing at ₹35 L and the seller sees "Changes waiting for review" with what they
// changed; the admin reads the change as a diff and approves it; the visitor then sees ₹33 L marked "Price reduced".
// The listing is made and first approved through the API; the seller, the admin and the visitor use the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

const LAKH_IN_PAISE = 1_00_000 * 100;

async function createApprovedListing(seller: APIRequestContext, admin: APIRequestContext, appUrl: string, title: string): Promise<string> {
  const categories = (await (await seller.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await seller.post('/api/listings', {
    headers: { origin: appUrl },
    data: {
      title,
      categoryId: categories.items[0]?.id,
      description: 'A South Indian breakfast restaurant with loyal regulars.',
      location: 'Mysuru, Karnataka',
      askingPrice: 35 * LAKH_IN_PAISE,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await approveListingViaApi(admin, appUrl, id);
  return id;
}

/** The asking price as the listing page's metrics strip shows it (short form, the full figure on hover). */
const shownPrice = (page: Page) => page.getByRole('main').getByTestId('metrics-strip').first().locator('[data-metric="asking"]');

test('a price edit stays public while in review; the admin approves the diff and the visitor sees "Price reduced"', async ({ page, browser, appUrl, clientAddress }) => {
  // Three people's browsers and six accessibility checks: longer than one person's journey.
  test.slow();
  const title = `Mysuru Tiffin Room ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, appUrl, { fullName: 'Lakshmi Rao', email: uniqueEmail('seller'), role: 'seller' });
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  const listingId = await createApprovedListing(page.request, admin.context.request, appUrl, title);
  const visitor = await newDevice(browser, appUrl, clientAddress);

  // The visitor sees it at ₹35 L.
  await openPage(visitor.page, paths.listing(listingId));
  await expect(shownPrice(visitor.page)).toContainText('₹35 L');

  // The seller lowers the price to ₹33 L: told that buyers keep the approved version meanwhile.
  await openPage(page, paths.editListing(listingId));
  await expect(page.getByText('Your changes will be reviewed before buyers see them.')).toBeVisible();
  await page.getByLabel('Asking Price (₹)').fill('3300000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes sent for review', 'Buyers see the approved version');
  await expect(page).toHaveURL(paths.dashboardTab('listings'));
  const row = page.getByRole('table', { name: 'My listings' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('link', { name: 'Changes waiting for review' })).toBeVisible();
  await expectAccessible(page);

  // The edit page shows what waits, and continues from it.
  await row.getByRole('link', { name: 'Changes waiting for review' }).click();
  await expect(page).toHaveURL(paths.editListing(listingId));
  const waiting = page.getByRole('region', { name: 'Changes waiting for review' });
  await expect(waiting.getByRole('definition')).toHaveText('from ₹35,00,000 → to ₹33,00,000');
  await expect(waiting.getByRole('term')).toHaveText('Asking Price');
  await expect(page.getByLabel('Asking Price (₹)')).toHaveValue('3300000');
  await expectAccessible(page);

  // Still public, unchanged, for the visitor.
  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shownPrice(visitor.page)).toContainText('₹35 L');
  await expect(visitor.page.getByText('Price reduced')).toHaveCount(0);
  await expectAccessible(visitor.page);

  // The admin's queue: the change as a diff, approved.
  await expect(await openPage(admin.page, paths.admin)).toHaveText('Admin Dashboard');
  const queued = admin.page.getByRole('region', { name: /Changes waiting for review/ }).getByRole('listitem').filter({ hasText: title });
  const diff = queued.getByRole('definition');
  await expect(queued.getByRole('term')).toHaveText('Asking Price');
  await expect(diff).toHaveText('from ₹35,00,000 → to ₹33,00,000');
  await expectAccessible(admin.page);
  await queued.getByRole('button', { name: `Approve changes for ${title}` }).click();
  await expectToast(admin.page, 'Changes approved successfully.');
  await expect(queued).toHaveCount(0);

  // The visitor now sees ₹33 L, marked "Price reduced" (with the price before the cut).
  await visitor.page.reload();
  await expect(shownPrice(visitor.page)).toContainText('₹33 L');
  await expect(visitor.page.getByText('Price reduced')).toBeVisible();
  await expect(visitor.page.getByText('was ₹35 L')).toBeVisible();
  await expectAccessible(visitor.page);
  // And on the browse card.
  await openPage(visitor.page, `${paths.listings}?search=${encodeURIComponent(title)}`);
  const card = visitor.page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('₹33 L');
  await expect(card).toContainText('Price reduced');
  await expectAccessible(visitor.page);

  // The seller's notice is gone.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Changes waiting for review' })).toHaveCount(0);
  await expect(page.getByLabel('Asking Price (₹)')).toHaveValue('3300000');
});
