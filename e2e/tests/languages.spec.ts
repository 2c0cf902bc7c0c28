import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { repoRoot } from '../support/paths';

/**
 * Choosing and keeping a language (docs/decisions/0024-languages.md): the language menu switches the page without a
 * reload, the choice survives a reload, a member's saved language follows them to a new browser,
 * `<html lang dir>` follows the language, and the prerendered pages in Urdu and Arabic read without
 * JavaScript. Texts are read from the catalogs the app ships, so the checks follow their wording.
 */

// The profile wizard's own tests are in profile.spec.ts; here its modal would only cover the page.
test.use({ profileWizard: false });
// Each test loads several pages, each with its language's catalogs and fonts: more than one page's time.
test.describe.configure({ timeout: 60_000 });

type Locale = 'en' | 'hi' | 'ur' | 'ar';
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', ur: 'اردو', ar: 'العربية' };
const DIRECTIONS: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', hi: 'ltr', ur: 'rtl', ar: 'rtl' };

function catalog(namespace: string, locale: Locale): Record<string, string> {
  const file = path.join(repoRoot, 'apps/web/src/locales', namespace, `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}
/** An `app` catalog text in `locale`. */
function text(locale: Locale, key: string): string {
  const message = catalog('app', locale)[key];
  if (!message) throw new Error(`app/${locale} has no ${key}`);
  return message;
}

/** The top navigation's language menu (the footer has one too). */
const headerMenu = (page: Page, locale: Locale = 'en') =>
  page.getByRole('banner').getByRole('combobox', { name: text(locale, 'app.language.label') });

async function expectDocumentIn(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTIONS[locale]);
}

/** Settled: the page's heading is shown and the health banner's check is over. */
async function settle(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(text(locale, 'app.health.connecting'))).toBeHidden();
}

/** @axe-core/playwright needs a page from browser.newContext(). */
async function newContextPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('the language menu names each language in itself', async ({ page }) => {
  await page.goto('/');
  const options = headerMenu(page).locator('option');
  await expect(options).toHaveText(Object.values(NAMES));
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' })).toBeVisible();
});

test('choosing Urdu changes the page without a reload, and a reload keeps it', async ({ page }) => {
  await page.goto('/');
  await settle(page, 'en');
  await page.evaluate(() => {
    (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });

  await headerMenu(page).selectOption('ur');

  await expect(page).toHaveURL(/\/ur\/$/);
  await expectDocumentIn(page, 'ur');
  await expect(page.getByRole('banner').getByRole('link', { name: text('ur', 'app.nav.login') })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: text('ur', 'app.link.about') })).toHaveAttribute(
    'href',
    '/ur/about',
  );
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await page.reload();
  await expectDocumentIn(page, 'ur');
  await expect(headerMenu(page, 'ur')).toHaveValue('ur');
  // The choice is the visitor's, not the address's: a page with one address for all opens in it too.
  await page.goto('/no-such-page');
  await expectDocumentIn(page, 'ur');
  await expect(page.getByRole('heading', { level: 1, name: text('ur', 'app.title.notFound') })).toBeVisible();
});

for (const [from, locale] of [
  ['en', 'hi'],
  ['en', 'ar'],
  ['ur', 'en'],
] as const) {
  test(`switching to ${NAMES[locale]} sets <html lang="${locale}" dir="${DIRECTIONS[locale]}">`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: from, url: baseURL ?? '' }]);
    await page.goto('/no-such-page');
    await settle(page, from);
    await expectDocumentIn(page, from);
    await headerMenu(page, from).selectOption(locale);
    await expectDocumentIn(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'app.title.notFound') })).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'app.notFound.home') })).toBeVisible();
  });
}

test('a phone chooses the language from the menu drawer', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto('/about');
    await settle(page, 'en');
    await page.getByRole('button', { name: text('en', 'app.nav.openMenu') }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expectDocumentIn(page, 'ar');
  } finally {
    await context.close();
  }
});

test('a member who chose Urdu gets Urdu when signing in on another browser', async ({
  memberPage,
  member,
  openPageAs,
}) => {
  await memberPage.goto('/dashboard');
  await settle(memberPage, 'en');
  const saved = memberPage.waitForResponse(
    (res) => res.url().endsWith('/api/me/locale') && res.request().method() === 'PUT',
  );
  await headerMenu(memberPage).selectOption('ur');
  expect((await saved).status()).toBe(200);
  await expectDocumentIn(memberPage, 'ur');

  // A new browser: no `lang` cookie, an English Accept-Language; the account says Urdu.
  const elsewhere = await openPageAs(member);
  await elsewhere.goto('/dashboard');
  await expectDocumentIn(elsewhere, 'ur');
  await expect(headerMenu(elsewhere, 'ur')).toHaveValue('ur');
  await expect(elsewhere.getByRole('link', { name: text('ur', 'app.nav.myHome') })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['ur', 'ar'] as const) {
    test(`the prerendered /${locale}/ reads right to left`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await expectDocumentIn(page, locale);
      // Arabic script: the heading is the page's own, in the language, not English.
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/[\u0600-\u06FF]/);
      await expect(page.getByRole('banner').getByRole('link', { name: text(locale, 'app.nav.login') })).toBeVisible();
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(5);
      expect(await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')).sort())).toEqual([
        'ar',
        'en',
        'hi',
        'ur',
        'x-default',
      ]);
    });
  }
});

for (const locale of ['ur', 'ar'] as const) {
  test(`the ${NAMES[locale]} landing page has no serious or critical WCAG 2 A/AA violations`, async ({
    browser,
    baseURL,
  }) => {
    const page = await newContextPage(browser, baseURL);
    try {
      await page.goto(`/${locale}/`);
      await settle(page, locale);
      await expectDocumentIn(page, locale);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test(`the dashboard in ${NAMES[locale]} has no serious or critical WCAG 2 A/AA violations`, async ({
    member,
    openPageAs,
    baseURL,
  }) => {
    const page = await openPageAs(member);
    await page.context().addCookies([{ name: 'lang', value: locale, url: baseURL ?? '' }]);
    await page.goto('/dashboard');
    await settle(page, locale);
    await expectDocumentIn(page, locale);
    await expect(page.getByRole('link', { name: text(locale, 'app.nav.myHome') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
