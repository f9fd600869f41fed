// Sellers manage their own listings (issue 11): through the My Listings tab and the edit page, a seller edits an
// approved listing (its changes wait for review while it stays public, issue 24), withdraws one and publishes it again, marks one sold and
// deletes one after confirming; a rejected listing's edit page shows the admin's reason and resubmits. Deleting a
// listing reaches the buyer who favourited it and asked about it: notified, favourite and conversation gone from
// their open dashboard live, its page "Listing not found". Listings are made and moderated through the API; the
// seller works in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

/** Creates a pending listing as the seller signed in on `request`; returns its id. */
async function createListing(request: APIRequestContext, appUrl: string, title: string): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await request.post('/api/listings', {
    headers: { origin: appUrl },
    data: { title, categoryId: categories.items[0]?.id, description: 'A family business with steady trade.', location: 'Jaipur, Rajasthan', askingPrice: 25_00_000_00 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function moderate(admin: APIRequestContext, appUrl: string, listingId: string, decision: { status: 'approved' | 'rejected'; reason?: string }) {
  const response = await admin.patch(`/api/admin/listings/${listingId}/status`, { headers: { origin: appUrl }, data: decision });
  expect(response.status(), await response.text()).toBe(200);
}

/** Resolves once the page has opened the app's realtime socket. */
const realtimeSocket = (page: Page) => page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'));

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** A stat card's figure (the first <dd> after its <dt>). */
const statValue = (page: Page, label: string) => page.locator('dl[aria-label="Your activity"]').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const myListingRow = (page: Page, title: string) => page.getByRole('table', { name: 'My listings' }).getByRole('row').filter({ hasText: title });

async function chooseAction(page: Page, title: string, item: string) {
  await myListingRow(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('a seller edits, withdraws, publishes again, marks sold and deletes their listings from My Listings', async ({ page, browser, appUrl, clientAddress }) => {
  const token = Date.now().toString(36);
  const titles = {
    edited: `Jaipur Block Prints ${token}`,
    withdrawn: `Pink City Cafe ${token}`,
    sold: `Amber Fort Tours ${token}`,
    deleted: `Hawa Mahal Stationers ${token}`,
    rejected: `Johari Gems ${token}`,
  };
  await signUpViaApi(page.request, appUrl, { fullName: 'Rohan Mehta', email: uniqueEmail('seller'), role: 'seller' });
  const ids: Record<keyof typeof titles, string> = {
    edited: await createListing(page.request, appUrl, titles.edited),
    withdrawn: await createListing(page.request, appUrl, titles.withdrawn),
    sold: await createListing(page.request, appUrl, titles.sold),
    deleted: await createListing(page.request, appUrl, titles.deleted),
    rejected: await createListing(page.request, appUrl, titles.rejected),
  };
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  for (const key of ['edited', 'withdrawn', 'sold'] as const) await moderate(admin.context.request, appUrl, ids[key], { status: 'approved' });
  const reason = 'Please add the last two years of revenue.';
  await moderate(admin.context.request, appUrl, ids.rejected, { status: 'rejected', reason });

  // My Listings: every status, the rejection reason beside its listing.
  await openPage(page, paths.dashboardTab('listings'));
  await expect(page.getByRole('tab', { name: 'My Listings' })).toHaveAttribute('aria-selected', 'true');
  await expect(myListingRow(page, titles.edited)).toContainText('₹25,00,000');
  await expect(myListingRow(page, titles.edited)).toContainText('Approved');
  await expect(myListingRow(page, titles.deleted)).toContainText('Pending');
  await expect(myListingRow(page, titles.rejected)).toContainText(`Rejected: ${reason}`);
  await expect(myListingRow(page, titles.edited).getByRole('link', { name: titles.edited })).toHaveAttribute('href', paths.listing(ids.edited));
  await expectAccessible(page);

  // Editing an approved listing: the form prefilled; the changes wait for review while the listing stays public.
  await chooseAction(page, titles.edited, 'Edit');
  await expect(page).toHaveURL(paths.editListing(ids.edited));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Listing');
  await expect(page.getByLabel('Asking Price (₹)')).toHaveValue('2500000');
  await expect(page.getByLabel('Category')).not.toHaveValue('');
  await expect(page.getByText('Your changes will be reviewed before buyers see them.')).toBeVisible();
  await expectAccessible(page);
  const newTitle = `Jaipur Block Prints and Dyes ${token}`;
  await page.getByLabel('Business Name').fill(newTitle);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes sent for review', 'Buyers see the approved version');
  await expect(page).toHaveURL(paths.dashboardTab('listings'));
  await expect(myListingRow(page, titles.edited)).toContainText('Approved');
  await expect(myListingRow(page, titles.edited)).toContainText('Changes waiting for review');

  // Withdraw, then publish again.
  await chooseAction(page, titles.withdrawn, 'Withdraw');
  await page.getByRole('dialog', { name: 'Withdraw this listing?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(page, 'Listing withdrawn successfully.');
  await expect(myListingRow(page, titles.withdrawn)).toContainText('Draft');
  await chooseAction(page, titles.withdrawn, 'Publish again');
  await expectToast(page, 'Listing submitted for review.');
  await expect(myListingRow(page, titles.withdrawn)).toContainText('Pending');

  // Mark as sold: no longer offered for editing; its page tells the seller where it stands.
  await chooseAction(page, titles.sold, 'Mark as sold');
  await page.getByRole('dialog', { name: 'Mark this business as sold?' }).getByRole('button', { name: 'Mark as sold' }).click();
  await expectToast(page, 'Listing marked as sold.');
  await expect(myListingRow(page, titles.sold)).toContainText('Sold');
  await myListingRow(page, titles.sold).getByRole('button', { name: `Actions for ${titles.sold}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Delete after confirming.
  await chooseAction(page, titles.deleted, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(titles.deleted);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expectToast(page, 'Listing deleted');
  await expect(myListingRow(page, titles.deleted)).toHaveCount(0);

  // A rejected listing: its page and its edit page show the admin's reason; saving resubmits it.
  await openPage(page, paths.listing(ids.rejected));
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await page.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await page.getByLabel('Annual Revenue (₹)').fill('4000000');
  await page.getByRole('button', { name: 'Resubmit for review' }).click();
  await expectToast(page, 'Listing resubmitted for review');
  await expect(myListingRow(page, titles.rejected)).toContainText('Pending');
  await expect(myListingRow(page, titles.rejected)).not.toContainText(reason);

  // The sold listing's page tells its seller where it stands; even an admin cannot edit it.
  await expect(await openPage(page, paths.listing(ids.sold))).toHaveText(titles.sold);
  await expect(page.getByText('This listing is marked as sold')).toBeVisible();
  await expectAccessible(page);
  await expect(await openPage(admin.page, paths.editListing(ids.sold))).toHaveText('Edit Listing');
  await expect(admin.page.getByText('A sold listing cannot be edited.')).toBeVisible();
  await admin.context.close();
});

test('deleting a listing tells the buyer who asked about it; their favourite and conversation go with it', async ({ page, browser, appUrl, clientAddress }) => {
  const title = `Sanganer Hand Block Paper ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, appUrl, { fullName: 'Rohan Mehta', email: uniqueEmail('seller'), role: 'seller' });
  const listingId = await createListing(page.request, appUrl, title);
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  await moderate(admin.context.request, appUrl, listingId, { status: 'approved' });
  await admin.context.close();

  // The buyer, on their own device: a favourite and an inquiry through the API, then the dashboard open.
  const buyer = await newDevice(browser, appUrl, clientAddress);
  await signUpViaApi(buyer.context.request, appUrl, { fullName: 'Kavya Nair', email: uniqueEmail('buyer') });
  expect((await buyer.context.request.put(`/api/favorites/${listingId}`, { headers: { origin: appUrl } })).status()).toBe(204);
  const inquiry = await buyer.context.request.post(`/api/listings/${listingId}/inquiries`, {
    headers: { origin: appUrl },
    data: { message: 'Is the paper unit still running? I would like to visit.' },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  // Two tabs of the dashboard, the favourites in one and the conversation in the other, each with its socket open.
  const favoritesTab = buyer.page;
  const inquiriesTab = await buyer.context.newPage();
  for (const [tab, route] of [
    [favoritesTab, paths.dashboard],
    [inquiriesTab, paths.dashboardTab('inquiries')],
  ] as const) {
    const socket = realtimeSocket(tab);
    await openPage(tab, route);
    await socket;
    await expect(statValue(tab, 'Favorites')).toHaveText('1');
    await expect(statValue(tab, 'Total Inquiries')).toHaveText('1');
    // Cleared by a reload: the tab must stay as it is, and change only through its socket.
    await tab.evaluate(() => (document.documentElement.dataset.stayedOpen = 'yes'));
  }
  await expect(favoritesTab.getByRole('tabpanel').getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(inquiriesTab.getByRole('tabpanel').getByRole('list', { name: 'Inquiries' })).toContainText(title);
  await expect(bell(favoritesTab)).toHaveAccessibleName('Notifications');

  // The seller deletes it from My Listings, after confirming.
  await openPage(page, paths.dashboardTab('listings'));
  await chooseAction(page, title, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expectToast(page, 'Listing deleted');
  await expect(myListingRow(page, title)).toHaveCount(0);

  // The favourite and the conversation leave the buyer's open dashboard live, and the figures drop.
  await expect(favoritesTab.getByRole('tabpanel').getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  await expect(inquiriesTab.getByRole('tabpanel').getByText('No inquiries yet')).toBeVisible();
  await expect(inquiriesTab.getByRole('tabpanel')).not.toContainText(title);
  for (const tab of [favoritesTab, inquiriesTab]) {
    await expect(statValue(tab, 'Favorites')).toHaveText('0');
    await expect(statValue(tab, 'Total Inquiries')).toHaveText('0');
    await expect(tab.locator('html[data-stayed-open="yes"]')).toHaveCount(1);
    await expectAccessible(tab);
  }
  await inquiriesTab.close();

  // The buyer's bell counts the notice live, and the panel says what happened.
  await expect(bell(buyer.page)).toHaveText('1');
  await expect(bell(buyer.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(buyer.page).click();
  const notice = buyer.page.getByRole('menu').getByRole('menuitem', { name: /Listing removed/ });
  await expect(notice).toContainText(`"${title}" is no longer listed, and your conversation about it has been removed.`);
  await expect(notice).toContainText('Unread');
  await expectAccessible(buyer.page);
  await buyer.page.keyboard.press('Escape');

  // Its page, and a link to the conversation kept from before, lead nowhere.
  await expect(await openPage(buyer.page, paths.listing(listingId))).toHaveText('Listing not found');
  await expectAccessible(buyer.page);
  const inquiryId = ((await inquiry.json()) as { id: string }).id;
  await expect(await openPage(buyer.page, paths.inquiry(inquiryId))).toHaveText('Conversation not found');
  await expectAccessible(buyer.page);
  await buyer.context.close();
});
