import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, type TestMember, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { browseByLocation } from '../helpers/browse';
import { setSavedLocale } from '../helpers/discovery';
import { memberIdOf, uniqueTag } from '../helpers/members';

/**
 * The Saved list and "Not interested": a card's Save toggle, the private note on a profile and on
 * the Saved tab, Remove with its Undo; "Not interested" from a card's menu with its Undo, and Show
 * again in Settings; and the same controls in Arabic, right to left. Tests share one database: each
 * lists only its own members by a tag in their city.
 */

test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy CI machine. */
const PAGE_LOAD = { timeout: 15_000 };
/** Settings loads a dozen cards, each reading its own list, before this one's is read. */
const SETTINGS_LOAD = { timeout: 30_000 };

const card = (page: Page, member: TestMember) => page.getByRole('article', { name: member.fullName });

/** A card's screenshot for the test's report. */
async function cardScreenshot(page: Page, member: TestMember, name: string) {
  await card(page, member).screenshot({ path: test.info().outputPath(name), animations: 'disabled' });
}

/** The whole page's, for the test's report. */
async function pageScreenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), animations: 'disabled', fullPage: true });
}

test('at 390 px a member is saved from a card, noted on their profile, found on the Saved tab with the note, and removed', async ({
  createMember,
  openPageAs,
}) => {
  test.slow(); // three pages and a few round trips
  const tag = uniqueTag();
  const viewer = await createMember({ fullName: `Sana ${tag}`, gender: 'Female' });
  const imran = await createMember({ fullName: `Imran ${tag}`, gender: 'Male', city: `Lucknow ${tag}` });
  const page = await openPageAs(viewer);
  await page.setViewportSize({ width: 390, height: 844 });

  await browseByLocation(page, tag);
  const imranCard = card(page, imran);
  await expect(imranCard.getByText('Joined this week')).toBeVisible();
  await expect(imranCard.getByText('Active today')).toBeVisible();
  const save = imranCard.getByRole('button', { name: `Save ${imran.fullName}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = imranCard.getByRole('button', { name: `Saved: ${imran.fullName}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await cardScreenshot(page, imran, 'shortlist-card-390-en.png');

  // On his profile: Saved, and a private note.
  await imranCard.getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
    PAGE_LOAD,
  );
  await page.getByRole('button', { name: `Add a note about ${imran.fullName}` }).click();
  await page.getByRole('textbox', { name: 'Private note' }).fill('Lives near my family');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();
  await expect(page.getByText('Lives near my family')).toBeVisible();
  await pageScreenshot(page, 'shortlist-profile-390-en.png');

  // The Saved tab lists him with the note, which can be changed there.
  await page.goto('/dashboard?tab=saved');
  await expect(page.getByRole('tab', { name: 'Saved', exact: true, selected: true })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Saved', exact: true, level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(imranCard.getByText('Lives near my family')).toBeVisible();
  await imranCard.getByRole('button', { name: `Edit note about ${imran.fullName}` }).click();
  await imranCard.getByRole('textbox', { name: 'Private note' }).fill('Lives near my family; ask about Hajj plans');
  await imranCard.getByRole('button', { name: 'Save note' }).click();
  await expect(imranCard.getByText('Lives near my family; ask about Hajj plans')).toBeVisible();
  await expect(page.getByText('1 saved', { exact: true })).toBeVisible();
  await pageScreenshot(page, 'shortlist-saved-tab-390-en.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await pageScreenshot(page, 'shortlist-saved-tab-1280-en.png');

  // Remove, Undo brings him back with his note, Remove again leaves the list empty.
  const remove = imranCard.getByRole('button', { name: `Remove ${imran.fullName} from Saved` });
  await remove.click();
  await expect(imranCard).toBeHidden();
  await page
    .getByRole('alert')
    .filter({ hasText: `${imran.fullName} was removed from Saved.` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(imranCard.getByText('Lives near my family; ask about Hajj plans')).toBeVisible();
  await remove.click();
  await expect(page.getByRole('heading', { name: 'No one saved yet' })).toBeVisible();
});

/** Whether All Profiles, filtered by `location`, lists `member` for `viewer` (GET /api/profiles). */
async function isListed(request: APIRequestContext, viewer: TestMember, location: string, member: TestMember) {
  const res = await request.get(`/api/profiles?location=${encodeURIComponent(location)}`, {
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { profiles } = (await res.json()) as { profiles: { fullName: string }[] };
  return profiles.some((p) => p.fullName === member.fullName);
}

test('a member marked "Not interested" leaves the list at once, comes back with Undo, and is shown again from Settings', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // two pages and a few round trips
  const tag = uniqueTag();
  const viewer = await createMember({ fullName: `Maryam ${tag}`, gender: 'Female' });
  const bilal = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city: `Agra ${tag}` });
  const yusuf = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male', city: `Agra ${tag}` });
  const page = await openPageAs(viewer);
  await page.setViewportSize({ width: 390, height: 844 });

  await browseByLocation(page, tag);
  const bilalCard = card(page, bilal);
  const notInterested = async () => {
    await bilalCard.getByRole('button', { name: `More for ${bilal.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Not interested' }).click();
  };
  await notInterested();
  await expect(bilalCard).toBeHidden();
  await expect(card(page, yusuf)).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: `You won't see ${bilal.fullName} in your lists.` });
  await expect(toast).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('shortlist-not-interested-390-en.png'),
    animations: 'disabled',
  });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(bilalCard).toBeVisible();

  await notInterested();
  await expect(bilalCard).toBeHidden();
  await expect(toast).toBeVisible();
  expect(await isListed(request, viewer, tag, bilal)).toBe(false);

  // His profile says so, with Undo; "Not interested" there marks him again.
  await page.goto(`/profile?view=${await memberIdOf(request, bilal)}`);
  const hidden = page.getByText(`You won't see ${bilal.fullName} in your lists.`);
  await expect(hidden).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Not interested' }).click();
  await expect(hidden).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.screenshot({
    path: test.info().outputPath('shortlist-profile-hidden-390-en.png'),
    animations: 'disabled',
  });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Not interested' });
  await expect(section.getByRole('link', { name: bilal.fullName })).toBeVisible(SETTINGS_LOAD);
  await section.screenshot({ path: test.info().outputPath('shortlist-settings-390-en.png'), animations: 'disabled' });
  await section.getByRole('button', { name: `Show again: ${bilal.fullName}` }).click();
  await expect(section.getByRole('status')).toHaveText(`${bilal.fullName} will appear in your lists again.`);
  await expect(section.getByRole('link', { name: bilal.fullName })).toBeHidden();
  await expect(section.getByText('You have not marked anyone as not interested.')).toBeVisible();
  expect(await isListed(request, viewer, tag, bilal)).toBe(true);
});

test('in Arabic the card, the Saved tab and its note read right to left in Arabic, and axe finds nothing serious', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // two tabs, each checked by axe
  const tag = uniqueTag();
  const viewer = await createMember({ fullName: `Huda ${tag}`, gender: 'Female' });
  const omar = await createMember({ fullName: `Omar ${tag}`, gender: 'Male', city: `Fes ${tag}` });
  const saved = await request.put(`/api/shortlist/${await memberIdOf(request, omar)}`, {
    headers: { authorization: `Bearer ${viewer.token}` },
    data: { note: 'يسكن قرب أهلي' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await setSavedLocale(request, viewer, 'ar');
  const page = await openPageAs(viewer);
  await page.setViewportSize({ width: 390, height: 844 });

  // A search in the address: All Profiles lists Omar's card, saved, in Arabic.
  await page.goto(`/dashboard?tab=all&location=${encodeURIComponent(tag)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', PAGE_LOAD);
  const omarCard = card(page, omar);
  await expect(omarCard.getByRole('button', { name: `محفوظ: ${omar.fullName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
    PAGE_LOAD,
  );
  await expect(omarCard.getByText('انضمّ هذا الأسبوع')).toBeVisible();
  await expect(page.getByRole('region', { name: 'تصفّح ملفات أعضاء المجتمع' })).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await cardScreenshot(page, omar, 'shortlist-card-390-ar.png');

  await page.getByRole('tab', { name: 'المحفوظون' }).click();
  await expect(page.getByRole('heading', { name: 'المحفوظون', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(omarCard.getByText('ملاحظة خاصة')).toBeVisible();
  await expect(omarCard.getByText('يسكن قرب أهلي')).toBeVisible();
  await expect(omarCard.getByRole('button', { name: `إزالة ${omar.fullName} من المحفوظين` })).toBeVisible();
  await omarCard.getByRole('button', { name: `تعديل الملاحظة عن ${omar.fullName}` }).click();
  await expect(omarCard.getByRole('textbox', { name: 'ملاحظة خاصة' })).toHaveValue('يسكن قرب أهلي');
  expect(await seriousViolations(page)).toEqual([]);
  await pageScreenshot(page, 'shortlist-saved-tab-390-ar.png');
});
