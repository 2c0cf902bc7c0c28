import { expect, test } from '../fixtures';

/**
 * Settings holds the language menu too, where members look for it: choosing Urdu turns the page
 * right to left at once, without a reload, and the choice stays after one.
 */

test.use({ profileWizard: false });

test('a member chooses Urdu in Settings and the page turns right to left', async ({ memberPage: page }) => {
  // Settings lists every time zone with its offset: slow to render on a busy machine.
  test.setTimeout(120_000);
  const SETTINGS_LOAD = { timeout: 45_000 };
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(SETTINGS_LOAD);
  const card = page.getByRole('region', { name: 'Language' });
  await card.getByRole('combobox').selectOption('ur');

  await expect(page.getByRole('heading', { level: 1, name: 'ترتیبات' })).toBeVisible(SETTINGS_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'اکاؤنٹ حذف کریں' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ترتیبات' })).toBeVisible(SETTINGS_LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});
