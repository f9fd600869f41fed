// On a phone (the "phone" project: Pixel 7): the navigation folds into a menu button, and no page scrolls
// sideways.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, openPage, signUpViaApi, test } from './support/fixtures';

const menuButton = (page: Page, name: 'Open menu' | 'Close menu') => page.getByRole('banner').getByRole('button', { name });
const mobileNavigation = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test('the menu button reveals the navigation links', async ({ page }) => {
  await openPage(page, '/');
  // The desktop links are folded away.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(mobileNavigation(page)).toHaveCount(0);
  await expect(menuButton(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false');

  await menuButton(page, 'Open menu').click();
  await expect(menuButton(page, 'Close menu')).toHaveAttribute('aria-expanded', 'true');
  for (const link of ['Browse Businesses', 'Categories', 'About', 'Favorites']) {
    await expect(mobileNavigation(page).getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  // Selling links are for sellers only (SPEC §6).
  await expect(mobileNavigation(page).getByRole('link', { name: 'Sell Your Business' })).toHaveCount(0);
  await expectAccessible(page);

  // Following a link closes the menu.
  await mobileNavigation(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BizBazaar');
  await expect(mobileNavigation(page)).toHaveCount(0);
  await expect(menuButton(page, 'Open menu')).toBeVisible();
  await expectAccessible(page);

  // And the close button closes it.
  await menuButton(page, 'Open menu').click();
  await expect(mobileNavigation(page)).toBeVisible();
  await menuButton(page, 'Close menu').click();
  await expect(mobileNavigation(page)).toHaveCount(0);
});

test('a seller finds the selling links in the menu', async ({ page, appUrl }) => {
  await signUpViaApi(page.request, appUrl, { fullName: 'Sunita Joshi', role: 'seller' });
  await openPage(page, '/');
  await menuButton(page, 'Open menu').click();
  await expect(mobileNavigation(page).getByRole('link', { name: 'Sell Your Business' })).toBeVisible();
  await expect(mobileNavigation(page).getByRole('link', { name: 'List Business', exact: true })).toBeVisible();
  await mobileNavigation(page).getByRole('link', { name: 'Sell Your Business' }).click();
  await expect(page).toHaveURL('/create-listing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List Your Business for Sale');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test('home, sign-in and profile fit the phone screen without sideways scrolling', async ({ page, appUrl }) => {
  await openPage(page, '/');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await openPage(page, '/auth');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // A long unbroken e-mail address is the usual culprit on a narrow profile page.
  await signUpViaApi(page.request, appUrl, {
    fullName: 'Venkatanarasimharajuvaripeta Subramanyam',
    email: `venkatanarasimharajuvaripeta.subramanyam.${Date.now()}@example.com`,
  });
  await openPage(page, '/profile');
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
