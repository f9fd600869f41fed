// Accounts end to end (SPEC §2 Auth screen and Navigation bar, §8 toasts): sign-up with the e-mail confirmation
// (whose link confirms and asks the person to sign in, ADR 0023), refused common passwords, an address that already has an account,
// the unverified banner, sign-in and sign-out, password reset by e-mail, and what each role sees in the navbar.
import type { Page } from '@playwright/test';
import {
  demoAdmin,
  expect,
  expectAccessible,
  expectToast,
  linkIn,
  newDevice,
  signInViaApi,
  signOutViaApi,
  signUpViaApi,
  test,
  uniqueEmail,
  waitForMail,
  waitForMails,
} from './support/fixtures';

const navbar = (page: Page) => page.getByRole('banner');
const accountMenuButton = (page: Page) => navbar(page).getByRole('button', { name: 'Account menu' });
const signInLink = (page: Page) => navbar(page).getByRole('link', { name: 'Sign In', exact: true });
const verificationBanner = (page: Page) => page.getByRole('region', { name: 'Email verification' });

async function openAuthTab(page: Page, tab: 'Sign In' | 'Sign Up') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Waits for the dashboard to have rendered for a signed-in user (so an absent banner means something). */
async function openDashboard(page: Page, fullName: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
}

/** Fills the sign-up form; `password` goes into both password fields. */
async function fillSignUp(page: Page, fields: { fullName: string; email: string; password: string }) {
  await page.getByLabel('Full Name').fill(fields.fullName);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm Password').fill(fields.password);
}

/** After sign-up: the "check your email" view, and still signed out (sign-up starts no session). */
async function expectCheckEmail(page: Page, email: string) {
  await expectToast(page, 'Success!', 'Please check your email to confirm your account.');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await expect(page).toHaveURL('/auth');
  await expect(signInLink(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
}

async function openProfile(page: Page, email: string) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: email })).toBeVisible();
}

/** Where the confirmation link lands in a signed-out browser: the address named and filled in, nobody signed in. */
async function expectConfirmedSignIn(page: Page, email: string) {
  await expect(page).toHaveURL(`/auth?confirmed=${encodeURIComponent(email)}`);
  await expect(page.getByRole('status').filter({ hasText: `Your email address ${email} is confirmed. Sign in to continue.` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(signInLink(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
}

test('a seller signs up, confirms the address through the e-mailed link, and signs in', async ({ page }) => {
  const email = uniqueEmail('seller');
  const password = 'sign-up-pass-1';
  const signUpRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUpRequests.push(request.url());
  });

  await openAuthTab(page, 'Sign Up');
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill('Kavya Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill('something-else-1');
  await page.getByRole('radio', { name: 'sell businesses' }).check();

  // ARCHITECTURE §7: a mismatch is said inline, and nothing goes to the server.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(signUpRequests).toEqual([]);

  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectCheckEmail(page, email);
  expect(signUpRequests).toHaveLength(1);
  await expectAccessible(page);

  // The mail went through the real SMTP catcher; its link confirms the address and asks the seller to sign in
  // (it signs nobody in, ADR 0023).
  const mail = await waitForMail(email, 'Confirm your email');
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expectConfirmedSignIn(page, email);
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  // Issue 24: from the confirmation link to the welcome screen, which offers a seller the next step.
  await expect(page).toHaveURL('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to BizBazaar' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`Your email address ${email} is confirmed.`);
  await expect(page.getByRole('main').getByRole('link', { name: 'List your business' })).toHaveAttribute('href', '/create-listing');
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(signInLink(page)).toHaveCount(0);
  await expect(navbar(page).getByRole('link', { name: 'Sell Your Business' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'List Business', exact: true })).toBeVisible();
  await expectAccessible(page);

  await openDashboard(page, 'Kavya Nair');
  await expect(verificationBanner(page)).toHaveCount(0);
  await openProfile(page, email);
  await expect(verificationBanner(page)).toHaveCount(0);
  const emailStatus = page.getByRole('main').locator('dl > div').filter({ hasText: 'Email status' });
  await expect(emailStatus.getByRole('definition')).toHaveText('Verified');
  await expectAccessible(page);
});

test('sign-up refuses a common password and says why under the field', async ({ page }) => {
  const email = uniqueEmail('weak');
  await openAuthTab(page, 'Sign Up');
  await fillSignUp(page, { fullName: 'Aarav Shah', email, password: 'password1' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expectToast(page, 'Error signing up', 'Please correct the highlighted fields.');
  await expect(page.getByText('This is one of the most common passwords. Choose one that is harder to guess.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await fillSignUp(page, { fullName: 'Aarav Shah', email, password: 'saffron-kite-41' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectCheckEmail(page, email);
});

test('signing up with an address that has an account looks the same; its owner is told by e-mail', async ({ page, request, appUrl }) => {
  const owner = await signUpViaApi(request, appUrl, { fullName: 'Anjali Rao' });
  await openAuthTab(page, 'Sign Up');
  await fillSignUp(page, { fullName: 'Someone Else', email: owner.email, password: 'saffron-kite-41' });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectCheckEmail(page, owner.email);

  const mail = await waitForMail(owner.email, 'You already have a BizBazaar account');
  expect(mail.body).toContain('Hello \u2068Anjali Rao\u2069,');
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(owner.email);

  // The mail's link leads to the sign-in form, where the old password still works.
  await page.goto(linkIn(mail, '/auth'));
  await fillSignIn(page, owner.email, owner.password);
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(accountMenuButton(page)).toBeVisible();
});

test('the unverified banner sends the confirmation e-mail again', async ({ page, appUrl }) => {
  const user = await signUpViaApi(page.request, appUrl, { fullName: 'Rohan Das', confirmed: false });
  await waitForMails(user.email, 'Confirm your email', 1);

  await openDashboard(page, 'Rohan Das');
  await verificationBanner(page).getByRole('button', { name: 'Resend verification email' }).click();
  await expectToast(page, 'Verification email sent', 'Please check your email and click the verification link.');
  const mails = await waitForMails(user.email, 'Confirm your email', 2);
  expect(mails).toHaveLength(2);
  await expectAccessible(page);
});

test('sign in with a wrong and then the right password, stay signed in, and sign out', async ({ page, appUrl }) => {
  const user = await signUpViaApi(page.request, appUrl, { fullName: 'Neha Gupta' });
  await signOutViaApi(page.request, appUrl);

  await openAuthTab(page, 'Sign In');
  await fillSignIn(page, user.email, 'not-the-password');
  // The description is the server's own message (SPEC §8).
  await expectToast(page, 'Error signing in', 'Invalid email or password');
  await expect(page).toHaveURL('/auth');
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page)).toBeVisible();

  await page.reload();
  await expect(accountMenuButton(page)).toBeVisible();

  // SPEC §2: the auth screen sends a signed-in user home.
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
  await expect(accountMenuButton(page)).toBeVisible();

  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Neha Gupta');
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectToast(page, 'Signed out', 'You have been successfully signed out.');
  await expect(signInLink(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  await expectAccessible(page);

  // SPEC §6: signed-out visitors of the dashboard go home.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  await expect(signInLink(page)).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password and signs out other devices', async ({ page, browser, appUrl, clientAddress }) => {
  // The same person, already signed in on another device.
  const otherDevice = await newDevice(browser, appUrl, clientAddress);
  const user = await signUpViaApi(otherDevice.context.request, appUrl, { fullName: 'Imran Khan' });
  await otherDevice.page.goto('/');
  await expect(accountMenuButton(otherDevice.page)).toBeVisible();

  await openAuthTab(page, 'Sign In');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset email sent!', 'Please check your email for the password reset link.');

  const resetLink = linkIn(await waitForMail(user.email, 'Reset your'), '/api/auth/reset-password/');
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/auth\?reset=true&token=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectAccessible(page);
  // The server refuses a common password and the form says why, under the field.
  await page.getByLabel('New Password', { exact: true }).fill('12345678');
  await page.getByLabel('Confirm New Password').fill('12345678');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Error resetting password', 'Please correct the highlighted fields.');
  await expect(page.getByText('This is one of the most common passwords. Choose one that is harder to guess.')).toBeVisible();

  const newPassword = 'brand-new-pass-7';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password updated');
  // Back on the sign-in view, with the used token gone from the address.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/auth');

  // The reset revoked every session (better-auth revokeSessionsOnPasswordReset).
  await otherDevice.page.reload();
  await expect(signInLink(otherDevice.page)).toBeVisible();
  await expect(accountMenuButton(otherDevice.page)).toHaveCount(0);
  const session = await otherDevice.context.request.get('/api/session');
  expect(await session.json()).toEqual({ profile: null });
  await otherDevice.context.close();

  await fillSignIn(page, user.email, user.password);
  await expectToast(page, 'Error signing in', 'Invalid email or password');
  await expect(page).toHaveURL('/auth');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(accountMenuButton(page)).toBeVisible();

  // A used (or expired) link does not open the form again: it offers to send a new one.
  await signOutViaApi(page.request, appUrl);
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/auth\?reset=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expectAccessible(page);
});

test('a buyer sees no selling links', async ({ page }) => {
  const email = uniqueEmail('buyer');
  await openAuthTab(page, 'Sign Up');
  await fillSignUp(page, { fullName: 'Aditya Verma', email, password: 'buyer-pass-123' });
  // SPEC §2: buying is the default choice.
  await expect(page.getByRole('radio', { name: 'buy businesses' })).toBeChecked();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expectCheckEmail(page, email);
  await page.goto(linkIn(await waitForMail(email, 'Confirm your email'), '/api/auth/verify-email'));
  await expectConfirmedSignIn(page, email);
  await page.getByLabel('Password', { exact: true }).fill('buyer-pass-123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Issue 24: a buyer is welcomed with browsing and saving a search.
  await expect(page).toHaveURL('/welcome');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse businesses' })).toHaveAttribute('href', '/listings');
  await expect(page.getByRole('main').getByRole('link', { name: 'Save a search' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'List your business' })).toHaveCount(0);

  await expect(accountMenuButton(page)).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Browse Businesses' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Sell Your Business' })).toHaveCount(0);
  await expect(navbar(page).getByRole('link', { name: 'List Business', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('the demo admin finds Admin in the account menu', async ({ page, appUrl }) => {
  await signInViaApi(page.request, appUrl, demoAdmin);
  await page.goto('/');
  await accountMenuButton(page).click();
  const adminItem = page.getByRole('menu').getByRole('menuitem', { name: 'Admin' });
  await expect(adminItem).toBeVisible();
  await expectAccessible(page);
  await adminItem.click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page);
});
