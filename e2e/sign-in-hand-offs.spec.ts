// Issue 24: what a visitor starts while signed out completes after signing in (the favourite, as the inquiry
// already did), and a page opened by its address starts at its top.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, openPage, signOutViaApi, signUpViaApi, test } from './support/fixtures';

async function favoriteIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/favorites/ids');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { listingIds: string[] }).listingIds;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a favourite started while signed out is made after signing in', async ({ page, appUrl }) => {
  const user = await signUpViaApi(page.request, appUrl, { fullName: 'Farah Khan' });
  await signOutViaApi(page.request, appUrl);

  await openPage(page, '/listings?category=food-beverage');
  const card = page.locator('article').first();
  const href = (await card.getByRole('link', { name: /View Details/ }).getAttribute('href')) ?? '';
  const listingId = href.split('/').at(-1) ?? '';
  await card.getByRole('link', { name: 'Add to favorites' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, user.email, user.password);

  await expect(page).toHaveURL(/\/listings\?category=food-beverage$/);
  await expectToast(page, 'Added to favorites');
  await expect(page.locator('article').first().getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  expect(await favoriteIds(page)).toEqual([listingId]);
  await expectAccessible(page);
});

test('a favourite started from a plain link (before the script ran) is asked for once after signing in', async ({ page, appUrl }) => {
  const user = await signUpViaApi(page.request, appUrl, { fullName: 'Rohan Mehta' });
  await signOutViaApi(page.request, appUrl);
  const listings = await page.request.get('/api/listings?limit=1');
  const [listing] = ((await listings.json()) as { items: { id: string; title: string }[] }).items;
  if (!listing) throw new Error('the demo data has approved listings');

  // Where the heart's link leads without the script.
  await page.goto(`/auth?next=${encodeURIComponent(`/listing/${listing.id}?then=favorite`)}`);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(`/listing/${listing.id}?then=favorite`);
  const question = page.getByRole('region', { name: 'Favorite' });
  await expect(question).toContainText('Add it to your favorites?');
  await expectAccessible(page);
  expect(await favoriteIds(page)).toEqual([]);
  await question.getByRole('button', { name: 'Yes, add to favorites' }).click();
  await expectToast(page, 'Added to favorites');
  await expect(page).toHaveURL(`/listing/${listing.id}`);
  await expect(question).toHaveCount(0);
  expect(await favoriteIds(page)).toEqual([listing.id]);
});

test('a page opened by its address starts at its top, whatever the page before was scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await openPage(page, '/listings');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);
});
