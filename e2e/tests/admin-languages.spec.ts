import { expect, test } from '../fixtures';
import { createAdmin } from '../helpers/admin';

/**
 * The staff console in the staff member's language (docs/decisions/0024-languages.md): chosen from its own header, kept
 * in the `lang` cookie.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

test('staff switch the console to Urdu from its header, it reads right to left, and stays Urdu after a reload', async ({
  page,
  request,
  createMember,
  context,
}) => {
  test.slow();
  const admin = await createAdmin(request);
  const tag = `Rukhsar${Date.now().toString(36)}`;
  await createMember({ fullName: `${tag} Begum` });
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'All', level: 1 })).toBeVisible(PAGE_LOAD);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
  await expect(page.getByRole('heading', { name: 'تمام', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  const sidebar = page.getByRole('navigation', { name: 'کنسول' });
  await expect(sidebar.getByRole('link', { name: 'تصویر کی منظوری' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ur');

  // A member's name written in English keeps its own direction inside the Urdu list.
  await page.getByRole('textbox', { name: 'نام یا ای میل تلاش کریں' }).fill(tag.toLowerCase());
  await expect(page.getByText('1 میں سے 1-1 دکھائے جا رہے ہیں', { exact: false })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: `${tag} Begum` }).click();
  const detail = page.getByRole('dialog', { name: 'رکن' });
  await expect(detail.getByRole('heading', { name: 'رکن کا خلاصہ' })).toBeVisible(PAGE_LOAD);
  // The detail opens from the end of the reading direction: the left side in Urdu.
  const box = await detail.boundingBox();
  expect(box?.x).toBeLessThan(10);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'تمام', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('combobox', { name: 'زبان' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'All', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the staff sign-in form is in the language of the lang cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL as string }]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'دخول فريق العمل' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('لا تملك صلاحية الوصول إلى هذا القسم.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
});

test("the staff sign-in names the password field's show button in the staff member's language", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/admin');
  const show = page.getByRole('button', { name: 'إظهار كلمة المرور', exact: true });
  await expect(show).toHaveAttribute('aria-pressed', 'false', PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
});
