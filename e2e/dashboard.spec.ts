// The dashboards (SPEC §2; issue 11), set up through the API: a buyer's four stat cards against the rows made,
// the Favorites tab with remove, the quick cards and the Profile tab; a seller's stat cards, the views chart with
// its table and listing select, and the quick cards opening their tabs; when the profile and the figures cannot be
// loaded, the two error toasts and the buyer's view.
import type { APIRequestContext, Page } from '@playwright/test';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, openPage, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** Today in India as the chart's table writes it ("25 Nov"). */
const todayLabel = () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.now() + IST_OFFSET_MS));

interface Seeded {
  seller: APIRequestContext;
  listings: { id: string; title: string }[];
}

/** A seller (on its own request context) with approved listings and one pending, each priced `prices` paise. */
async function seedSeller(
  { playwright, appUrl, clientAddress, admin }: { playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }; appUrl: string; clientAddress: string; admin: APIRequestContext },
  { sellerRequest, approved, pending }: { sellerRequest?: APIRequestContext; approved: number[]; pending: number[] },
): Promise<Seeded> {
  const seller = sellerRequest ?? (await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } }));
  if (!sellerRequest) await signUpViaApi(seller, appUrl, { fullName: 'Meera Iyer', email: uniqueEmail('seller'), role: 'seller' });
  const categories = (await (await seller.get('/api/categories')).json()) as { items: { id: string }[] };
  const listings: { id: string; title: string }[] = [];
  const suffix = Date.now().toString(36);
  for (const [index, askingPrice] of [...approved, ...pending].entries()) {
    const title = `${['Udupi Tiffin Centre', 'Mysuru Silk House', 'Hubballi Print Shop', 'Belagavi Bakery'][index % 4]} ${suffix}`;
    const created = await seller.post('/api/listings', {
      headers: { origin: appUrl },
      data: { title, categoryId: categories.items[0]?.id, description: 'A steady business with loyal customers.', location: 'Mangaluru, Karnataka', askingPrice },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    if (index < approved.length) {
      await approveListingViaApi(admin, appUrl, id);
    }
    listings.push({ id, title });
  }
  return { seller, listings };
}

/** The stat cards: the buyer's or the seller's <dl>. */
const statCards = (page: Page) => page.locator('dl[aria-label="Your activity"], dl[aria-label="Your listings at a glance"]');
/** The figure of a stat card (the first <dd> after its <dt>); `line` 2 is the note under it. */
const statValue = (page: Page, label: string, line = 1) => statCards(page).locator('dt', { hasText: label }).locator(`xpath=following-sibling::dd[${line}]`);
/** The chart card titled so (its figures in the table under "Show the figures as a table"). */
const chartFigure = (page: Page, title: string) => page.locator('div').filter({ has: page.getByRole('heading', { name: title }) }).last();
/** The value cells of the table row whose header reads `rowName`. */
const rowCells = (figure: ReturnType<typeof chartFigure>, rowName: string) =>
  figure.getByRole('row').filter({ has: figure.page().getByRole('rowheader', { name: rowName, exact: true }) }).getByRole('cell');

test.describe('dashboard', () => {
  let admin: APIRequestContext;

  test.beforeEach(async ({ playwright, appUrl, clientAddress }) => {
    admin = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    await signInViaApi(admin, appUrl, demoAdmin);
  });

  test.afterEach(async () => {
    await admin.dispose();
  });

  test('a buyer sees their four figures, removes a favourite, opens the quick cards and the profile', async ({ page, playwright, appUrl, clientAddress }) => {
    const { seller, listings } = await seedSeller({ playwright, appUrl, clientAddress, admin }, { approved: [25_00_000_00, 40_00_000_00], pending: [] });
    await seller.dispose();
    const buyer = await signUpViaApi(page.request, appUrl, { fullName: 'Arjun Rao', email: uniqueEmail('buyer') });
    const inquiryIds: string[] = [];
    for (const listing of listings) {
      expect((await page.request.put(`/api/favorites/${listing.id}`, { headers: { origin: appUrl } })).status()).toBe(204);
      const inquiry = await page.request.post(`/api/listings/${listing.id}/inquiries`, { headers: { origin: appUrl }, data: { message: 'Is it still available?' } });
      expect(inquiry.status(), await inquiry.text()).toBe(201);
      inquiryIds.push(((await inquiry.json()) as { id: string }).id);
    }
    // A closed inquiry counts in the total, not among the active ones.
    const closed = await page.request.post(`/api/inquiries/${inquiryIds[0]}/close`, { headers: { origin: appUrl }, data: {} });
    expect(closed.status(), await closed.text()).toBeLessThan(300);

    await openPage(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${buyer.fullName}`);
    await expect(statValue(page, 'Favorites')).toHaveText('2');
    await expect(statValue(page, 'Active Inquiries')).toHaveText('1');
    await expect(statValue(page, 'Saved Searches')).toHaveText('0');
    await expect(statValue(page, 'Total Inquiries')).toHaveText('2');
    await expect(page.getByRole('tab')).toHaveText(['Favorites', 'Inquiries', 'Saved Searches', 'Profile']);
    await expect(page.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
    const favoriteTitles = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
    await expect(favoriteTitles).toHaveText(listings.map((listing) => listing.title).reverse());
    await expectAccessible(page);

    // Remove one: the card leaves, and the figure follows.
    const firstCard = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: listings[0]?.title }) });
    await firstCard.getByRole('button', { name: 'Remove from favorites' }).click();
    await expectToast(page, 'Removed from favorites');
    await expect(favoriteTitles).toHaveText([listings[1]?.title ?? '']);
    await expect(statValue(page, 'Favorites')).toHaveText('1');

    const quickActions = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quickActions.getByRole('link', { name: /Browse/ })).toHaveAttribute('href', '/listings');
    await expect(quickActions.getByRole('link', { name: /Featured/ })).toHaveAttribute('href', '/listings?sort=views');
    await quickActions.getByRole('link', { name: /Set Alerts/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=saved-searches$/);
    await expect(page.getByRole('tab', { name: 'Saved Searches' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Profile' }).click();
    const profile = page.getByRole('tabpanel');
    await expect(profile.getByText(buyer.email).first()).toBeVisible();
    await expect(profile.locator('dt', { hasText: 'Role' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Buyer');
    await expect(profile.locator('dt', { hasText: 'Verification' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Pending Verification');
    await expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    await expectAccessible(page);
  });

  test('a seller sees their figures and the views chart with its table; the quick cards open their tabs; a failed profile falls back to the buyer view', async ({
    page,
    playwright,
    appUrl,
    clientAddress,
  }) => {
    await signUpViaApi(page.request, appUrl, { fullName: 'Meera Iyer', email: uniqueEmail('seller'), role: 'seller' });
    const { listings } = await seedSeller(
      { playwright, appUrl, clientAddress, admin },
      { sellerRequest: page.request, approved: [1_20_00_000_00, 30_00_000_00, 20_00_000_00], pending: [50_00_000_00] },
    );
    const [viewed, quiet, sold] = listings;
    if (!viewed || !quiet || !sold) throw new Error('listings expected');
    const markedSold = await page.request.patch(`/api/listings/${sold.id}/status`, { headers: { origin: appUrl }, data: { status: 'sold' } });
    expect(markedSold.status(), await markedSold.text()).toBe(200);
    // A buyer views the first listing and asks about it.
    const buyer = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    await signUpViaApi(buyer, appUrl, { fullName: 'Arjun Rao', email: uniqueEmail('buyer') });
    expect((await buyer.post(`/api/listings/${viewed.id}/views`, { headers: { origin: appUrl } })).status()).toBeLessThan(300);
    const inquiry = await buyer.post(`/api/listings/${viewed.id}/inquiries`, { headers: { origin: appUrl }, data: { message: 'Can I visit on Saturday?' } });
    expect(inquiry.status(), await inquiry.text()).toBe(201);
    await buyer.dispose();

    await openPage(page, '/dashboard');
    await expect(statValue(page, 'Active Listings')).toHaveText('2');
    await expect(statValue(page, 'Active Listings', 2)).toHaveText('1 sold');
    await expect(statValue(page, 'Total Views')).toHaveText('1');
    await expect(statValue(page, 'Pending Inquiries')).toHaveText('1');
    // 1.2 Cr + 30 L + 50 L (pending); the sold listing's 20 L left out: ₹2 Cr.
    await expect(statValue(page, 'Total Value')).toContainText('₹2 Cr');
    await expect(page.getByRole('tab')).toHaveText(['My Listings', 'Inquiries', 'Profile']);

    const viewsFigure = chartFigure(page, 'Views per day, last 30 days');
    await expect(viewsFigure.getByRole('img', { name: /^Line chart of daily views of all your listings: 1 in 30 days/ })).toBeVisible();
    await viewsFigure.getByText('Show the figures as a table').click();
    await expect(viewsFigure.getByRole('row')).toHaveCount(31);
    await expect(rowCells(viewsFigure, todayLabel())).toHaveText(['1']);
    const inquiriesFigure = chartFigure(page, 'Inquiries per listing');
    await inquiriesFigure.getByText('Show the figures as a table').click();
    await expect(rowCells(inquiriesFigure, viewed.title)).toHaveText(['1', '1']);
    await expectAccessible(page);

    // One listing's days: the quiet one had no views today.
    await page.getByRole('combobox', { name: 'Listing', exact: true }).selectOption({ label: quiet.title });
    await expect(viewsFigure.getByRole('img', { name: `Line chart of daily views of ${quiet.title}: 0 in 30 days; the table below lists each day.` })).toBeVisible();
    await expect(rowCells(viewsFigure, todayLabel())).toHaveText(['0']);

    const quickActions = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quickActions.getByRole('link', { name: /Create New Listing/ })).toHaveAttribute('href', '/create-listing');
    await quickActions.getByRole('link', { name: /Check Inquiries/ }).click();
    await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(viewed.title);
    await quickActions.getByRole('link', { name: /Manage Listings/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=listings$/);
    await expect(page.getByRole('tab', { name: 'My Listings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(sold.title);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByRole('tabpanel').locator('dt', { hasText: 'Verification' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Pending Verification');

    // SPEC §2, §8: the profile cannot be loaded → "Error loading profile" and the buyer's view; the figures neither.
    const refusal = { status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Not today.' } }) };
    await page.route('**/api/profile', (route) => route.fulfill(refusal));
    await page.route('**/api/dashboard/summary', (route) => route.fulfill(refusal));
    await page.goto('/dashboard');
    await expectToast(page, 'Error loading profile', 'Not today.');
    await expectToast(page, 'Error loading dashboard', 'Not today.');
    await expect(page.getByRole('tab')).toHaveText(['Favorites', 'Inquiries', 'Saved Searches', 'Profile']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Meera Iyer');
    await expectAccessible(page);
  });
});
