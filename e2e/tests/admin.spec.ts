import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { adminHeaders, createAdmin } from '../helpers/admin';
import { matchMembers } from '../helpers/membership';

/** The staff console against the real server (docs/decisions/0010-staff-console-and-support.md). */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

test('a wrong password is refused, and a bad stored token shows the login form', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('You do not have access to this area.')).toBeVisible(PAGE_LOAD);
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('not-a-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Unable to login. Please check your credentials.')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('mithaq_admin_token', 'forged.token'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible(PAGE_LOAD);
  expect(await page.evaluate(() => localStorage.getItem('mithaq_admin_token'))).toBeNull();
});

test('staff sign in, find a member, deactivate and activate them', async ({ page, request, createMember }) => {
  test.slow();
  const admin = await createAdmin(request);
  const tag = `Zainab${Date.now().toString(36)}`;
  const target = await createMember({ fullName: `${tag} Qureshi` });
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${admin.name}`)).toBeVisible(PAGE_LOAD);
  await page.getByRole('textbox', { name: 'Search name or email' }).fill(tag.toLowerCase());
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: `${tag} Qureshi` }).click();
  // Exact names: a role name matches any name containing it, ignoring case, so 'Activate' alone would
  // find the Deactivate button still showing and go on before the deactivation was answered. The
  // console shows Activate only once the server has answered and the member was read again.
  const activate = page.getByRole('button', { name: 'Activate', exact: true });
  const deactivate = page.getByRole('button', { name: 'Deactivate', exact: true });
  await deactivate.click();
  await expect(activate).toBeVisible(PAGE_LOAD);
  const refused = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${target.token}` } });
  expect(refused.status()).toBe(401);
  await activate.click();
  await expect(deactivate).toBeVisible(PAGE_LOAD);
  const login = await request.post('/api/auth/login', { data: { email: target.email, password: target.password } });
  expect(login.status()).toBe(200);
});

test("staff approve a pending photo and a match then sees it on the member's card", async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const admin = await createAdmin(request);
  const amina = await createMember({ fullName: `Amina Photo ${Date.now().toString(36)}`, gender: 'Female' });
  const yusuf = await createMember({ fullName: 'Yusuf Viewer', gender: 'Male' });
  const { bId: aminaId } = await matchMembers(request, yusuf, amina);
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c9a86a' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/upload', {
    headers: { authorization: `Bearer ${amina.token}` },
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const before = await request.get(`/api/profiles/${aminaId}`, { headers: { authorization: `Bearer ${yusuf.token}` } });
  expect((await before.json()).photoUrl).toBeNull();

  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin?section=photos');
  const card = page.locator('.mantine-Card-root', { hasText: amina.fullName });
  await card.getByRole('button', { name: 'Approve' }).click(PAGE_LOAD);
  await expect(card).toBeHidden(PAGE_LOAD);
  const after = await request.get(`/api/profiles/${aminaId}`, { headers: { authorization: `Bearer ${yusuf.token}` } });
  expect((await after.json()).photoUrl).toContain('/api/media/');
});

test('staff act on a report with attached messages, and the member is warned on next sign-in', async ({
  page,
  request,
  createMember,
  openPageAs,
}) => {
  test.slow();
  const admin = await createAdmin(request);
  const reporter = await createMember({ fullName: 'Hira Reporter', gender: 'Female' });
  const reported = await createMember({ fullName: `Omar Reported ${Date.now().toString(36)}`, gender: 'Male' });
  const { aId: reportedId } = await matchMembers(request, reported, reporter);
  const res = await request.post('/api/reports', {
    headers: { authorization: `Bearer ${reporter.token}` },
    data: { userId: reportedId, reason: 'harassment', note: 'He was rude.' },
  });
  expect(res.status()).toBe(201);

  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin?section=reports');
  const card = page.locator('.mantine-Card-root', { hasText: reported.fullName });
  await expect(card.getByText('He was rude.')).toBeVisible(PAGE_LOAD);
  await card.getByRole('textbox', { name: 'Decision notes' }).fill('First warning.');
  await card.getByRole('button', { name: 'Warn' }).click();
  await expect(card).toBeHidden(PAGE_LOAD);
  const audit = await request.get('/api/admin/audit?limit=100', { headers: adminHeaders(admin) });
  expect(JSON.stringify(await audit.json())).toContain('report.warned');

  const memberPage = await openPageAs(reported);
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('dialog', { name: 'A message from our moderators' })).toBeVisible(PAGE_LOAD);
  await memberPage.getByRole('button', { name: 'I understand' }).click();
  await expect(memberPage.getByRole('dialog')).toBeHidden();
});

test('the console sidebar is links reached by keyboard, with the open section marked', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Console' });
  await expect(sidebar.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
    PAGE_LOAD,
  );
  await expect(sidebar.getByRole('link', { name: 'Photo approval' })).toHaveAttribute('href', '/admin?section=photos');

  // Tab from the top of the page to the first entry, then entry by entry.
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let presses = 0; presses < 10 && (await focusedText()) !== 'All'; presses += 1) await page.keyboard.press('Tab');
  expect(await focusedText()).toBe('All');
  for (const label of ['Active', 'Deactivated', 'Deleted', 'Photo approval']) {
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe(label);
  }
  const photos = sidebar.getByRole('link', { name: 'Photo approval' });
  await expect(photos).toBeFocused();
  const outline = await photos.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline, 'a visible focus ring').not.toBe('none');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\?section=photos$/);
  await expect(page.getByRole('heading', { name: 'Photo approval', level: 1 })).toBeVisible();
  await expect(photos).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current', 'page');
});
