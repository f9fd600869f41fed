// Search (issue 24, ADR 0029): the hero's combobox suggests as one types and is driven by the keyboard; a typo
// still finds; a search that finds nothing says what was searched and offers the nearest fixes.
import { paths } from '../common/src/routes.ts';
import { expect, expectAccessible, openPage, test } from './support/fixtures';

const restaurant = 'Profitable South Indian Restaurant in Koramangala';

test('search: a suggestion picked with the keyboard, a typo that still finds, and a search that finds nothing', async ({ page }) => {
  await openPage(page, paths.home);
  const box = page.getByRole('combobox', { name: 'Search businesses' });
  await box.pressSequentially('Bengal');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('Bengaluru · City');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions?; up and down arrows to choose/ })).toBeAttached();
  await expectAccessible(page);

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/listings\?search=Bengaluru$/);
  await expect(page.getByRole('heading', { name: restaurant })).toBeVisible();
  // Relevance is the order of a search.
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Relevance');
  await expectAccessible(page);

  // One letter missing still finds the restaurant.
  await openPage(page, `${paths.listings}?search=resturant`);
  await expect(page.getByRole('heading', { name: restaurant })).toBeVisible();

  // Nothing matches: what was searched, the search without each filter, and save it to be alerted.
  await openPage(page, `${paths.listings}?${new URLSearchParams({ search: 'chai cafe', location: 'Kochi' })}`);
  await expect(page.getByText('No businesses match “chai cafe” in Kochi.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Without the location' })).toHaveAttribute('href', `${paths.listings}?search=chai+cafe`);
  await expect(page.getByRole('link', { name: 'Without the search text' })).toHaveAttribute('href', `${paths.listings}?location=Kochi`);
  // A visitor's are links to sign in that come back to this search (issue 24).
  await expect(page.getByRole('link', { name: 'Save this search' })).toHaveCount(2);
  await expectAccessible(page);

  // The profit and multiple filters are offered to be dropped like the others (issue 25), the rest kept.
  await openPage(page, `${paths.listings}?${new URLSearchParams({ location: 'Kochi', minProfit: '100000', maxMultiple: '0.01' })}`);
  await expect(page.getByText('No businesses match these filters in Kochi with a yearly profit of at least ₹1,00,000 at an asking multiple of at most 0.01×.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Without the maximum multiple' })).toHaveAttribute('href', `${paths.listings}?location=Kochi&minProfit=100000`);
  await expect(page.getByRole('link', { name: 'Without the minimum profit' })).toHaveAttribute('href', `${paths.listings}?location=Kochi&maxMultiple=0.01`);

  // Two letters off: no match, but the spelling the listings use is offered.
  await openPage(page, `${paths.listings}?search=koramngla`);
  const didYouMean = page.getByRole('link', { name: 'koramangala' });
  await expect(didYouMean).toBeVisible();
  await didYouMean.click();
  await expect(page).toHaveURL(/\/listings\?search=koramangala$/);
  await expect(page.getByRole('heading', { name: restaurant })).toBeVisible();
});
