// Issue 24 (ADR 0033): a buyer asks for a visit with the first inquiry, the seller sees it; then the seller deletes
// their account, and the buyer's conversation stays: closed, the seller shown as "Deleted user", the listing's title
// kept, a line that says the account has been deleted where the composer was, and a notification that says so.
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNT_DELETED_NOTICE, DELETED_USER_NAME } from '../common/src/inquiries.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail, waitForMail } from './support/fixtures';

let admin: APIRequestContext;

test.beforeEach(async ({ playwright, appUrl, clientAddress }) => {
  admin = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  await signInViaApi(admin, appUrl, demoAdmin);
});

test.afterEach(async () => {
  await admin.dispose();
});

/** yyyy-mm-dd some days ahead, as a date input takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

test('a buyer asks to visit in the first inquiry; the seller deletes their account; the buyer keeps the conversation with "Deleted user"', async ({
  page,
  browser,
  appUrl,
  clientAddress,
}) => {
  // The seller, signed in on `page`, with an approved listing.
  const seller = await signUpViaApi(page.request, appUrl, { fullName: 'Meera Iyer', email: uniqueEmail('seller'), role: 'seller' });
  const title = `Kochi Chai Corner ${Date.now().toString(36)}`;
  const categories = (await (await page.request.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await page.request.post('/api/listings', {
    headers: { origin: appUrl },
    data: { title, categoryId: categories.items[0]?.id, description: 'A tea stall by the ferry with regulars every morning.', location: 'Kochi, Kerala', askingPrice: 9_00_000_00 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: listingId } = (await created.json()) as { id: string };
  await approveListingViaApi(admin, appUrl, listingId);

  // The buyer, on a device of their own, asks with a visit.
  const device = await newDevice(browser, appUrl, clientAddress);
  const buyerPage = device.page;
  const buyer = await signUpViaApi(device.context.request, appUrl, { fullName: 'Arjun Rao', email: uniqueEmail('buyer'), role: 'buyer' });
  await openPage(buyerPage, `/listing/${listingId}`);
  await buyerPage.getByLabel('Your message to the seller').fill('Namaste! Could I see the stall?');
  await buyerPage.getByLabel("I'd like to visit").check();
  await buyerPage.getByLabel('Preferred date').fill(daysAhead(-5));
  await buyerPage.getByRole('button', { name: 'Send Inquiry' }).click();
  // A day in the past is refused under its field, and nothing is sent.
  await expect(buyerPage.getByText('Choose today or a later date.')).toBeVisible();
  await expectAccessible(buyerPage);
  await buyerPage.getByLabel('Preferred date').fill(daysAhead(4));
  await buyerPage.getByLabel('Preferred time').selectOption({ label: 'Evening (4 pm – 7 pm)' });
  await buyerPage.getByRole('button', { name: 'Send Inquiry' }).click();
  await expectToast(buyerPage, 'Inquiry sent successfully!', 'The seller will be notified and respond to your inquiry soon.');

  // The seller sees the visit with the first message, in the conversation and the e-mail, and answers.
  const mail = await waitForMail(seller.email, `New inquiry about ${title}`);
  expect(mail.body).toContain('The buyer would like to visit:');
  await openPage(page, '/dashboard?tab=inquiries');
  await page.getByRole('list', { name: 'Inquiries' }).getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Respond' }).click();
  const initial = page.getByRole('region', { name: 'Initial inquiry' });
  await expect(initial).toContainText('The buyer would like to visit');
  await expect(initial).toContainText('Evening (4 pm – 7 pm)');
  await expectAccessible(page);
  await page.getByLabel('Your message', { exact: true }).fill('Of course, Arjun. Evenings suit me.');
  await page.getByLabel('Your message', { exact: true }).press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem').last()).toContainText('Evenings suit me');

  // The seller deletes their account.
  await openPage(page, '/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('keep their conversations with you');
  await dialog.getByLabel('Password').fill(seller.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted');

  // The buyer's conversation stays: "Deleted user", the title it had, closed, and why.
  await openPage(buyerPage, '/dashboard?tab=inquiries');
  const card = buyerPage.getByRole('list', { name: 'Inquiries' }).getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText(`Seller: ${DELETED_USER_NAME}`)).toBeVisible();
  await expectAccessible(buyerPage);
  await card.getByRole('link').last().click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyerPage.getByRole('heading', { level: 1 }).getByRole('link')).toHaveCount(0);
  await expect(buyerPage.getByRole('main')).toContainText(`Seller: ${DELETED_USER_NAME}`);
  await expect(buyerPage.getByRole('log', { name: 'Messages' })).toContainText('Of course, Arjun. Evenings suit me.');
  await expect(buyerPage.getByRole('status').filter({ hasText: ACCOUNT_DELETED_NOTICE })).toBeVisible();
  await expect(buyerPage.getByLabel('Your message', { exact: true })).toHaveCount(0);
  await expectAccessible(buyerPage);

  // Told in the app and by e-mail.
  await openPage(buyerPage, '/notifications');
  await expect(buyerPage.getByRole('main')).toContainText('The other person in this conversation deleted their account.');
  await expectAccessible(buyerPage);
  await waitForMail(buyer.email, 'the other person deleted their account');
  await device.context.close();
});
