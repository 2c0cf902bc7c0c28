import { expect, test } from '../fixtures';

/**
 * The profile in the member's language (docs/decisions/0024-languages.md): Urdu and Arabic right to left, the member's
 * own words in their own direction, and the wizard's steps in reading order.
 */

test.describe.configure({ timeout: 60_000 });

test('the own profile reads in Urdu, right to left, with the English name isolated', async ({
  memberPage: page,
  member,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'ur', url: baseURL ?? '' }]);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ذاتی معلومات', level: 2 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).toHaveText(member.fullName);

  await page.getByRole('button', { name: 'ذاتی معلومات میں ترمیم کریں' }).click();
  const form = page.getByRole('form', { name: 'ذاتی معلومات میں ترمیم کریں' });
  // Filled at registration in English: the city keeps its own direction inside the Urdu form.
  const city = form.getByRole('combobox', { name: 'شہر' });
  await expect(city).toHaveValue(member.city);
  expect(await city.evaluate((input) => getComputedStyle(input).unicodeBidi)).toBe('plaintext');
  await form.getByRole('button', { name: 'محفوظ کریں' }).click();
  await expect(page.getByText('محفوظ کرنے کو کوئی تبدیلی نہیں۔')).toBeVisible();
});

test('the wizard in Arabic lists its steps from the right', async ({ memberPage: page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'أكمل ملفك الشخصي' }).click({ timeout: 15_000 });
  const wizard = page.getByRole('dialog', { name: 'أكمل ملفك الشخصي' });
  await expect(wizard.getByText('البيانات الشخصية', { exact: true })).toBeVisible();
  const first = await wizard.getByText('البيانات الشخصية', { exact: true }).boundingBox();
  const second = await wizard.getByText('الدين', { exact: true }).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
  await expect(wizard.getByRole('button', { name: 'التالي' })).toBeVisible();
});
