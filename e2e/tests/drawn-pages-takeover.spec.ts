import { expect, type Page, TOKEN_STORAGE_KEY, test } from '../fixtures';
import { holdTheAppBack, PAGE_STATE, recordErrors, signInForDrawnPages } from '../helpers/drawn-pages';
import { memberIdOf, sendInterestViaApi } from '../helpers/members';
import { premiumMatch } from '../helpers/membership';

/**
 * A member's page drawn by the server, taken over by the app on a slow phone
 * (docs/decisions/0045-what-a-member-does-on-a-drawn-page-before-the-app-takes-it-over.md): nothing typed or tapped in
 * between is lost, the tab's title is in the member's language, and the page hydrates without errors.
 */

test.use({ profileWizard: false });
// A phone's slowed CPU and a server drawing the pages: these take longer than the default.
test.slow();

/** A phone four times slower than this machine (Chrome DevTools' "4x slowdown"). */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function setSavedLanguage(page: Page, locale: string) {
  await page.evaluate(
    async ({ tokenKey, locale }) => {
      const res = await fetch('/api/me/locale', {
        method: 'PUT',
        headers: { authorization: `Bearer ${localStorage.getItem(tokenKey)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ locale }),
      });
      if (!res.ok) throw new Error(`PUT /api/me/locale: ${res.status}`);
    },
    { tokenKey: TOKEN_STORAGE_KEY, locale },
  );
}

test('a message typed into the drawn composer before the app takes over is kept, and sends', async ({
  page,
  createMember,
  request,
}) => {
  const { tag, amina, bId } = await premiumMatch(createMember, request);
  await signInForDrawnPages(page, amina);
  await slowDown(page);
  const errors = recordErrors(page);
  const release = await holdTheAppBack(page);

  const response = await page.goto(`/messages?user=${bId}`, { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain(PAGE_STATE);
  const composer = page.getByRole('textbox', { name: `Message Yusuf ${tag}` });
  await composer.pressSequentially('Assalamu alaikum');
  release();

  // The app has the text in its own state: the send button it enables only for a message.
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();
  await expect(composer).toHaveValue('Assalamu alaikum');
  // The caret stayed where the member left it: what they type next follows.
  await composer.pressSequentially(`, ${tag}`);
  await expect(composer).toHaveValue(`Assalamu alaikum, ${tag}`);
  await send.click();
  const thread = page.getByRole('region', { name: `Conversation with Yusuf ${tag}` });
  await expect(thread.getByRole('listitem').filter({ hasText: `Assalamu alaikum, ${tag}` })).toBeVisible();
  await expect(composer).toHaveValue('');
  expect(errors).toEqual([]);
});

test('what a member types into a drawn profile editor before the app takes over is kept and saved', async ({
  page,
  member,
}) => {
  await signInForDrawnPages(page, member);
  await slowDown(page);
  const errors = recordErrors(page);
  const release = await holdTheAppBack(page);

  const response = await page.goto('/profile?edit=personal', { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain(PAGE_STATE);
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('');
  await city.pressSequentially('Lucknow');
  release();

  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(city).toHaveValue('Lucknow');
  // Saved as a change (with nothing changed the editor would stay open, saying so).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(city).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Lucknow').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the tab's title is in the member's language, drawn and after the app takes over", async ({ page, member }) => {
  await signInForDrawnPages(page, member);
  // Drawn in each language: the title is the page's name in it from the first paint.
  const drawnTitles = { hi: 'सूचनाएँ · Mithaq', ar: 'الإشعارات · Mithaq' };
  for (const [locale, title] of Object.entries(drawnTitles)) {
    await setSavedLanguage(page, locale);
    const html = await (await page.request.get('/notifications')).text();
    expect(html, locale).toContain(PAGE_STATE);
    expect(html, locale).toContain(`<title>${title}</title>`);
  }

  await setSavedLanguage(page, 'ur');
  const release = await holdTheAppBack(page);
  const response = await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain(PAGE_STATE);
  await expect(page).toHaveTitle('میرا ہوم · Mithaq');
  release();
  // Taken over: the menu opens, and the title the app writes is the same.
  await page.getByRole('button', { name: 'پروفائل مینو' }).click();
  await expect(page.getByRole('menuitem', { name: 'لاگ آؤٹ' })).toBeVisible();
  await expect(page).toHaveTitle('میرا ہوم · Mithaq');
  // A page the app draws itself, in the language it now keeps for the member.
  await page.goto('/support');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page).toHaveTitle('مدد · Mithaq');
});

test('a member who saved Hindi opening an English public page is moved to the Hindi one', async ({ page, member }) => {
  await signInForDrawnPages(page, member);
  await setSavedLanguage(page, 'hi');
  // This browser's own last choice was Urdu: the account's language wins once the app knows the member.
  await page.context().addCookies([{ name: 'lang', value: 'ur', url: page.url() }]);
  await page.goto('/premium');
  await expect(page).toHaveURL(/\/hi\/premium$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('the notifications page takes over a fresh notification without a hydration error, then tells its own time', async ({
  page,
  member,
  secondMember,
  request,
}) => {
  await signInForDrawnPages(page, member);
  await slowDown(page);
  await sendInterestViaApi(request, secondMember, await memberIdOf(request, member));
  // The browser's clock a minute and a half past the server's: its 'how long ago' reads otherwise.
  await page.clock.setFixedTime(Date.now() + 90_000);
  const errors = recordErrors(page);
  const response = await page.goto('/notifications');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(PAGE_STATE);
  // Drawn as of the server's clock, a moment after the interest.
  expect(html).toMatch(/<time[^>]*>(now|\d+ seconds? ago)<\/time>/);
  const item = page.getByRole('listitem').filter({ hasText: `${secondMember.fullName} sent you an interest.` });
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  // Taken over, then told by this browser's clock.
  await expect(item.locator('time')).toHaveText('2 minutes ago');
  await item.getByRole('link', { name: 'View interests' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=interests$/);
  expect(errors).toEqual([]);
});
