// Who the seller is (issue 25; ADR 0037): an admin verifies a seller who has answered three inquiries; a buyer
// sees the seller's trust block on the listing page (the badge's popover opened with the keyboard says what was
// checked and when), the compact version on the listing's card, and home's figures equal the API's live counts.
// The scene is set through the API; the buyer reads the pages in the browser.
import type { APIRequestContext } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

async function createApprovedListing(seller: APIRequestContext, admin: APIRequestContext, appUrl: string, title: string): Promise<string> {
  const categories = (await (await seller.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await seller.post('/api/listings', {
    headers: { origin: appUrl },
    data: { title, categoryId: categories.items[0]?.id, description: 'A bakery on a busy corner with a loyal morning crowd.', location: 'Indore, Madhya Pradesh', askingPrice: 22_00_000_00 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { id: string }).id;
  await approveListingViaApi(admin, appUrl, listingId);
  return listingId;
}

test('a buyer sees who the seller is on the listing page and the card, and home says only what is true', async ({ page, browser, appUrl, clientAddress }) => {
  // Five accounts, a listing and three conversations are set up before the buyer looks: more than the default minute.
  test.slow();
  const title = `Malwa Bakery ${Date.now().toString(36)}`;
  const seller = await newDevice(browser, appUrl, clientAddress);
  const sellerUser = await signUpViaApi(seller.context.request, appUrl, { fullName: 'Meera Jain', email: uniqueEmail('seller'), role: 'seller' });
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  const listingId = await createApprovedListing(seller.context.request, admin.context.request, appUrl, title);
  const verified = await admin.context.request.patch(`/api/admin/users/${sellerUser.id}/verified`, { headers: { origin: appUrl }, data: { verified: true } });
  expect(verified.status(), await verified.text()).toBe(200);
  await admin.context.close();

  // Three buyers ask; the seller answers each at once.
  for (const name of ['Arjun Rao', 'Isha Patel', 'Kabir Das']) {
    const buyer = await newDevice(browser, appUrl, clientAddress);
    await signUpViaApi(buyer.context.request, appUrl, { fullName: name, email: uniqueEmail('buyer') });
    const asked = await buyer.context.request.post(`/api/listings/${listingId}/inquiries`, { headers: { origin: appUrl }, data: { message: 'Are the ovens included?' } });
    expect(asked.status(), await asked.text()).toBe(201);
    const inquiryId = ((await asked.json()) as { id: string }).id;
    const replied = await seller.context.request.post(`/api/inquiries/${inquiryId}/messages`, { headers: { origin: appUrl }, data: { message: 'Yes, both of them.' } });
    expect(replied.status(), await replied.text()).toBe(201);
    await buyer.context.close();
  }
  await seller.context.close();
  // The reply time is computed by a job in the worker loop, not by the page.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/listings/${listingId}`)).json()) as { seller: { replyMedianSeconds: number | null } }).seller.replyMedianSeconds, {
      timeout: 20_000,
    })
    .not.toBeNull();

  // The listing page: the trust block.
  await signUpViaApi(page.request, appUrl, { fullName: 'Nisha Verma', email: uniqueEmail('buyer') });
  await expect(await openPage(page, paths.listing(listingId))).toHaveText(title);
  const block = page.getByTestId('seller-trust');
  await expect(block).toContainText(/Member since \w+ \d{4}/);
  await expect(block).toContainText('1 listing on BizBazaar');
  await expect(block).toContainText('Usually replies within 15 minutes');
  // The badge opens what it means with the keyboard, and Escape closes it.
  const badge = block.getByRole('button', { name: /Verified seller/ });
  await badge.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Verified seller' });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('checked this seller’s identity and business');
  await expect(popover).toContainText(/Verified on \d{1,2} \w+ \d{4}\./);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expectAccessible(page);

  // The card in browse: the compact version.
  await openPage(page, `${paths.listings}?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  const compact = card.getByTestId('seller-trust-compact');
  await expect(compact.getByRole('button', { name: /Verified seller/ })).toBeVisible();
  await expect(compact).toContainText('Usually replies within 15 minutes');
  await expectAccessible(page);

  // Home: the live figures, equal to what the API counts now (the page and the API read the same cached counts).
  await expect
    .poll(
      async () => {
        await openPage(page, paths.home);
        const shown = {
          approvedListings: await page.getByTestId('approved-listings').locator('span').first().textContent(),
          registeredUsers: await page.getByTestId('registered-users').locator('span').first().textContent(),
        };
        const live = (await (await page.request.get('/api/site-figures')).json()) as { approvedListings: number; registeredUsers: number };
        const browse = (await (await page.request.get('/api/listings')).json()) as { total: number; isTotalCapped: boolean };
        if (!browse.isTotalCapped) expect(browse.total).toBe(live.approvedListings);
        return shown.approvedListings === live.approvedListings.toLocaleString('en-IN') && shown.registeredUsers === live.registeredUsers.toLocaleString('en-IN');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('listings-reviewed')).toHaveText(/Every listing\s*reviewed before it goes live/);
  await expect(page.getByRole('main')).not.toContainText('Verified Listings');
  await expectAccessible(page);
});
