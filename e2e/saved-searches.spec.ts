// Saved searches and alerts (issue 11), one journey: a buyer saves a search with alerts on in the browser; a seller
// lists a matching business through the API; an admin approves it in the admin console; the buyer's bell rises
// without a reload and the alert e-mail arrives; Run from the dashboard's Saved Searches tab shows the listing.
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail, waitForMail } from './support/fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** A pending listing of the seller signed in on `request`, filed under Food & Beverage in Pune. */
async function createListing(request: APIRequestContext, appUrl: string, title: string): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { items: { id: string; slug: string }[] };
  const created = await request.post('/api/listings', {
    headers: { origin: appUrl },
    data: {
      title,
      categoryId: categories.items.find((category) => category.slug === 'food-beverage')?.id,
      description: 'A neighbourhood bakery with loyal customers and a wholesale contract.',
      location: 'Kothrud, Pune',
      askingPrice: 35_00_000_00,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a saved search with alerts: saved in the browser, told live and by e-mail when a match is approved, run from the dashboard', async ({
  page,
  browser,
  appUrl,
  clientAddress,
}) => {
  const token = `bakery${Date.now().toString(36)}`;
  const buyer = await signUpViaApi(page.request, appUrl, { fullName: 'Neha Joshi', email: uniqueEmail('saver') });

  // The buyer's search: the filters live in the URL of the browse page.
  const socket = page.waitForEvent('websocket', (candidate) => candidate.url().endsWith('/api/realtime'));
  await openPage(page, `${paths.listings}?search=${token}&location=Pune&category=food-beverage`);
  await socket;
  await expect(page.getByText('No businesses found')).toBeVisible();
  // The page header's button (a search that finds nothing offers the same one again below).
  await page.getByRole('button', { name: 'Save this search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByText(`“${token}” · Food & Beverage · Pune · best match first`)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(`“${token}” · Food & Beverage · Pune`);
  await expect(dialog.getByLabel('Alert me about new matches')).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByLabel('Name').fill(`Pune bakeries ${token}`);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expectToast(page, 'Search saved', 'Find it under Saved Searches on your dashboard.');
  await expect(dialog).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A seller lists a matching business (API); an admin approves it in the console.
  const seller = await newDevice(browser, appUrl, clientAddress);
  await signUpViaApi(seller.context.request, appUrl, { fullName: 'Rohan Kulkarni', email: uniqueEmail('seller'), role: 'seller' });
  const title = `Kothrud ${token} and cafe`;
  const listingId = await createListing(seller.context.request, appUrl, title);
  await seller.context.close();

  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  await openPage(admin.page, paths.admin);
  await admin.page.getByLabel('Search listings').fill(token);
  const row = admin.page.getByRole('table', { name: 'Listings' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await admin.page.getByRole('menuitem', { name: 'Approve' }).click();
  await expectToast(admin.page, 'Listing approved successfully.');
  await admin.context.close();

  // The buyer hears at once, without a reload, in the bell and by e-mail.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  const mail = await waitForMail(buyer.email, 'New match for your saved search');
  expect(mail.body).toContain(`Pune bakeries ${token}`);
  expect(mail.body).toContain('₹35,00,000 · \u2068Kothrud, Pune\u2069');
  expect(mail.body).toContain(`${appUrl}${paths.listing(listingId)}`);

  // The Saved Searches tab: one new match; Run opens the browse page with the saved filters.
  await openPage(page, paths.dashboardTab('saved-searches'));
  const card = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem').filter({ hasText: `Pune bakeries ${token}` });
  await expect(card.getByRole('heading', { name: `Pune bakeries ${token}` })).toContainText('1 new');
  await expect(card).toContainText(`“${token}” · Food & Beverage · Pune · best match first`);
  await expect(card.getByLabel('Email alerts')).toBeChecked();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(`${paths.listings}?search=${token}&category=food-beverage&location=Pune`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('1 business found')).toBeVisible();
});

test("a visitor's Save this search, with the script: signs in and comes back to the search with the dialog open", async ({ page, request, appUrl }) => {
  const user = await signUpViaApi(request, appUrl, { email: uniqueEmail('visitor-saver') });
  const searchAddress = `${paths.listings}?${new URLSearchParams({ search: 'chai cafe', location: 'Kochi' })}`;
  await openPage(page, searchAddress);
  // A link that works without the script too (issue 24); with it, the intent travels in the tab as before.
  await page.getByRole('link', { name: 'Save this search' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(searchAddress);
  await expect(page.getByRole('dialog', { name: 'Save this search' }).getByLabel('Name')).toHaveValue('“chai cafe” · Kochi');
});
