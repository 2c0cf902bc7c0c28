import { expect, type Page } from '../fixtures';

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy CI machine. */
const PAGE_LOAD = { timeout: 15_000 };

/**
 * Types a Location filter and waits until All Profiles lists that filter's results. Until then the
 * earlier results are still on screen and move when the new ones arrive, so a click could land on
 * the wrong card.
 */
export async function filterByLocation(page: Page, location: string) {
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  await expect(page.getByRole('region', { name: 'Browse Community Profiles' })).toHaveAttribute(
    'aria-busy',
    'false',
    PAGE_LOAD,
  );
}

/** Opens All Profiles with the Location filter set, so only one test's members are listed. */
export async function browseByLocation(page: Page, location: string) {
  await page.goto('/dashboard?tab=all');
  await expect(page.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filterByLocation(page, location);
}

/**
 * Opens the Advanced search under the Filter panel (All Profiles must be showing with its panel open)
 * and waits for its fields, which load on the first open.
 */
export async function openAdvancedSearch(page: Page) {
  const toggle = page.getByRole('button', { name: 'Advanced search' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(
    page.getByRole('region', { name: 'Advanced search' }).getByRole('combobox', { name: 'Sort by' }),
  ).toBeVisible(PAGE_LOAD);
}
