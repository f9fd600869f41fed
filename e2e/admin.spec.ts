// The admin console and each user's data rights (issue 10): moderation with a reason that reaches the seller live
// and on the listing's page, bulk approval and the public result; the gate for non-admins and visitors; role,
// Verified Seller badge and deletion of users; reports and the audit log; statistics; downloading one's data and
// deleting one's account. Accounts and listings are made through the API; the admin works in the browser.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { MY_DATA_FILE_NAME, NOT_ADMIN_MESSAGE, REJECTION_REASON_REQUIRED, REPORT_DETAILS_REQUIRED } from '../common/src/admin.ts';
import { paths } from '../common/src/routes.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signOutViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const tableRow = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** Creates a pending listing as the seller signed in on `request`; returns its id. */
async function createListing(request: APIRequestContext, appUrl: string, title: string): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await request.post('/api/listings', {
    headers: { origin: appUrl },
    data: { title, categoryId: categories.items[0]?.id, description: 'A family business with steady trade.', location: 'Kochi, Kerala', askingPrice: 18_00_000_00 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Opens a row's actions menu and picks an item. */
async function chooseAction(page: Page, row: ReturnType<typeof tableRow>, menuName: string, item: string) {
  await row.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('moderation: a rejection with its reason reaches the seller live and on the listing page; bulk approval makes both listings public', async ({
  page,
  browser,
  appUrl,
  clientAddress,
}) => {
  const seller = await newDevice(browser, appUrl, clientAddress);
  const sellerUser = await signUpViaApi(seller.context.request, appUrl, { fullName: 'Kavya Nair', email: uniqueEmail('seller'), role: 'seller' });
  const token = Date.now().toString(36);
  const firstTitle = `Coastal Spice Traders ${token}`;
  const secondTitle = `Coastal Bakery ${token}`;
  const firstId = await createListing(seller.context.request, appUrl, firstTitle);
  await createListing(seller.context.request, appUrl, secondTitle);
  const reason = 'The asking price does not match the revenue shown.';

  const sellerSocket = seller.page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'));
  await openPage(seller.page, paths.home);
  await sellerSocket;
  await expect(bell(seller.page)).toHaveAccessibleName('Notifications');

  await signInViaApi(page.request, appUrl, demoAdmin);
  await expect(await openPage(page, paths.admin)).toHaveText('Admin Dashboard');
  await expect(page.getByText('Manage listings, users, and platform statistics.')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/^[\d,]+$/);
  await expect(page.getByRole('tab', { name: 'Listings Management' })).toHaveAttribute('aria-selected', 'true');
  // The moderator's view: pending first; the search finds both by title.
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByLabel('Search listings').fill(token);
  const firstRow = tableRow(page, 'Listings', firstTitle);
  await expect(firstRow).toContainText(sellerUser.email);
  await expect(firstRow).toContainText('Kavya Nair');
  await expect(firstRow).toContainText('₹18,00,000');
  await expect(firstRow).toContainText('Pending');
  await expect(tableRow(page, 'Listings', secondTitle)).toBeVisible();
  await expect(firstRow.getByRole('link', { name: firstTitle })).toHaveAttribute('href', paths.listing(firstId));
  await expectAccessible(page);

  // Rejecting needs a reason.
  await chooseAction(page, firstRow, `Actions for ${firstTitle}`, 'Reject');
  const dialog = page.getByRole('dialog', { name: 'Reject listing' });
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByText(REJECTION_REASON_REQUIRED)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason for rejection').fill(reason);
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expectToast(page, 'Listing rejected successfully.');
  await expect(dialog).toBeHidden();
  await expect(firstRow).toHaveCount(0);

  // The seller's bell rises without a reload; the notification leads to the listing, which says why.
  await expect(bell(seller.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(seller.page).click();
  await seller.page.getByRole('menuitem', { name: new RegExp(firstTitle) }).click();
  await expect(seller.page).toHaveURL(paths.listing(firstId));
  await expect(seller.page.getByRole('heading', { name: 'This listing was rejected' })).toBeVisible();
  await expect(seller.page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expectAccessible(seller.page);

  // Bulk: the rejected one (rejected → approved) and the pending one.
  await page.getByLabel('Status').selectOption({ label: 'All' });
  await expect(firstRow).toContainText('Rejected');
  await page.getByRole('checkbox', { name: `Select ${firstTitle}` }).check();
  await page.getByRole('checkbox', { name: `Select ${secondTitle}` }).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve selected' }).click();
  await expectToast(page, '2 listings approved successfully.');
  await expect(firstRow).toContainText('Approved');
  await expect(tableRow(page, 'Listings', secondTitle)).toContainText('Approved');

  // The seller is told again, live; both listings are public.
  await expect(bell(seller.page)).toHaveAccessibleName('Notifications, 2 unread');
  await seller.page.reload();
  await expect(seller.page.getByRole('heading', { name: 'This listing was rejected' })).toHaveCount(0);
  await openPage(seller.page, `${paths.listings}?search=${token}`);
  await expect(seller.page.getByRole('heading', { name: firstTitle })).toBeVisible();
  await expect(seller.page.getByRole('heading', { name: secondTitle })).toBeVisible();
  await seller.context.close();
});

test('the gate: a signed-in non-admin is turned away with nothing of the dashboard shown; a visitor signs in first', async ({ page, appUrl }) => {
  // Records whether the dashboard's header ever appeared, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if ([...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'Admin Dashboard')) {
        (window as unknown as { sawAdminHeader: boolean }).sawAdminHeader = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(paths.admin);
  await expect(page).toHaveURL(paths.auth);

  await signUpViaApi(page.request, appUrl, { fullName: 'Rahul Verma', role: 'buyer' });
  await page.goto(paths.admin);
  await expectToast(page, 'Access Denied', NOT_ADMIN_MESSAGE);
  await expect(page).toHaveURL(paths.home);
  expect(await page.evaluate(() => (window as unknown as { sawAdminHeader?: boolean }).sawAdminHeader ?? false)).toBe(false);
  await expectAccessible(page);
});

test('users: change a role, grant the Verified Seller badge (shown on the listing), delete a user and their listings; statistics', async ({
  page,
  playwright,
  appUrl,
  clientAddress,
}) => {
  await signInViaApi(page.request, appUrl, demoAdmin);
  const others = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  const buyer = await signUpViaApi(others, appUrl, { fullName: 'Deepak Joshi', email: uniqueEmail('buyer'), role: 'buyer' });
  const seller = await signUpViaApi(others, appUrl, { fullName: 'Anita Desai', email: uniqueEmail('seller'), role: 'seller' });
  const title = `Nagpur Orange Juice Bar ${Date.now().toString(36)}`;
  const listingId = await createListing(others, appUrl, title);
  await approveListingViaApi(page.request, appUrl, listingId);
  await others.dispose();

  await openPage(page, paths.adminTab('users'));
  await expect(page.getByRole('tab', { name: 'Users Management' })).toHaveAttribute('aria-selected', 'true');
  const search = page.getByLabel('Search users');
  await search.fill(buyer.email);
  const buyerRow = tableRow(page, 'Users', buyer.email);
  await expect(buyerRow).toContainText('Deepak Joshi');
  await expect(buyerRow).toContainText('Buyer');
  await expect(buyerRow.getByText('Not verified')).toBeAttached();
  await expectAccessible(page);
  // The menu offers every role but the current one.
  await buyerRow.getByRole('button', { name: 'Actions for Deepak Joshi' }).click();
  await expect(page.getByRole('menuitem', { name: 'Make Buyer' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Make Seller' }).click();
  await expectToast(page, 'User role updated to seller.');
  await expect(buyerRow).toContainText('Seller');

  await search.fill(seller.email);
  const sellerRow = tableRow(page, 'Users', seller.email);
  await chooseAction(page, sellerRow, 'Actions for Anita Desai', 'Grant Verified Seller badge');
  await expectToast(page, 'Verified Seller badge granted.');
  await expect(sellerRow.getByText('Verified', { exact: true })).toBeAttached();
  await openPage(page, paths.listing(listingId));
  await expect(page.getByText('Verified Seller', { exact: true })).toBeVisible();
  await page.goBack();

  await search.fill(seller.email);
  await chooseAction(page, sellerRow, 'Actions for Anita Desai', 'Delete user');
  const confirm = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
  await expect(confirm).toContainText(seller.email);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expectToast(page, 'User deleted');
  await expect(sellerRow).toHaveCount(0);
  await openPage(page, paths.listing(listingId));
  await expect(page.getByText('Listing not found')).toBeVisible();

  // Statistics, with its charts loaded on demand and each readable as a table.
  await openPage(page, paths.adminTab('statistics'));
  await expect(page.getByRole('heading', { name: 'Listing Statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Platform Metrics' })).toBeVisible();
  await expect(page.getByText(/^Figures as of /)).toBeVisible();
  await expect(page.getByText('Approval Rate')).toBeVisible();
  await page.getByText('Show the figures as a table').first().click();
  await expect(page.getByRole('table', { name: 'Listings by status' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Line chart of new listings and sign-ups per week/ })).toBeVisible();
  await expectAccessible(page);
});

test('reports and the audit log: a buyer reports a listing (signing in first), the admin dismisses it and finds it in the log', async ({
  page,
  browser,
  playwright,
  appUrl,
  clientAddress,
}) => {
  const setup = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  await signUpViaApi(setup, appUrl, { fullName: 'Suresh Pillai', email: uniqueEmail('seller'), role: 'seller' });
  const title = `Madurai Silk House ${Date.now().toString(36)}`;
  const listingId = await createListing(setup, appUrl, title);
  await signInViaApi(setup, appUrl, demoAdmin);
  await approveListingViaApi(setup, appUrl, listingId);
  await setup.dispose();
  const buyer = await signUpViaApi(page.request, appUrl, { fullName: 'Lakshmi Rao', email: uniqueEmail('buyer'), role: 'buyer' });
  await signOutViaApi(page.request, appUrl);

  // Signed out: Report this listing leads to sign-in and back to the open dialog.
  await openPage(page, paths.listing(listingId));
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page).toHaveURL(paths.auth);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(paths.listing(listingId));
  await dialog.getByRole('radio', { name: 'Other' }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_DETAILS_REQUIRED)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Details').fill('The photos are of a different shop.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Report sent', 'Thank you. Our team will review this listing.');
  await expect(page.getByRole('button', { name: 'Report sent' })).toBeDisabled();

  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  await openPage(admin.page, paths.adminTab('reports'));
  const reportRow = tableRow(admin.page, 'Open reports', title);
  await expect(reportRow).toContainText(buyer.email);
  await expect(reportRow).toContainText('Other');
  await expect(reportRow).toContainText('The photos are of a different shop.');
  await expectAccessible(admin.page);
  await reportRow.getByRole('button', { name: /^Dismiss/ }).click();
  await expectToast(admin.page, 'Report dismissed.');
  await expect(reportRow).toHaveCount(0);

  await admin.page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(admin.page).toHaveURL(/tab=audit-log/);
  await admin.page.getByLabel('Action').selectOption({ label: 'Report dismissed' });
  const entry = tableRow(admin.page, 'Audit log', title).first();
  await expect(entry).toContainText('Report dismissed');
  await expect(entry).toContainText(demoAdmin.email);
  await expectAccessible(admin.page);
  await admin.context.close();
});

test('my data: a user downloads everything stored about them and deletes their account with their password', async ({ page, appUrl }) => {
  const user = await signUpViaApi(page.request, appUrl, { fullName: 'Imran Sheikh', email: uniqueEmail('leaver'), role: 'buyer' });
  await openPage(page, paths.profile);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(MY_DATA_FILE_NAME);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as { profile: { email: string; fullName: string } };
  expect(data.profile).toMatchObject({ email: user.email, fullName: 'Imran Sheikh' });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Password').fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(paths.home);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  const signIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: appUrl }, data: { email: user.email, password: user.password } });
  expect(signIn.status()).toBe(401);
});
