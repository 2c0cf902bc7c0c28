import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, type Page, test } from '../fixtures';
import { createAdmin } from '../helpers/admin';
import { seriousViolations } from '../helpers/axe';
import { resetLinkFromOutbox } from '../helpers/outbox';

/** Forgot password, the reset link, Settings → Change password and the staff's reset link. */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };
/** Screenshots for a look by eye (not compared): set E2E_SHOTS_DIR to keep them. */
const shotsDir = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

/** A phone-sized page of its own (axe needs a page from browser.newContext()). */
async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a member who forgot the password gets a link, chooses a new one and signs in with it', async ({
  member,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const page = await phonePage(browser, baseURL);
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible(PAGE_LOAD);
    expect(await seriousViolations(page), '/forgot-password').toEqual([]);
    await shoot(page, 'phone-forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('If an account exists for that email');
    await shoot(page, 'phone-forgot-password-sent');

    const link = await resetLinkFromOutbox(member.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible(PAGE_LOAD);
    // The token has left the address bar.
    await expect(page).toHaveURL(/\/reset-password$/);
    expect(await seriousViolations(page), '/reset-password').toEqual([]);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-secret-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await shoot(page, 'phone-reset-password');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-secret-1');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Please sign in with your new password.');
    const old = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
    expect(old.status()).toBe(401);
    await signInWith(page, member.email, 'new-secret-1');
    await expect(page).toHaveURL(/\/dashboard$/, PAGE_LOAD);

    // The link was used up.
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-secret');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('another-secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used.');
  } finally {
    await page.context().close();
  }
});

test('the reset page without a token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('no reset link in it', PAGE_LOAD);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test('a member changes the password in Settings; other devices are signed out', async ({
  member,
  openPageAs,
  request,
}) => {
  const other = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  const otherToken = ((await other.json()) as { token: string }).token;
  const page = await openPageAs(member);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Change password' });
  await expect(card).toBeVisible(PAGE_LOAD);
  await card.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await card.getByRole('textbox', { name: 'New password', exact: true }).fill('changed-secret-1');
  await card.getByRole('textbox', { name: 'Confirm new password' }).fill('changed-secret-1');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toHaveText('Your current password is not right.');

  await card.getByRole('textbox', { name: 'Current password' }).fill(member.password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toContainText('signed out on every other device');
  await expect(card.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  expect(await seriousViolations(page), '/settings with the card').toEqual([]);
  await card.scrollIntoViewIfNeeded();
  if (shotsDir) await card.screenshot({ path: `${shotsDir}/phone-settings-change-password.png` });

  const me = (token: string) => request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me(member.token)).status()).toBe(200);
  expect((await me(otherToken)).status()).toBe(401);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: 'changed-secret-1' } });
  expect(login.status()).toBe(200);
});

test('staff send a member a reset link from the member detail, and the member uses it', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const admin = await createAdmin(request);
  const tag = `Ruqayya${Date.now().toString(36)}`;
  const target = await createMember({ fullName: `${tag} Hassan` });
  await page.goto('/admin');
  await page.evaluate((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin?section=all');
  await page.getByRole('textbox', { name: 'Search name or email' }).fill(tag.toLowerCase());
  await page.getByRole('button', { name: `${tag} Hassan` }).click(PAGE_LOAD);
  await page.getByRole('button', { name: 'Send password reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a password reset link?' });
  await expect(dialog).toContainText(target.email);
  expect(await seriousViolations(page), 'confirmation dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed the member a link' })).toBeVisible();

  const link = await resetLinkFromOutbox(target.email);
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  const reset = await request.post('/api/auth/password/reset', { data: { token, password: 'chosen-by-member' } });
  expect(reset.status()).toBe(200);

  await page.goto('/admin?section=activity');
  await expect(page.getByText('member.password_reset_link_sent').first()).toBeVisible(PAGE_LOAD);
});
