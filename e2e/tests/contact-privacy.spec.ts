import type { APIRequestContext } from '@playwright/test';
import { expect, type TestMember, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { browseByLocation } from '../helpers/browse';
import { setSavedLocale } from '../helpers/discovery';
import { memberIdOf, uniqueTag } from '../helpers/members';
import { keepScreenshot } from '../helpers/screenshots';

/**
 * Settings → Who may contact me (docs/decisions/0066-catching-scammers-early.md "Who may contact me"): a
 * member asks for a verified ID or selfie before interest reaches her; a member without one finds Send
 * Interest held back on her card and her profile, told why and where to verify, by sight, keyboard and
 * screen reader. Phone width throughout; the settings also in Arabic, right to left.
 */

test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy machine. */
const PAGE_LOAD = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const SHOTS = 'safety';

const INTEREST_SWITCH = 'Only members with a verified ID or selfie may send me interest';
const HELD_BACK = 'This member accepts interest only from members with a verified ID or selfie.';

/** The Arabic texts the right-to-left test finds things by (apps/web/src/locales/settings/ar.json). */
const AR = {
  card: 'من يمكنه التواصل معي',
  messages: 'لا يراسلني إلا الأعضاء الذين وثّقوا هويتهم أو صورتهم الذاتية',
  saved: 'تم الحفظ',
};

const contactPrivacyOf = async (request: APIRequestContext, member: TestMember) =>
  (await request.get('/api/me/contact-privacy', { headers: { authorization: `Bearer ${member.token}` } })).json();

test('a member asks for a verified ID or selfie; an unverified member is told why and where to verify', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // two members, settings, browse and a profile at phone width
  const tag = uniqueTag();
  const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female', city: `Hyderabad ${tag}` });
  const yusuf = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male', city: `Pune ${tag}` });

  const hers = await openPageAs(amina);
  await hers.setViewportSize(PHONE);
  await hers.goto('/settings');
  const card = hers.getByRole('region', { name: 'Who may contact me' });
  const interestSwitch = card.getByRole('switch', { name: INTEREST_SWITCH });
  await expect(interestSwitch).toBeVisible(PAGE_LOAD);
  await expect(interestSwitch).not.toBeChecked();
  await expect(card.getByRole('switch', { name: /may message me/ })).not.toBeChecked();
  await interestSwitch.click();
  await expect(card.getByRole('status')).toHaveText('Saved');
  await expect(interestSwitch).toBeChecked();
  expect(await contactPrivacyOf(request, amina)).toEqual({
    interestFromVerifiedOnly: true,
    messagesFromVerifiedOnly: false,
  });
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(card, SHOTS, 'contact-privacy-settings-390.png');

  // Yusuf has verified nothing: on her card Send Interest stays, held back, with the reason and the way.
  const his = await openPageAs(yusuf);
  await his.setViewportSize(PHONE);
  await browseByLocation(his, tag);
  const herCard = his.getByRole('article', { name: amina.fullName });
  const send = herCard.getByRole('button', { name: 'Send Interest' });
  await expect(send).toBeVisible(PAGE_LOAD);
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(send).toHaveAccessibleDescription(new RegExp(HELD_BACK.replace(/\./g, '\\.')));
  await expect(herCard.getByText(HELD_BACK)).toBeVisible();
  // Reachable from the keyboard, and pressing it sends nothing.
  await send.focus();
  await expect(send).toBeFocused();
  await his.keyboard.press('Enter');
  await expect(herCard.getByRole('button', { name: 'Interest Sent!' })).toHaveCount(0);
  const lists = await request.get('/api/profiles/interests', {
    headers: { authorization: `Bearer ${yusuf.token}` },
  });
  expect((await lists.json()).sent).toEqual([]);
  await his.keyboard.press('Tab');
  const verify = herCard.getByRole('link', { name: 'Verify your ID or selfie' });
  await expect(verify).toBeFocused();
  await expect(verify).toHaveAttribute('href', '/verification');
  expect(await seriousViolations(his)).toEqual([]);
  await herCard.scrollIntoViewIfNeeded();
  await keepScreenshot(herCard, SHOTS, 'send-interest-needs-verification-390.png');

  // Her profile says the same, and its link opens the Verification Center.
  const healthChecked = his.waitForResponse((res) => res.url().endsWith('/api/health'));
  await his.goto(`/profile?view=${await memberIdOf(request, amina)}`);
  const onProfile = his.getByRole('button', { name: 'Send Interest' });
  await expect(onProfile).toHaveAttribute('aria-disabled', 'true', PAGE_LOAD);
  await expect(his.getByText(HELD_BACK)).toBeVisible();
  // The health check's banner shows while the page first loads: the picture is of the page itself.
  await healthChecked;
  await expect(his.getByRole('status').filter({ hasText: 'Connecting to backend...' })).toBeHidden();
  await keepScreenshot(his, SHOTS, 'profile-needs-verification-390.png', { fullPage: false });
  await his.getByRole('link', { name: 'Verify your ID or selfie' }).click();
  await expect(his).toHaveURL(/\/verification$/);
});

test('in Arabic the settings read right to left, save, and pass axe', async ({
  createMember,
  openPageAs,
  request,
  baseURL,
}) => {
  const sara = await createMember({ fullName: `Sara ${uniqueTag()}`, gender: 'Female' });
  await setSavedLocale(request, sara, 'ar');
  const page = await openPageAs(sara);
  // This browser's last choice too, so the app starts in Arabic rather than switching once she is known.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', PAGE_LOAD);
  const card = page.getByRole('region', { name: AR.card });
  const messagesSwitch = card.getByRole('switch', { name: AR.messages });
  await expect(messagesSwitch).toBeVisible(PAGE_LOAD);
  await messagesSwitch.click();
  await expect(card.getByRole('status')).toHaveText(AR.saved);
  await expect(messagesSwitch).toBeChecked();
  expect(await contactPrivacyOf(request, sara)).toEqual({
    interestFromVerifiedOnly: false,
    messagesFromVerifiedOnly: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(card, SHOTS, 'contact-privacy-settings-390-ar.png');
});

test('the Premium page lists the lower limits before verifying, and where to verify', async ({ page }) => {
  await page.goto('/premium');
  // Prerendered: static HTML until the app has taken it over (the header's language menu then comes
  // alive, at a width that shows it); then to a phone's width.
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeEnabled(PAGE_LOAD);
  await page.setViewportSize(PHONE);
  const free = page.getByRole('article', { name: 'Always Free' });
  await expect(free.getByText('Until you verify a phone, ID or selfie: 2 interests a day')).toBeVisible(PAGE_LOAD);
  const silver = page.getByRole('article', { name: 'Silver' });
  await expect(silver.getByText('Start up to 20 new conversations a day')).toBeVisible();
  await expect(
    silver.getByText('Until you verify a phone, ID or selfie: 5 interests and 3 new conversations a day'),
  ).toBeVisible();
  const note = page.getByRole('region', { name: "Verified members get their plan's full limits" });
  await expect(note.getByRole('link', { name: 'Verification Center' })).toHaveAttribute('href', '/verification');
  await silver.scrollIntoViewIfNeeded();
  await keepScreenshot(silver, SHOTS, 'premium-silver-tiers-390.png');
  await keepScreenshot(note, SHOTS, 'premium-verification-note-390.png');
});
