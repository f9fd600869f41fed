// Light and dark themes (issue 25, ADR 0039): the system's setting decides the first paint, with no script;
// the header's switch (System / Light / Dark) overrides it, as a form before the script and without a request
// after, and the choice survives a reload; both themes pass axe on the main pages.
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, openPage, signUpViaApi, test } from './support/fixtures';

// index.css's --color-background in each theme.
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(11, 18, 32)';

const bodyBackground = (page: Page) => expect(page.locator('body'));

async function withoutScript(browser: Browser, baseURL: string | undefined, clientAddress: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL, colorScheme, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  return { context, page: await context.newPage() };
}

async function aListingPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/listings');
  const { items } = (await response.json()) as { items: Array<{ id: string }> };
  const first = items[0];
  if (!first) throw new Error('the demo seed has no approved listing');
  return `/listing/${first.id}`;
}

test('the system dark setting is the first paint of a server-rendered page, with no script at all', async ({ browser, baseURL, clientAddress }) => {
  const { context, page } = await withoutScript(browser, baseURL, clientAddress, 'dark');
  try {
    await page.goto('/listings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  } finally {
    await context.close();
  }
});

test('the switch works as a form before the script: the chosen theme is painted by the server and kept', async ({ browser, baseURL, clientAddress }) => {
  const { context, page } = await withoutScript(browser, baseURL, clientAddress, 'light');
  try {
    await page.goto('/listings?search=coffee');
    await bodyBackground(page).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await page.getByRole('group', { name: 'Colour theme' }).getByRole('button', { name: 'Dark theme' }).click();
    await expect(page).toHaveURL(/\/listings\?search=coffee$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
    await page.goto('/');
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
    await page.getByRole('group', { name: 'Colour theme' }).getByRole('button', { name: 'System theme' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    await bodyBackground(page).toHaveCSS('background-color', LIGHT_BACKGROUND);
  } finally {
    await context.close();
  }
});

test.describe('with the system in dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the switch changes the theme at once and the choice persists across a reload', async ({ page }) => {
    await openPage(page, '/');
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
    const themes = page.getByRole('banner').getByRole('group', { name: 'Colour theme' });
    await expect(themes.getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');

    await themes.getByRole('button', { name: 'Light theme' }).click();
    await bodyBackground(page).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await expect(themes.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/$/); // no navigation: the script wrote the cookie itself

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await bodyBackground(page).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await expect(themes.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');

    await themes.getByRole('button', { name: 'System theme' }).click();
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
    await page.reload();
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
  });

  test('the main pages and the dashboard pass axe in the dark theme', async ({ page, appUrl }) => {
    for (const path of ['/', '/listings', await aListingPath(page), '/auth']) {
      await openPage(page, path);
      await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
      await expectAccessible(page);
    }
    await signUpViaApi(page.request, appUrl, { role: 'seller' });
    await openPage(page, '/dashboard');
    await expectAccessible(page);
  });
});

test('the explicit dark choice on a light system passes axe on the main pages and the dashboard', async ({ page, context, appUrl }) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: appUrl }]);
  for (const path of ['/', '/listings', await aListingPath(page), '/auth']) {
    await openPage(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
    await expectAccessible(page);
  }
  await signUpViaApi(page.request, appUrl, { role: 'buyer' });
  await openPage(page, '/dashboard');
  await bodyBackground(page).toHaveCSS('background-color', DARK_BACKGROUND);
  await expectAccessible(page);
});
