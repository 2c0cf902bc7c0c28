import { expect, test } from '../fixtures';
import { browseByLocation } from '../helpers/browse';
import { matchMembers } from '../helpers/membership';

/** Report a member, download my data, delete my account (docs/decisions/0014-safety-and-member-rights.md). */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

test('a member reports a match from their profile and can also block them', async ({
  createMember,
  openPageAs,
  request,
}) => {
  const reporter = await createMember({ fullName: 'Amina Reporter', gender: 'Female' });
  const reported = await createMember({ fullName: 'Yusuf Reported', gender: 'Male' });
  const { aId: reportedId } = await matchMembers(request, reported, reporter);
  const page = await openPageAs(reporter);
  await page.goto(`/profile?view=${reportedId}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Report Yusuf Reported' });
  await dialog.getByRole('radio', { name: 'Fake profile or photos' }).check();
  await dialog.getByRole('textbox', { name: /Anything our team should know/ }).fill('The photos are of a model.');
  await dialog.getByRole('checkbox', { name: 'Also block Yusuf Reported' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/Our team will review your report/)).toBeVisible();
  await expect(dialog.getByText('You have also blocked Yusuf Reported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/settings');
  await expect(page.getByText(/Yusuf Reported · Fake profile or photos/)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Received', { exact: true })).toBeVisible();
});

test('a member downloads their data as a ZIP', async ({ memberPage: page }) => {
  await page.goto('/settings');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click(PAGE_LOAD);
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^mithaq-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await file.path();
  const bytes = await (await import('node:fs/promises')).readFile(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
});

test('a member deletes their account and cannot sign in again', async ({ member, memberPage: page, request }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click(PAGE_LOAD);
  await page.getByLabel('Your password').fill('wrong-password');
  await page.getByRole('button', { name: 'Delete my account now' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await page.getByLabel('Your password').fill(member.password);
  await page.getByRole('button', { name: 'Delete my account now' }).click();
  await expect(page).toHaveURL(/\/goodbye$/, PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  const again = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(again.status()).toBe(401);
});

test('a member reports from a conversation with two messages attached, and staff read them', async ({
  createMember,
  openPageAs,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const { grantPremium, sendMessageViaApi } = await import('../helpers/membership');
  const { createAdmin } = await import('../helpers/admin');
  const reporter = await createMember({ fullName: 'Sana Reporter', gender: 'Female' });
  const sender = await createMember({ fullName: `Bilal Sender ${Date.now().toString(36)}`, gender: 'Male' });
  const { aId: senderId, bId: reporterId } = await matchMembers(request, sender, reporter);
  await grantPremium(sender);
  await sendMessageViaApi(request, sender, reporterId, 'Please send 5000 rupees to my UPI');
  await sendMessageViaApi(request, sender, reporterId, 'It is urgent, my mother is unwell');

  const page = await openPageAs(reporter);
  await page.goto(`/messages?user=${senderId}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: `Report ${sender.fullName}` });
  await dialog.getByRole('radio', { name: 'Asking for money' }).check();
  await expect(dialog.getByRole('checkbox', { name: /Attach the last 2 messages/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/Our team will review your report/)).toBeVisible();

  const admin = await createAdmin(request);
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await staff.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await staff.goto('/admin?section=reports');
  const card = staff.locator('.mantine-Card-root', { hasText: sender.fullName });
  await expect(card.getByText('Please send 5000 rupees to my UPI')).toBeVisible(PAGE_LOAD);
  await expect(card.getByText('It is urgent, my mother is unwell')).toBeVisible();
  await context.close();
});

test("a profile card's menu offers Report", async ({ createMember, openPageAs, request }) => {
  const viewer = await createMember({
    fullName: 'Noor Viewer',
    gender: 'Female',
    city: `Pune ${Date.now().toString(36)}`,
  });
  const other = await createMember({ fullName: 'Imran Card', gender: 'Male', city: viewer.city });
  expect(other).toBeTruthy();
  const page = await openPageAs(viewer);
  await browseByLocation(page, viewer.city);
  await page.getByRole('button', { name: 'More for Imran Card' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report Imran Card' })).toBeVisible();
  expect((await request.get('/api/health')).status()).toBe(200);
});
