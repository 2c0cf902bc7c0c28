import type { APIRequestContext } from '@playwright/test';
import { expect, type MemberOverrides, type Page, type TestMember, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { browseByLocation, openAdvancedSearch } from '../helpers/browse';
import { type QuietCity, quietCity, saveScreenshot, setSavedLocale, updateProfile } from '../helpers/discovery';
import { PAGE_STATE, recordErrors, signInForDrawnPages } from '../helpers/drawn-pages';
import { uniqueTag } from '../helpers/members';

/**
 * Finding the right person on /dashboard (docs/decisions/0064-finding-the-right-person.md): the
 * Advanced search keeps every filter in the address (the back button undoes them one by one, a link
 * shows the same search, Clear resets), and My matches lists who fits, with the fit on each card,
 * "Why?", and what was widened when too few fit as asked. Tests share one database: All Profiles is
 * narrowed by a tag in the city, and My matches by a must on a city no other test lives in.
 */

test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy CI machine. */
const PAGE_LOAD = { timeout: 15_000 };

const VIEWPORTS = [
  { width: 1280, height: 800, home: 'Tromso' },
  { width: 390, height: 844, home: 'Ushuaia' },
] as const;

/** Waits until the list shows what the address asks for (aria-busy, helpers/browse.ts). */
async function settled(page: Page, region = 'Browse Community Profiles') {
  await expect(page.getByRole('region', { name: region })).toHaveAttribute('aria-busy', 'false', PAGE_LOAD);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the Advanced search keeps its filters in the address; back undoes them, Clear resets`, async ({
    createMember,
    openPageAs,
  }) => {
    test.slow(); // several searches, each waited for
    const tag = uniqueTag();
    const city = `Lucknow ${tag}`;
    const viewer = await createMember({ fullName: `Viewer ${tag}`, gender: 'Female' });
    const imran = await createMember({ fullName: `Imran ${tag}`, gender: 'Male', city, sect: 'Shia', age: 31 });
    const bilal = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city, sect: 'Sunni', age: 26 });
    const page = await openPageAs(viewer);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const card = (name: string) => page.getByRole('article', { name });

    await browseByLocation(page, tag);
    await expect(page).toHaveURL(new RegExp(`location=Lucknow(\\+|%20)${tag}|location=${tag}`));
    await expect(card(imran.fullName)).toBeVisible();
    await expect(card(bilal.fullName)).toBeVisible();

    await openAdvancedSearch(page);
    const advanced = page.getByRole('region', { name: 'Advanced search' });
    // Sect is a set of checkboxes; each is drawn as a chip, so its label is what is clicked.
    await advanced.getByRole('group', { name: 'Sect' }).getByText('Shia', { exact: true }).click();
    await expect(page).toHaveURL(/sect=Shia/);
    await settled(page);
    await expect(card(bilal.fullName)).toBeHidden();
    await expect(card(imran.fullName)).toBeVisible();
    // The counts on the two toggles, for screen readers as well.
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAccessibleDescription('2 filters set');
    await expect(page.getByRole('button', { name: 'Advanced search' })).toHaveAccessibleDescription('1 filter set');

    await advanced.getByRole('textbox', { name: 'Max age' }).fill('30');
    await expect(page).toHaveURL(/maxAge=30/);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'No profiles found.' })).toBeVisible();

    await advanced.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Recently active' }).click();
    await expect(page).toHaveURL(/sort=active/);

    if (viewport.width === 390) {
      await expect(advanced.getByRole('group', { name: 'Sect' }).getByRole('checkbox', { name: 'Shia' })).toBeChecked();
      await advanced.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'advanced-search-390-en.png');
    }
    // The open panel is axe clean (its chips, switches, selects and the city picker).
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Back undoes one step at a time: the order, the age, then the sect; the inputs follow.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(advanced.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest');
    await page.goBack();
    await expect(page).not.toHaveURL(/maxAge=/);
    await expect(advanced.getByRole('textbox', { name: 'Max age' })).toHaveValue('');
    await settled(page);
    await expect(card(imran.fullName)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/sect=/);
    await settled(page);
    await expect(card(bilal.fullName)).toBeVisible();
    await expect(advanced.getByRole('checkbox', { name: 'Shia' })).not.toBeChecked();

    // A shared address shows the same search, its panel open.
    await page.goto(`/dashboard?tab=all&location=${encodeURIComponent(tag)}&sect=Sunni&professions=Engineer`);
    await expect(page.getByRole('tab', { name: 'All Profiles', selected: true })).toBeVisible(PAGE_LOAD);
    await settled(page);
    await expect(card(bilal.fullName)).toBeVisible();
    await expect(card(imran.fullName)).toBeHidden();
    const shared = page.getByRole('region', { name: 'Advanced search' });
    await expect(shared.getByRole('checkbox', { name: 'Sunni' })).toBeChecked(PAGE_LOAD);
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue(tag);

    // Clear turns every filter off.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).not.toHaveURL(/location=|sect=|professions=/);
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    await expect(shared.getByRole('checkbox', { name: 'Sunni' })).not.toBeChecked();
  });
}

/** Amina's preferences: a must on where (her quiet city), a preferred sect and age range. */
async function aminaWithPreferences(
  {
    createMember,
    request,
  }: {
    createMember: (overrides?: MemberOverrides) => Promise<TestMember>;
    request: APIRequestContext;
  },
  home: QuietCity,
) {
  const tag = uniqueTag();
  const city = await quietCity(request, home);
  const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female', age: 27, sect: 'Sunni' });
  await updateProfile(request, amina, {
    cityId: city.id,
    partner: { ageMin: 25, ageMax: 30, sect: ['Shia'], cityIds: [city.id], must: ['location'] },
  });
  const man = async (name: string, age: number, sect: 'Shia' | 'Sunni', partner?: Record<string, unknown>) => {
    const member = await createMember({ fullName: `${name} ${tag}`, gender: 'Male', age, sect });
    await updateProfile(request, member, { cityId: city.id, ...(partner ? { partner } : {}) });
    return member;
  };
  // Imran fits all three of her preferences, and she both of his; Bilal only once her sect is set
  // aside, Yusuf only once her age range is widened to 20–35.
  const imran = await man('Imran', 28, 'Shia', { ageMin: 20, ageMax: 30, sect: ['Sunni'] });
  const bilal = await man('Bilal', 27, 'Sunni');
  const yusuf = await man('Yusuf', 33, 'Shia');
  return { amina, imran, bilal, yusuf };
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px My matches opens first, shows the fit and why, says what it widened, and can show only exact matches`, async ({
    createMember,
    openPageAs,
    request,
  }) => {
    test.slow(); // four members and a few lists
    const { amina, imran, bilal, yusuf } = await aminaWithPreferences({ createMember, request }, viewport.home);
    // The server answers My matches (a quick check that the lists below are its).
    const answer = await request.get('/api/discovery/matches', { headers: { authorization: `Bearer ${amina.token}` } });
    expect(answer.status(), await answer.text()).toBe(200);

    const page = await openPageAs(amina);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/dashboard');
    // Her preferences are set, so My matches is the tab /dashboard opens on.
    await expect(page.getByRole('tab', { name: 'My matches', selected: true })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'My matches', level: 1 })).toBeVisible();
    await settled(page, 'My matches');

    const card = (name: string) => page.getByRole('article', { name });
    const imranCard = card(imran.fullName);
    await expect(imranCard.getByText('Fits 3 of your 3 preferences · you fit 2 of their 2')).toBeVisible();
    await expect(imranCard.getByText('Less than 1 km away')).toBeVisible();
    await expect(card(bilal.fullName)).toBeVisible();
    await expect(card(yusuf.fullName)).toBeVisible();

    const notice = page.getByRole('status').filter({ hasText: 'so we widened the search' });
    await expect(notice.getByRole('listitem')).toHaveText([
      '1 more by setting aside: Sect',
      '1 more by widening age to 20–35',
    ]);

    if (viewport.width === 390) await saveScreenshot(page, 'my-matches-390-en.png');

    // Why?: the overall score, each of her preferences met or not (the must marked), his as a count.
    const why = imranCard.getByRole('button', { name: `Why? How you and ${imran.fullName} fit` });
    await why.click();
    const dialog = page.getByRole('dialog', { name: `How you and ${imran.fullName} fit` });
    await expect(dialog.getByText('100% match')).toBeVisible(PAGE_LOAD);
    const mine = dialog.getByRole('region', { name: `${imran.fullName} fits 3 of your 3 preferences` });
    await expect(mine.getByRole('listitem')).toHaveCount(3);
    const where = mine.getByRole('listitem').filter({ hasText: 'Where they live' });
    await expect(where.getByText('Must', { exact: true })).toBeVisible();
    await expect(where.getByText('Met', { exact: true })).toBeVisible();
    const sect = mine.getByRole('listitem').filter({ hasText: 'Sect' });
    await expect(sect.getByText('You asked for: Shia')).toBeVisible();
    await expect(sect.getByText(`${imran.fullName}: Shia`)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'You fit 2 of their 2 preferences' })).toBeVisible();
    // His preferences themselves are never shown.
    await expect(dialog.getByText('You asked for: Sunni')).toHaveCount(0);
    await expect(dialog).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);
    if (viewport.width === 390) await saveScreenshot(page, 'why-390-en.png');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(why).toBeFocused();

    // Yusuf, listed once her age range was widened, does not meet it.
    await card(yusuf.fullName)
      .getByRole('button', { name: /^Why\?/ })
      .click();
    const his = page.getByRole('dialog', { name: `How you and ${yusuf.fullName} fit` });
    const age = his.getByRole('listitem').filter({ hasText: 'Age' });
    await expect(age.getByText('Not met', { exact: true })).toBeVisible(PAGE_LOAD);
    await expect(age.getByText('You asked for: 25 to 30 years')).toBeVisible();
    await expect(age.getByText(`${yusuf.fullName}: 33 years`)).toBeVisible();
    await expect(his).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);
    await his.getByRole('button', { name: 'Close' }).click();
    await expect(his).toBeHidden();

    // Only exact matches, then back to the wider list.
    await notice.getByRole('button', { name: 'Show only exact matches' }).click();
    await expect(page).toHaveURL(/strict=true/);
    await settled(page, 'My matches');
    await expect(card(bilal.fullName)).toBeHidden();
    await expect(card(yusuf.fullName)).toBeHidden();
    await expect(imranCard).toBeVisible();
    await page.getByRole('button', { name: 'Include wider matches' }).click();
    await expect(page).not.toHaveURL(/strict=/);
    await expect(card(yusuf.fullName)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('My matches comes drawn by the server for a member with preferences, and the app takes it over as drawn', async ({
  page,
  createMember,
  request,
}) => {
  const { amina, imran } = await aminaWithPreferences({ createMember, request }, 'Nuuk');
  await signInForDrawnPages(page, amina);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnMain?: Element | null }).drawnMain = document.getElementById('main');
    });
  });
  const errors = recordErrors(page);
  const response = await page.goto('/dashboard');
  const html = (await response?.text()) ?? '';
  // The tab's code is loaded lazily, and the server waits for it: the list is in the HTML.
  expect(html).toContain(PAGE_STATE);
  expect(html).toContain('My matches');
  expect(html).toContain(imran.fullName);
  await expect(page.getByRole('tab', { name: 'My matches', selected: true })).toBeVisible(PAGE_LOAD);
  await expect(
    page.getByRole('article', { name: imran.fullName }).getByRole('button', { name: /^Why\?/ }),
  ).toBeVisible();
  const keptMain = await page.evaluate(
    () => (window as { drawnMain?: Element | null }).drawnMain === document.getElementById('main'),
  );
  expect(keptMain, 'the drawn #main was replaced').toBe(true);
  expect(errors).toEqual([]);
});

test('a member without preferences is invited to set them, above members nearby', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // axe over a list
  const tag = uniqueTag();
  const city = await quietCity(request, 'Bodo');
  const sara = await createMember({ fullName: `Sara ${tag}`, gender: 'Female' });
  await updateProfile(request, sara, { cityId: city.id });
  const omar = await createMember({ fullName: `Omar ${tag}`, gender: 'Male' });
  await updateProfile(request, omar, { cityId: city.id });

  const page = await openPageAs(sara);
  // No preferences: /dashboard opens on All Profiles, and My matches is one tab away.
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'All Profiles', selected: true })).toBeVisible(PAGE_LOAD);
  // The tabs answer the arrow keys (WAI-ARIA APG "Tabs"): My matches is just before All Profiles.
  await page.getByRole('tab', { name: 'All Profiles' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'My matches', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/tab=matches/);
  const invite = page.getByRole('region', { name: 'Tell us who you are looking for' });
  await expect(invite).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('article', { name: omar.fullName })).toBeVisible();
  await expect(page.getByRole('article', { name: omar.fullName }).getByText('Less than 1 km away')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await invite.getByRole('link', { name: 'Set partner preferences' }).click();
  await expect(page).toHaveURL(/\/profile\?edit=partner/);
});

test('in Urdu My matches reads right to left, with the fit and the widening in Urdu', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { amina, imran } = await aminaWithPreferences({ createMember, request }, 'Akureyri');
  await setSavedLocale(request, amina, 'ur');
  const page = await openPageAs(amina);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', PAGE_LOAD);
  await expect(page.getByRole('tab', { name: 'میرے میچ', selected: true })).toBeVisible(PAGE_LOAD);
  const imranCard = page.getByRole('article', { name: imran.fullName });
  await expect(imranCard.getByText('آپ کی 3 ترجیحات میں سے 3 پر پورے · آپ ان کی 2 میں سے 2 پر پورے')).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByText('کچھ ترجیحات چھوڑ کر 1 مزید: مسلک')).toBeVisible();
  await expect(page.getByRole('button', { name: 'صرف عین مطابق میچ دکھائیں' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'my-matches-390-ur.png');

  await imranCard.getByRole('button', { name: /^کیوں؟/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('100% موافقت')).toBeVisible(PAGE_LOAD);
  await expect(dialog).toHaveCSS('opacity', '1');
  await saveScreenshot(page, 'why-390-ur.png');
  await page.keyboard.press('Escape');

  // The Advanced search, right to left.
  await page.goto('/dashboard?tab=all');
  await page.getByRole('button', { name: 'فلٹر', exact: true }).click();
  await page.getByRole('button', { name: 'تفصیلی تلاش' }).click();
  const advanced = page.getByRole('region', { name: 'تفصیلی تلاش' });
  await expect(advanced.getByRole('combobox', { name: 'ترتیب' })).toBeVisible(PAGE_LOAD);
  await advanced.getByRole('group', { name: 'مسلک' }).getByText('شیعہ', { exact: true }).click();
  await expect(page).toHaveURL(/sect=Shia/);
  // The list dims while it is filtered again: checked once it has settled and faded back in.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, PAGE_LOAD);
  await expect(page.locator('[aria-busy="false"] div[style*="opacity"]').first()).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'advanced-search-390-ur.png');
});
