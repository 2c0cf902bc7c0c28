import { devices } from '@playwright/test';
import { expect, type Page, signInThroughTheForm, TOKEN_STORAGE_KEY, test } from '../fixtures';
import { holdTheAppBack, PAGE_STATE, recordErrors, signInForDrawnPages } from '../helpers/drawn-pages';
import { premiumMatch, sendMessageViaApi } from '../helpers/membership';

/**
 * A member's dashboard, profile, notifications and messages arrive drawn by the server, and the app takes that
 * HTML over rather than drawing the page again (docs/decisions/0041-members-pages-drawn-by-the-server.md).
 */

test.use({ profileWizard: false });

/** Mirrors contracts member-page-render.ts (the e2e package does not import the app). */
const SESSION_COOKIE = 'mithaq_session';
const TIME_ZONE_COOKIE = 'mithaq_tz';

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? null;

test('after signing in, the dashboard, profile and notifications come drawn and the app takes them over', async ({
  page,
  member,
}) => {
  await signInThroughTheForm(page, member.email, member.password);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect(await sessionCookie(page)).toBe(token);

  // The main element as the HTML drew it, kept to compare with the one the app runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnMain?: Element | null }).drawnMain = document.getElementById('main');
    });
  });
  const errors = recordErrors(page);
  for (const path of ['/dashboard', '/profile', '/notifications']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).toContain(PAGE_STATE);
    // The top bar's member controls are in the HTML, not added after the page has loaded.
    expect(html, path).toMatch(/aria-label="[^"]*profile menu"/);
    expect(response?.headers()['cache-control']).toBe('private, no-store');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    const keptMain = await page.evaluate(
      () => (window as { drawnMain?: Element | null }).drawnMain === document.getElementById('main'),
    );
    expect(keptMain, `${path}: the drawn #main was replaced`).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('a tap made before the app has taken the page over is kept and carried out', async ({ page, member }) => {
  await signInForDrawnPages(page, member);

  // The app's start is held back: the page is the server's HTML alone when the member taps.
  const release = await holdTheAppBack(page);
  const response = await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain(PAGE_STATE);
  const suggestion = page.getByRole('region', { name: 'Add a photo to your profile' });
  await suggestion.getByRole('button', { name: 'Hide this suggestion' }).click();
  await expect(suggestion).toBeVisible();
  release();
  await expect(suggestion).toHaveCount(0);
});

test('a photo suggestion the member hid is not drawn, so it never shows and vanishes', async ({ page, member }) => {
  const title = 'Add a photo to your profile';
  await signInForDrawnPages(page, member);
  const errors = recordErrors(page);
  const first = await page.goto('/dashboard');
  expect(await first?.text()).toContain(title);
  const suggestion = page.getByRole('region', { name: title });
  await suggestion.getByRole('button', { name: 'Hide this suggestion' }).click();
  await expect(suggestion).toHaveCount(0);

  const again = await page.goto('/dashboard');
  const html = (await again?.text()) ?? '';
  expect(html).toContain(PAGE_STATE);
  expect(html).not.toContain(title);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a choice kept in browser storage before the cookie moves to it: from the next page on it is drawn with', async ({
  page,
  member,
}) => {
  const title = 'Add a photo to your profile';
  await signInForDrawnPages(page, member);
  await page.evaluate(async (tokenKey) => {
    const res = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem(tokenKey)}` } });
    localStorage.setItem('mithaq_photo_prompt_hidden_for', ((await res.json()) as { _id: string })._id);
  }, TOKEN_STORAGE_KEY);
  // The server cannot see storage: this page is drawn with the suggestion, and the session moves the choice.
  const first = await page.goto('/dashboard');
  expect(await first?.text()).toContain(title);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'mithaq_photo_prompt_hidden'))
    .toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('mithaq_photo_prompt_hidden_for'))).toBeNull();
  const again = await page.goto('/dashboard');
  expect(await again?.text()).not.toContain(title);
  await expect(page.getByRole('region', { name: title })).toHaveCount(0);
});

test("a page drawn for another session is not taken over: the tab's own member is drawn", async ({
  page,
  member,
  createMember,
}) => {
  const other = await createMember({ fullName: 'Bilal Qureshi' });
  await signInForDrawnPages(page, member);
  await page.context().addCookies([{ name: SESSION_COOKIE, value: other.token, url: page.url() }]);
  const errors = recordErrors(page);
  const response = await page.goto('/profile');
  expect(await response?.text()).toContain('Bilal Qureshi');
  await expect(page.getByText(member.fullName).first()).toBeVisible();
  await expect(page.getByText('Bilal Qureshi')).toHaveCount(0);
  expect(await sessionCookie(page)).toBe(member.token);
  expect(errors).toEqual([]);
});

test('the drawn profile reads without any of the app code', async ({ page, member }) => {
  await signInForDrawnPages(page, member);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/profile');
  await expect(page.getByText(member.fullName).first()).toBeVisible();
  await expect(page.getByText(member.city).first()).toBeVisible();
});

test('logging out ends the cookie, and the next page is not drawn', async ({ page, member }) => {
  await signInThroughTheForm(page, member.email, member.password);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeHidden();
  expect(await sessionCookie(page)).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === TIME_ZONE_COOKIE)).toBeUndefined();
  const response = await page.goto('/dashboard');
  expect(await response?.text()).not.toContain(PAGE_STATE);
  await expect(page).toHaveURL(/\/login$/);
});

test("an open conversation comes drawn in a phone's layout, with the times of the member's own time zone", async ({
  browser,
  baseURL,
  createMember,
  request,
}) => {
  const { tag, amina, yusuf, aId, bId } = await premiumMatch(createMember, request);
  await sendMessageViaApi(request, yusuf, aId, `Assalamu alaikum ${tag}`);

  // The server runs in its own zone; Amina's phone is in India's, half an hour off any whole-hour zone.
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, baseURL, timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInForDrawnPages(page, amina);
    const errors = recordErrors(page);
    const response = await page.goto(`/messages?user=${bId}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(PAGE_STATE);
    expect(html).toContain(`Assalamu alaikum ${tag}`);
    // The message's time as her phone shows it (h:mm in India), written by the server.
    const sentAt = (await page.locator('li time').first().getAttribute('datetime')) ?? '';
    const inKolkata = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    const clock = inKolkata.format(new Date(sentAt)).replace(/\s?[AP]M$/, '');
    const drawnTime = new RegExp(`<time[^>]*datetime="${sentAt}"[^>]*>([^<]*)</time>`, 'i').exec(html)?.[1];
    expect(drawnTime).toMatch(new RegExp(`^${clock}\\W`));

    const thread = page.getByRole('region', { name: `Conversation with Yusuf ${tag}` });
    await expect(thread.getByText(`Assalamu alaikum ${tag}`)).toBeVisible();
    await expect(thread.getByRole('textbox', { name: `Message Yusuf ${tag}` })).toBeEditable();
    // A phone's layout: the thread alone, with its way back to the inbox.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a narrow window whose browser is not a phone's gets the wide layout drawn, then its own", async ({
  page,
  createMember,
  request,
}) => {
  const { tag, amina, bId } = await premiumMatch(createMember, request);
  await signInForDrawnPages(page, amina);

  await page.setViewportSize({ width: 390, height: 844 });
  const errors = recordErrors(page);
  const response = await page.goto(`/messages?user=${bId}`);
  const html = (await response?.text()) ?? '';
  // A desktop browser: the server drew both panes, the inbox beside the thread.
  expect(html).toContain(PAGE_STATE);
  expect(html).toContain('"phone":false');
  // Once the app runs, the window's own width decides: the thread alone, with Back.
  const thread = page.getByRole('region', { name: `Conversation with Yusuf ${tag}` });
  await expect(thread.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  expect(errors).toEqual([]);
});
