// Sold listings keep their page (issue 24; ADR 0032): a buyer favourites a listing; its seller marks it sold
// through the confirmation dialog; the buyer is told in the app and by e-mail, the favourite stays marked Sold, and
// the listing's page shows the Sold state without any contact action, out of search engines. The listing is made
// and approved through the API; the buyer and the seller work in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, linkIn, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail, waitForMail } from './support/fixtures';

async function createApprovedListing(seller: APIRequestContext, admin: APIRequestContext, appUrl: string, title: string): Promise<string> {
  const categories = (await (await seller.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await seller.post('/api/listings', {
    headers: { origin: appUrl },
    data: { title, categoryId: categories.items[0]?.id, description: 'A tea stall by the station with loyal regulars.', location: 'Pune, Maharashtra', askingPrice: 14_00_000_00 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { id: string }).id;
  await approveListingViaApi(admin, appUrl, listingId);
  return listingId;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const myListingRow = (page: Page, title: string) => page.getByRole('table', { name: 'My listings' }).getByRole('row').filter({ hasText: title });

test('mark as sold: the favouriting buyer is told in the app and by e-mail, and finds the favourite and the page marked Sold', async ({ page, browser, appUrl, clientAddress }) => {
  const title = `Deccan Chai Stall ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, appUrl, { fullName: 'Anil Kulkarni', email: uniqueEmail('seller'), role: 'seller' });
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  const listingId = await createApprovedListing(page.request, admin.context.request, appUrl, title);
  await admin.context.close();

  // The buyer, on their own device, favourites it from its page.
  const buyer = await newDevice(browser, appUrl, clientAddress);
  const buyerUser = await signUpViaApi(buyer.context.request, appUrl, { fullName: 'Kavya Nair', email: uniqueEmail('buyer') });
  await expect(await openPage(buyer.page, paths.listing(listingId))).toHaveText(title);
  await buyer.page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(buyer.page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(bell(buyer.page)).toHaveAccessibleName('Notifications');
  // A second tab of the buyer, open on the listing before the sale, still shows the inquiry form.
  const staleTab = await buyer.context.newPage();
  await openPage(staleTab, paths.listing(listingId));
  await expect(staleTab.getByRole('button', { name: 'Send Inquiry' })).toBeVisible();
  // Another buyer is talking to the seller about it.
  const asker = await newDevice(browser, appUrl, clientAddress);
  await signUpViaApi(asker.context.request, appUrl, { fullName: 'Rohan Joshi', email: uniqueEmail('asker') });
  const asked = await asker.context.request.post(`/api/listings/${listingId}/inquiries`, { headers: { origin: appUrl }, data: { message: 'Is the lease transferable?' } });
  expect(asked.status(), await asked.text()).toBe(201);
  await asker.context.close();

  // The seller marks it sold from My Listings, confirming in the dialog.
  await openPage(page, paths.dashboardTab('listings'));
  await myListingRow(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as sold', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this business as sold?' });
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText('Buyers who saved it or are talking to you about it are told.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  await expectToast(page, 'Listing marked as sold.');
  await expect(dialog).toBeHidden();
  await expect(myListingRow(page, title)).toContainText('Sold');
  // Within 30 days the seller may reopen it.
  await myListingRow(page, title).getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Reopen', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // The seller's inquiry card says the business is sold.
  await openPage(page, paths.dashboardTab('inquiries'));
  await expect(page.getByRole('heading', { name: title, level: 3 }).locator('..')).toContainText('Sold');

  // The stale tab's inquiry is refused with what happened, not "not found".
  await staleTab.getByLabel('Your message to the seller').fill('Is it still for sale?');
  await staleTab.getByRole('button', { name: 'Send Inquiry' }).click();
  await expectToast(staleTab, 'Error sending inquiry', 'This listing is no longer available.');
  await staleTab.close();

  // The buyer's bell counts the notice live; the panel says what happened.
  await expect(bell(buyer.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(buyer.page).click();
  const notice = buyer.page.getByRole('menu').getByRole('menuitem', { name: /Business sold/ });
  await expect(notice).toContainText(`"${title}": this business has been sold.`);
  await expectAccessible(buyer.page);
  await buyer.page.keyboard.press('Escape');

  // And by e-mail, with a link to the listing's page.
  const mail = await waitForMail(buyerUser.email, `Sold: ${title}`);
  expect(mail.body).toContain('has been sold');
  expect(linkIn(mail, paths.listing(listingId))).toContain(paths.listing(listingId));

  // The favourite stays, marked Sold.
  await openPage(buyer.page, paths.favorites);
  const card = buyer.page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Sold');
  await expectAccessible(buyer.page);

  // The Sold page: the state, and no contact action; out of search engines.
  await expect(await openPage(buyer.page, paths.listing(listingId))).toHaveText(title);
  await expect(buyer.page.getByRole('heading', { name: 'This business has been sold' })).toBeVisible();
  for (const action of ['Send Inquiry', 'Request Financials', 'Schedule Visit']) await expect(buyer.page.getByRole('button', { name: action })).toHaveCount(0);
  await expect(buyer.page.getByRole('heading', { name: 'Interested in this business?' })).toHaveCount(0);
  await expectAccessible(buyer.page);

  const served = await buyer.context.request.get(paths.listing(listingId));
  expect(served.status()).toBe(200);
  expect(served.headers()['x-robots-tag']).toBe('noindex');
  expect(await served.text()).toContain('<meta name="robots" content="noindex" />');

  // A visitor who never saw it finds it in no search.
  const search = (await (await buyer.context.request.get(`/api/listings?search=${encodeURIComponent(title)}`)).json()) as { total: number };
  expect(search.total).toBe(0);
  await buyer.context.close();
});
