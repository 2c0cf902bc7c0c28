import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, memberInput, test, uniqueEmail } from '../fixtures';

/**
 * The city field suggests GeoNames' cities as the member types (components/city-picker;
 * docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
test.use({ profileWizard: false });
// Each fills the whole register form, which takes a while with the other files' tests running beside it.
test.describe.configure({ timeout: 60_000 });

/**
 * Types into the city field once the app runs it: the prerendered field takes keys before the
 * picker's code has come, and hydration then empties it, so the typing is done again until the list opens.
 */
async function typeCity(page: Page, city: Locator, text: string) {
  await expect(async () => {
    await city.fill('');
    await city.pressSequentially(text);
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function fillTheRest(page: Page, input: ReturnType<typeof memberInput>) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(input.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(input.password);
  await page.getByRole('textbox', { name: 'Age' }).fill(String(input.age));
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: input.gender, exact: true }).click();
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: input.profession, exact: true }).click();
  await page.getByRole('combobox', { name: 'Sect' }).click();
  await page.getByRole('option', { name: input.sect, exact: true }).click();
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
}

test('register picks a city with the keyboard and sends its gazetteer id', async ({ page }) => {
  const input = memberInput({ email: uniqueEmail('city') });
  await page.goto('/register');
  await fillTheRest(page, input);

  const city = page.getByRole('combobox', { name: 'City' });
  await typeCity(page, city, 'hyderab');
  // Both Hyderabads, the most populous first, each with its country.
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toHaveText('Hyderabad, India');
  await expect(list.getByRole('option', { name: 'Hyderabad, Pakistan' })).toBeVisible();
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await city.press('ArrowDown');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Hyderabad');
  // The field names the city picked, country and all.
  await expect(city).toHaveAccessibleDescription('Hyderabad, Pakistan');
  await expect(city).toHaveAttribute('aria-expanded', 'false');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Register Free' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ city: 'Hyderabad', cityId: 1176734 });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a city not in the list is kept as typed, with a hint; no match says so', async ({ page }) => {
  const input = memberInput({ email: uniqueEmail('city-typed') });
  await page.goto('/register');
  await fillTheRest(page, input);
  const city = page.getByRole('combobox', { name: 'City' });
  await typeCity(page, city, 'Zzyzxville');
  await expect(page.getByRole('listbox').getByText('No city found')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).click();
  await expect(city).toHaveAccessibleDescription('Choose your city from the list so members nearby can find you.');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Register Free' }).click();
  const body = (await sent).postDataJSON();
  expect(body.city).toBe('Zzyzxville');
  expect(body.cityId).toBeUndefined();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('in Urdu the countries are named in Urdu, each name isolated to read right to left, at phone width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ur/register');
  const city = page.getByRole('combobox', { name: 'شہر' });
  await typeCity(page, city, 'lahore');
  await expect(
    page.getByRole('listbox').getByRole('option', { name: /^\u2068Lahore\u2069، \u2068پاکستان\u2069$/ }),
  ).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Lahore');
  const box = await city.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
});

test('the open list has no serious or critical WCAG 2 A/AA violations, in Arabic', async ({ browser, baseURL }) => {
  // @axe-core/playwright needs a page from browser.newContext().
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto('/ar/register');
    const city = page.getByRole('combobox', { name: 'المدينة' });
    await typeCity(page, city, 'dub');
    await expect(page.getByRole('listbox').getByRole('option', { name: /^\u2068Dubai\u2069، / })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
