// The profile pages (ARCHITECTURE §7: built although the spec does not show them): viewing, editing with
// validation, becoming a seller, and a session that ends while the form is open (SPEC §5, §8).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, signOutViaApi, signUpViaApi, test } from './support/fixtures';

const navbar = (page: Page) => page.getByRole('banner');

/** A field of the profile overview, by its term ("Phone", "Role", ...). */
const profileDetail = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

async function openEditProfile(page: Page) {
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  // The form appears once the profile has loaded.
  await expect(page.getByLabel('Full Name')).toBeVisible();
}

/** Counts profile updates the page sends, to prove a refused form sent nothing. */
function countProfileUpdates(page: Page): () => number {
  let updates = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/profile') updates += 1;
  });
  return () => updates;
}

test('signed out, /profile sends the visitor to the sign-in screen', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/profile/edit');
  await expect(page).toHaveURL('/auth');
  await expectAccessible(page);
});

test('a buyer edits the profile and becomes a seller', async ({ page, appUrl }) => {
  // Unconfirmed: the profile says so, and editing it reaches nobody else, so it stays open (ADR 0023).
  const user = await signUpViaApi(page.request, appUrl, { fullName: 'Farhan Ali', role: 'buyer', confirmed: false });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(profileDetail(page, 'Full Name')).toHaveText('Farhan Ali');
  await expect(profileDetail(page, 'Email')).toHaveText(user.email);
  await expect(profileDetail(page, 'Phone')).toHaveText('Not provided');
  await expect(profileDetail(page, 'Role')).toHaveText('Buyer');
  await expect(profileDetail(page, 'Email status')).toHaveText('Pending Verification');
  await expect(navbar(page).getByRole('link', { name: 'Sell Your Business' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/profile/edit');
  await expect(page.getByLabel('Full Name')).toHaveValue('Farhan Ali');
  await expect(page.getByRole('radio', { name: 'Buyer' })).toBeChecked();
  await expectAccessible(page);

  // Served by the app itself, so the avatar loads without reaching the internet.
  const avatarUrl = `${appUrl}/favicon.svg`;
  await page.getByLabel('Full Name').fill('Farhan Ali Siddiqui');
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByLabel('Company Name').fill('Siddiqui Traders');
  await page.getByLabel('Avatar URL').fill(avatarUrl);
  await page.getByRole('radio', { name: 'Seller' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expectToast(page, 'Profile updated', 'Your profile has been successfully updated.');
  await expect(page).toHaveURL('/profile');
  await expect(profileDetail(page, 'Full Name')).toHaveText('Farhan Ali Siddiqui');
  await expect(profileDetail(page, 'Phone')).toHaveText('+91 98765 43210');
  await expect(profileDetail(page, 'Company')).toHaveText('Siddiqui Traders');
  await expect(profileDetail(page, 'Role')).toHaveText('Seller');
  await expect(page.getByRole('img', { name: "Farhan Ali Siddiqui's avatar" })).toHaveAttribute('src', avatarUrl);
  // The navbar follows the new role at once.
  await expect(navbar(page).getByRole('link', { name: 'Sell Your Business' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'List Business', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Saved on the server, not just in the page.
  await page.reload();
  await expect(profileDetail(page, 'Company')).toHaveText('Siddiqui Traders');
  await expect(navbar(page).getByRole('link', { name: 'Sell Your Business' })).toBeVisible();
});

test('an invalid avatar URL or phone number is refused in the form and nothing is saved', async ({ page, appUrl }) => {
  await signUpViaApi(page.request, appUrl, { fullName: 'Lakshmi Menon' });
  const profileUpdates = countProfileUpdates(page);
  await openEditProfile(page);

  for (const badUrl of ['javascript:alert(1)', 'ftp://files.example.com/me.png']) {
    await page.getByLabel('Avatar URL').fill(badUrl);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a link starting with http:// or https://')).toBeVisible();
    await expect(page.getByLabel('Avatar URL')).toHaveAttribute('aria-invalid', 'true');
  }
  await expectAccessible(page);
  await page.getByLabel('Avatar URL').fill('');

  await page.getByLabel('Phone').fill('call me maybe');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/profile/edit');
  await expectAccessible(page);

  expect(profileUpdates()).toBe(0);
  const saved = await page.request.get('/api/profile');
  expect(await saved.json()).toMatchObject({ fullName: 'Lakshmi Menon', phone: null, avatarUrl: null });
});

test('a session that ends while editing gives "No user found"', async ({ page, appUrl }) => {
  await signUpViaApi(page.request, appUrl, { fullName: 'Vikram Singh' });
  // The bell loads after the page and asks for the unread count: a 401 there would tell the page first.
  const bellAsked = page.waitForResponse((response) => response.url().endsWith('/api/notifications/unread-count'));
  await openEditProfile(page);
  await bellAsked;
  await page.getByLabel('Company Name').fill('Singh Logistics');

  // The session lapses quietly (its cookie is gone, nobody revoked it): the open form does not know yet.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Error updating profile', 'No user found');
  // The page guard notices the missing session and offers to sign in again.
  await expect(page).toHaveURL('/auth');
  await expect(navbar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('signing out in another tab sends an open page to sign-in at once', async ({ page, appUrl }) => {
  await signUpViaApi(page.request, appUrl, { fullName: 'Vikram Singh' });
  await openEditProfile(page);

  // The revoked session's socket is closed by the server; the page learns of it without a click.
  await signOutViaApi(page.request, appUrl);
  await expect(page).toHaveURL('/auth');
  await expect(navbar(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
});
