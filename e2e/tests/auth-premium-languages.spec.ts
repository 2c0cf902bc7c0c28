import { expect, test } from '../fixtures';

/**
 * The sign-in pages and the plans (docs/decisions/0024-languages.md) are prerendered in every language, read right to
 * left in Urdu and Arabic, keep prices in rupees, and their links to public pages stay in the reader's language.
 */

test('the Urdu login page reads right to left and links to Urdu pages', async ({ page }) => {
  await page.goto('/ur/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1, name: 'دوبارہ خوش آمدید' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toHaveAttribute('href', '/ur/forgot-password');
  await main.getByRole('link', { name: 'مفت رجسٹر کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'اپنا پروفائل بنائیں' })).toBeVisible();
});

test('the Arabic register form links to the Arabic terms and privacy policy', async ({ page }) => {
  await page.goto('/ar/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'الاسم الكامل' })).toBeVisible();
  const form = page.getByRole('main');
  await expect(form.getByRole('link', { name: 'الشروط' })).toHaveAttribute('href', '/ar/terms');
  await expect(form.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy');
  await page.getByRole('button', { name: 'سجّل مجانًا' }).click();
  await expect(page.getByText('يُرجى تأكيد أن عمرك 18 عامًا أو أكثر والموافقة على الشروط.')).toBeVisible();
});

test('the Hindi plans keep their prices in rupees and send a buyer to the Hindi register page', async ({ page }) => {
  await page.goto('/hi/premium');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'अपनी तलाश के हिसाब से प्लान चुनें' })).toBeVisible();
  const silver = page.getByRole('article', { name: 'सिल्वर' });
  await expect(silver.getByText('₹1,500', { exact: true })).toBeVisible();
  await expect(silver.getByRole('link', { name: 'सिल्वर ख़रीदें' })).toHaveAttribute('href', '/hi/register?plan=silver');
});

test('the Arabic forgot-password page keeps the reader in Arabic after sending the link', async ({ page }) => {
  await page.goto('/ar/forgot-password');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تحقّق من بريدك الإلكتروني' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/ar/login');
});

test("the register form says what to do, and names the password's show button, in the reader's language", async ({
  page,
}) => {
  test.slow(); // four languages, each page loaded afresh
  const forms = [
    {
      path: '/ur/register',
      submit: 'مفت رجسٹر کریں',
      show: 'پاس ورڈ دکھائیں',
      sect: 'اپنا مسلک چنیں۔',
      age: 'اپنی عمر لکھیں۔',
    },
    { path: '/ar/register', submit: 'سجّل مجانًا', show: 'إظهار كلمة المرور', sect: 'اختر طائفتك.', age: 'اكتب عمرك.' },
    {
      path: '/hi/register',
      submit: 'मुफ़्त रजिस्टर करें',
      show: 'पासवर्ड दिखाएँ',
      sect: 'अपना फ़िरक़ा चुनें।',
      age: 'अपनी उम्र लिखें।',
    },
    {
      path: '/register',
      submit: 'Register Free',
      show: 'Show password',
      sect: 'Choose your sect.',
      age: 'Enter your age.',
    },
  ];
  for (const form of forms) {
    await page.goto(form.path);
    const show = page.getByRole('button', { name: form.show, exact: true });
    // A page's first load on a fresh server can take a while (lazy chunks).
    await expect(show, form.path).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByText(form.sect, { exact: true }), form.path).toBeVisible();
    await expect(page.getByText(form.age, { exact: true }), form.path).toBeVisible();
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
  }
});
