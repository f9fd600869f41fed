// Issue 25, the numbers first: the metrics strip on a card and at the top of the listing page (figures of a seeded
// demo listing), the listing page's Financials with the valuation inline and its listing ID, and browse sorted
// by the asking multiple and filtered by a maximum multiple and a minimum profit.
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, openPage, test } from './support/fixtures';

// The demo listing (server/src/db/seed/demo-listings.ts): ₹85 L asking, ₹1.6 Cr revenue, ₹28 L profit.
const RESTAURANT = 'Profitable South Indian Restaurant in Koramangala';
const restaurantFigures = { asking: '₹85 L', revenue: '₹1.6 Cr', profit: '₹28 L', margin: '17.5%', multiple: '3×' };

/** What a strip's figure shows (the short form; the full one is revealed on hover and focus). */
const shown = (strip: Locator, metric: string) => strip.locator(`[data-metric="${metric}"] dd`);

async function expectFigures(strip: Locator) {
  await expect(shown(strip, 'asking')).toContainText(restaurantFigures.asking);
  await expect(shown(strip, 'revenue')).toContainText(restaurantFigures.revenue);
  await expect(shown(strip, 'profit')).toContainText(restaurantFigures.profit);
  await expect(shown(strip, 'margin')).toHaveText(restaurantFigures.margin);
  await expect(shown(strip, 'multiple')).toHaveText(restaurantFigures.multiple);
}

/** "3.5×" → 3.5; "—" (no multiple) → Infinity. */
const multipleOf = (text: string) => (text.includes('×') ? Number(text.replace('×', '')) : Infinity);

test.use({ viewport: { width: 1440, height: 900 } });

test('a card and the listing page lead with the figures; the full amount shows on focus', async ({ page }) => {
  await openPage(page, '/listings?search=Koramangala');
  const card = page.locator('article', { has: page.getByRole('heading', { name: RESTAURANT }) });
  const cardStrip = card.getByTestId('metrics-strip');
  await expectFigures(cardStrip);
  // Each figure once: the card no longer repeats the price or revenue elsewhere.
  await expect(card.getByText(/Revenue: /)).toHaveCount(0);

  // The full en-IN figure, on keyboard focus as on hover.
  const asking = shown(cardStrip, 'asking').locator('[tabindex="0"]');
  const fullFigure = asking.locator('[data-full-figure]');
  await expect(fullFigure).toBeHidden();
  await asking.focus();
  await expect(fullFigure).toBeVisible();
  await expect(fullFigure).toHaveText('₹85,00,000');
  await expectAccessible(page);

  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: RESTAURANT })).toBeVisible();
  const strip = page.getByRole('main').getByTestId('metrics-strip');
  await expectFigures(strip);
  await expect(strip.getByText('Asking multiple')).toBeVisible();
  await expect(page.getByTestId('listing-reference')).toHaveText(/^Listing ID BB-[0-9A-F]{8}$/);

  // Above the fold on a laptop: the strip and the contact panel.
  await expect(strip).toBeInViewport({ ratio: 1 });
  const contact = page.getByRole('heading', { name: 'Interested in this business?' });
  await expect(contact).toBeInViewport();

  // One Financials section with the valuation inline (no button to open it), no Key Details repeating it.
  await expect(page.getByRole('heading', { name: 'Financials' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Financial Information' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get Valuation' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Indicative valuation' })).toBeVisible();

  // The contact panel stays in its column while the visitor reads on (until the column ends above the footer).
  const aside = page.getByRole('complementary', { name: 'Seller and next steps' });
  expect(await aside.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  await page.evaluate(() => window.scrollBy(0, 250));
  await expect(contact).toBeInViewport();
  await expectAccessible(page);
});

test('browse sorts by the asking multiple and filters by a maximum multiple and a minimum profit', async ({ page }) => {
  await openPage(page, '/listings');
  await page.getByLabel('Sort by').selectOption({ label: 'Asking multiple' });
  await page.getByRole('button', { name: 'Sort order: descending' }).click();
  await expect(page).toHaveURL(/sort=multiple/);
  await expect(page).toHaveURL(/order=asc/);
  const multiples = async () => (await page.locator('article [data-metric="multiple"] dd').allTextContents()).map(multipleOf);
  await expect.poll(async () => (await multiples()).length).toBeGreaterThan(2);
  const ascending = await multiples();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel('Max Asking Multiple (×)').fill('3');
  await expect(page).toHaveURL(/maxMultiple=3/);
  // Both at once: while the filtered page loads, the list is empty for a moment (and every() of nothing is true).
  await expect.poll(async () => {
    const shown = await multiples();
    return shown.length > 0 && shown.every((multiple) => multiple <= 3);
  }).toBe(true);

  await page.getByLabel('Min Yearly Profit (₹)').fill('40 lakh');
  await expect(page).toHaveURL(/minProfit=4000000/);
  const profits = async () => (await page.locator('article [data-metric="profit"] dd .sr-only').allTextContents()).map((text) => Number(text.replace(/[^0-9]/g, '')));
  await expect.poll(async () => {
    const shown = await profits();
    return shown.length > 0 && shown.every((rupees) => rupees >= 40_00_000);
  }).toBe(true);
  await expectAccessible(page);

  // The filters live in the URL and work before the script: a shared link opens the same view.
  await page.goto('/listings?maxMultiple=3&minProfit=4000000&sort=multiple&order=asc');
  await expect(page.getByLabel('Max Asking Multiple (×)')).toHaveValue('3');
  await expect(page.getByLabel('Sort by')).toHaveValue('multiple');
});
