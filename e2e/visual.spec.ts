// Visual snapshots (issue 25, ADR 0039): a listing card, the top of the listing page (its header and the contact
// panel beside it, or the phone's bar) and the filters (the laptop's card, the phone's sheet), in both themes on a
// laptop and a phone, compared with the committed PNGs so that a later change cannot quietly undo the design.
// The pictures hold only what this file fixes: its own listing with fixed figures, a search that finds it alone,
// and a signed-out visitor. What still varies (the generated cover's pattern comes from the listing's id; its
// reference, date and views) is masked.
//
// It runs in the desktop project only (playwright.config.ts): each describe sets its own width, so every
// snapshot is taken once per run.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../common/src/routes.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueAddress, uniqueEmail } from './support/fixtures';

// A word no demo listing has, so the search finds this listing alone ("Show 1 result" in the sheet).
const SEARCH_WORD = 'Lumbini';
const listing = {
  title: 'Lumbini Tea House and Bakery',
  categorySlug: 'food-beverage',
  location: 'Jayanagar, Bengaluru',
  description: 'A tea house with a bakery counter on a quiet corner, full from the first morning bus to late evening.',
  askingPrice: 45_00_000_00, // paise: ₹45 L
  revenue: 1_20_00_000_00, // ₹1.2 Cr
  profit: 15_00_000_00, // ₹15 L: a 12.5% margin, a 3× asking multiple
  establishedYear: 2012,
  employeesCount: 14,
} as const;

// Once the page has scrolled to a part, the sticky navbar (and on a phone the price bar) would lie over it.
const withoutStickyParts = { stylePath: fileURLToPath(new URL('./support/visual-snapshots.css', import.meta.url)) };

const widths = { laptop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

let listingId = '';

/**
 * The listing, made by a new seller and approved by the admin through the API; a retry (a new worker) finds the
 * one the first try made, so the search still finds one listing.
 */
test.beforeAll(async ({ browser }, testInfo) => {
  const appUrl = testInfo.project.use.baseURL;
  if (!appUrl) throw new Error('playwright.config.ts must set use.baseURL');
  const clientAddress = uniqueAddress();
  const seller = await newDevice(browser, appUrl, clientAddress);
  try {
    const found = (await (await seller.context.request.get(`/api/listings?search=${SEARCH_WORD}`)).json()) as { items: { id: string; title: string }[] };
    const existing = found.items.find((item) => item.title === listing.title);
    if (existing) {
      listingId = existing.id;
      return;
    }
    await signUpViaApi(seller.context.request, appUrl, { fullName: 'Meera Jain', email: uniqueEmail('visual-seller'), role: 'seller' });
    const categories = (await (await seller.context.request.get('/api/categories')).json()) as { items: { id: string; slug: string }[] };
    const { categorySlug, ...fields } = listing;
    const created = await seller.context.request.post('/api/listings', {
      headers: { origin: appUrl },
      data: { ...fields, categoryId: categories.items.find((category) => category.slug === categorySlug)?.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    listingId = ((await created.json()) as { id: string }).id;

    const admin = await newDevice(browser, appUrl, clientAddress);
    try {
      await signInViaApi(admin.context.request, appUrl, demoAdmin);
      await approveListingViaApi(admin.context.request, appUrl, listingId);
    } finally {
      await admin.context.close();
    }
  } finally {
    await seller.context.close();
  }
});

/**
 * Text that differs between runs changes its width, and so where a list wraps: it gets a stand-in of one width
 * (masked all the same), so the layout around it is the same on every day and database.
 */
async function standIn(locator: Locator, text: string) {
  await locator.evaluate((element, replacement) => {
    const textNodes = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const last = textNodes.at(-1);
    if (last) last.textContent = replacement;
  }, text);
}

/** Fonts loaded: a fallback font for one frame would be a different picture. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [widthName, viewport] of Object.entries(widths)) {
    test.describe(`${colorScheme} theme, ${widthName}`, () => {
      test.use({ colorScheme, viewport });
      const name = (part: string) => `${part}-${colorScheme}-${widthName}.png`;
      // The markup is the same in both themes (theme.spec.ts runs axe on the dark one): once per page and width.
      const checksAccessibility = colorScheme === 'light';

      test('browse: the listing card and the filters', async ({ page }) => {
        await openPage(page, `${paths.listings}?search=${SEARCH_WORD}`);
        const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: listing.title }) });
        await expect(card).toHaveCount(1);
        await expect(card.locator('img')).toHaveJSProperty('complete', true);
        await settle(page);
        await expect(card).toHaveScreenshot(name('listing-card'), { ...withoutStickyParts, mask: [card.locator('img')] });

        if (widthName === 'phone') {
          await page.getByRole('link', { name: 'Filters', exact: true }).click();
          const sheet = page.getByRole('dialog', { name: 'Filters' });
          await expect(sheet.getByRole('button', { name: 'Show 1 result' })).toBeVisible();
          await expect(sheet.getByLabel('Category').locator('option')).not.toHaveCount(1);
          await expect(sheet).toHaveScreenshot(name('filters-sheet'), withoutStickyParts);
        } else {
          // The card around the search form (CardContent's parent): no role or name of its own.
          const filtersCard = page.getByRole('heading', { name: 'Search & Filter' }).locator('xpath=../..');
          await expect(filtersCard.getByLabel('Category').locator('option')).not.toHaveCount(1);
          await expect(filtersCard).toHaveScreenshot(name('filters-card'), withoutStickyParts);
        }
        if (checksAccessibility) await expectAccessible(page);
      });

      test('listing page: the header and the contact panel', async ({ page }) => {
        await expect(await openPage(page, paths.listing(listingId))).toHaveText(listing.title);
        const header = page.getByRole('main').locator('header').first();
        const cover = header.getByRole('img', { name: listing.title });
        await expect(cover).toHaveJSProperty('complete', true);
        const views = header.getByRole('listitem').filter({ hasText: /\bviews?$/ });
        const listed = header.getByRole('listitem').filter({ hasText: /^Listed / });
        const reference = header.getByTestId('listing-reference');
        await standIn(views, '00 views');
        await standIn(listed, '00 Mmm 0000');
        await standIn(reference, 'BB-00000000');
        await settle(page);
        await expect(header).toHaveScreenshot(name('listing-header'), {
          ...withoutStickyParts,
          mask: [cover, views, listed, reference],
        });

        if (widthName === 'phone') {
          // The price bar itself: the one picture that keeps it.
          await expect(page.getByRole('region', { name: 'Price and next step' })).toHaveScreenshot(name('listing-contact'));
        } else {
          // The card around the heading (CardHeader's parent), as the filters card above.
          const contactPanel = page.getByRole('heading', { name: 'Interested in this business?' }).locator('xpath=../..');
          await expect(contactPanel).toHaveScreenshot(name('listing-contact'), withoutStickyParts);
        }
        if (checksAccessibility) await expectAccessible(page);
      });
    });
  }
}
