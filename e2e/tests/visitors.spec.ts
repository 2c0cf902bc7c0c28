import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, type Page, type TestMember, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { setSavedLocale } from '../helpers/discovery';
import { memberIdOf, uniqueTag } from '../helpers/members';
import { grantPremium } from '../helpers/membership';
import { repoRoot } from '../support/paths';

/**
 * Who viewed me and incognito (docs/decisions/0065-coming-back.md): opening a profile is recorded for
 * its owner, who sees how many came and when (free) or who (premium) on /profile/visitors, reached from
 * the dashboard's card and the profile menu; hiding one's own visits in Settings hides one's visitors
 * too; incognito is premium, says so on the own profile and turns off from there. Phone width throughout.
 */

test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy machine. */
const PAGE_LOAD = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

/** The Arabic texts the incognito test finds things by (apps/web/src/locales/{visits,member,app}/ar.json). */
const AR = {
  privacy: 'الخصوصية والظهور',
  incognito: 'التصفّح المتخفّي',
  saved: 'تم الحفظ',
  banner: 'أنت تتصفّح متخفّيًا',
  turnOff: 'إيقاف التصفّح المتخفّي',
  off: 'التصفّح المتخفّي متوقف',
  profileMenu: /قائمة الملف الشخصي/,
  visitors: 'من شاهد ملفي',
  list: 'الأعضاء الذين شاهدوا ملفك',
};

const authOf = (member: TestMember) => ({ authorization: `Bearer ${member.token}` });

/** `viewer` opens `viewed`'s profile (GET /api/profiles/{id}), as the profile page does: the server records the visit. */
async function openProfileOf(request: APIRequestContext, viewer: TestMember, viewedId: string) {
  const res = await request.get(`/api/profiles/${viewedId}`, { headers: authOf(viewer) });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A screenshot for the test's report; with E2E_SAVE_SCREENSHOTS set, also kept in
 * docs/screenshots/visitors/ for reviewers (docs/screenshots/README.md).
 */
async function saveScreenshot(what: Page | Locator, name: string) {
  const shot = test.info().outputPath(name);
  const options = { path: shot, animations: 'disabled' as const };
  await ('goto' in what ? what.screenshot({ ...options, fullPage: true }) : what.screenshot(options));
  if (!process.env.E2E_SAVE_SCREENSHOTS) return;
  const target = path.join(repoRoot, 'docs/screenshots/visitors', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(shot, target);
}

/** Who viewed me, from the profile menu (the page is a member's page: opened from the app's links). */
async function openVisitorsFromMenu(page: Page, menu: RegExp, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(/\/profile\/visitors$/);
}

test('a free member sees how many came and when, blurred, then who once premium; hiding one’s visits hides one’s visitors', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // two members, a membership grant, three pages
  const tag = uniqueTag();
  const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female' });
  const bilal = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city: 'Pune', age: 31 });
  await openProfileOf(request, bilal, await memberIdOf(request, amina));

  // Free: the dashboard's card, then the count and a blurred card dated, nobody named, the way to premium.
  const hers = await openPageAs(amina);
  await hers.setViewportSize(PHONE);
  await hers.goto('/dashboard');
  const card = hers.getByRole('region', { name: '1 person viewed your profile' });
  await expect(card).toBeVisible(PAGE_LOAD);
  await saveScreenshot(card, 'dashboard-card-390-en.png');
  await card.getByRole('link', { name: 'See who viewed me' }).click();
  await expect(hers).toHaveURL(/\/profile\/visitors$/);
  await expect(hers.getByRole('heading', { name: 'Who viewed me', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(hers.getByText('1 person viewed your profile in the last 90 days')).toBeVisible();
  const blurred = hers.getByRole('list', { name: 'Your latest visitors, names hidden' }).getByRole('listitem');
  await expect(blurred).toHaveCount(1);
  await expect(blurred).toContainText('Name hidden');
  await expect(blurred.locator('time')).toHaveText(/^Viewed /);
  await expect(blurred.getByRole('img')).toHaveCount(0);
  await expect(hers.getByText(bilal.fullName)).toHaveCount(0);
  await expect(hers.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');
  await saveScreenshot(hers, 'visitors-free-390-en.png');

  // Premium: who, with their age, city and a link to their profile.
  await grantPremium(amina);
  await hers.goto('/dashboard');
  await hers.getByRole('link', { name: 'See who viewed me' }).click(PAGE_LOAD);
  const visitors = hers.getByRole('list', { name: 'Members who viewed your profile' }).getByRole('listitem');
  await expect(visitors).toHaveCount(1, PAGE_LOAD);
  await expect(visitors).toContainText('31 years · Pune');
  await expect(visitors.locator('time')).toHaveText(/^Viewed /);
  await expect(hers.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await saveScreenshot(hers, 'visitors-premium-390-en.png');
  await visitors.getByRole('link', { name: bilal.fullName }).click();
  await expect(hers).toHaveURL(/\/profile\?view=/);
  await expect(hers.getByRole('heading', { name: bilal.fullName, level: 1 })).toBeVisible(PAGE_LOAD);

  // Bilal (free): incognito is premium, with the way to it; he stops showing his visits.
  const his = await openPageAs(bilal);
  await his.setViewportSize(PHONE);
  await his.goto('/settings');
  const privacy = his.getByRole('region', { name: 'Privacy and visibility' });
  await expect(privacy.getByRole('switch', { name: /Browse incognito/ })).toBeDisabled(PAGE_LOAD);
  await expect(privacy.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');
  const showVisits = privacy.getByRole('switch', { name: 'Show when I view profiles' });
  await expect(showVisits).toBeChecked();
  await showVisits.click();
  await expect(privacy.getByRole('status')).toHaveText('Saved');
  await expect(showVisits).not.toBeChecked();
  await saveScreenshot(privacy, 'privacy-card-free-390-en.png');

  // His own visitors are hidden with it, and he is told why; turning visits back on shows Amina's visit.
  await openVisitorsFromMenu(his, /profile menu/i, 'Who viewed me');
  await expect(his.getByRole('heading', { name: 'You are not seeing your visitors' })).toBeVisible(PAGE_LOAD);
  await his.getByRole('button', { name: 'Turn visits back on' }).click();
  await expect(his.getByText('1 person viewed your profile in the last 90 days')).toBeVisible();
});

test('in Arabic a premium member turns incognito on in Settings, is told so on the own profile and turns it off there', async ({
  createMember,
  openPageAs,
  request,
  baseURL,
}) => {
  test.slow(); // two members, a membership grant, three pages with axe
  const tag = uniqueTag();
  const sara = await createMember({ fullName: `Sara ${tag}`, gender: 'Female' });
  const omar = await createMember({ fullName: `Omar ${tag}`, gender: 'Male' });
  await grantPremium(sara);
  await setSavedLocale(request, sara, 'ar');
  await openProfileOf(request, omar, await memberIdOf(request, sara));

  const page = await openPageAs(sara);
  // This browser's last choice too, so the app starts in Arabic rather than switching once she is known.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', PAGE_LOAD);
  const privacy = page.getByRole('region', { name: AR.privacy });
  const incognito = privacy.getByRole('switch', { name: new RegExp(AR.incognito) });
  await expect(incognito).toBeEnabled(PAGE_LOAD);
  await expect(incognito).not.toBeChecked();
  await incognito.click();
  await expect(privacy.getByRole('status')).toHaveText(AR.saved);
  await expect(incognito).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/profile');
  const banner = page.getByRole('region', { name: AR.banner });
  await expect(banner).toBeVisible(PAGE_LOAD);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(banner, 'incognito-banner-390-ar.png');
  await banner.getByRole('button', { name: AR.turnOff }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: AR.off })).toBeFocused();
  const saved = await request.get('/api/me/visibility', { headers: authOf(sara) });
  expect(await saved.json()).toMatchObject({ incognito: false });

  // Who viewed me in Arabic, right to left: Omar, by name.
  await openVisitorsFromMenu(page, AR.profileMenu, AR.visitors);
  const visitors = page.getByRole('list', { name: AR.list }).getByRole('listitem');
  await expect(visitors.getByRole('link', { name: omar.fullName })).toBeVisible(PAGE_LOAD);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'visitors-premium-390-ar.png');
});
