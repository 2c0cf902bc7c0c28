import { expect, test } from '../fixtures';

/** The public pages in Hindi, Urdu and Arabic (docs/decisions/0024-languages.md). */

test.use({ profileWizard: false });

const LEGAL_PAGES = ['/terms', '/privacy', '/refund'];

for (const locale of ['hi', 'ur', 'ar']) {
  for (const path of LEGAL_PAGES) {
    test(`/${locale}${path} says the English text prevails and links to it`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      const main = page.getByRole('main');
      const english = main.locator(`a[href="${path}"][hreflang="en"]`);
      await expect(english).toBeVisible();
      // Near the top: before the first numbered section.
      const [noteTop, sectionTop] = await Promise.all([
        english.evaluate((el) => el.getBoundingClientRect().top),
        main
          .getByRole('heading', { level: 2 })
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(noteTop).toBeLessThan(sectionTop);
    });
  }
}

test('the English legal pages carry no translation notice', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('a[hreflang="en"]')).toHaveCount(0);
});

test('the Urdu landing page reads right to left, whole, and its links stay in Urdu', async ({ page }) => {
  await page.goto('/ur/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ایمان، عزت اور بھروسے کے ساتھ اپنا ہم سفر پائیے۔');
  // The sections under the hero arrive in their own chunk, in Urdu too.
  await expect(page.getByRole('heading', { name: 'آپ کی کہانی یہاں پہلی ہو سکتی ہے', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'مفت رجسٹر کیجیے' }).first()).toHaveAttribute('href', '/ur/register');
});

test('the Arabic help centre links to the Arabic refund policy', async ({ page }) => {
  await page.goto('/ar/help');
  // The question opens once the app has taken over the prerendered page: until then a click does nothing.
  const question = page.getByRole('button', { name: 'هل يمكنني استرداد المبلغ؟' });
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('main').getByRole('link', { name: 'سياسة الاسترداد' })).toHaveAttribute(
    'href',
    '/ar/refund',
  );
});
