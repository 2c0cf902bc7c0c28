import { expect, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';

/** axe on the member's account pages: verification, and premium with a payment history. */
test.use({ profileWizard: false });

test('/verification, with a code requested, has no serious or critical violations', async ({ member, openPageAs }) => {
  const page = await openPageAs(member);
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Verification Center' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Email' }).getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('signed-in /premium with a payment and its receipt have no serious or critical violations', async ({
  member,
  openPageAs,
}) => {
  test.slow();
  const page = await openPageAs(member);
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Buy Silver' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Pay/ }).click({ timeout: 15_000 });
  await expect(page.getByText(/You are a Silver member until/)).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page), '/premium').toEqual([]);
  await page.getByRole('button', { name: 'Request a refund' }).click();
  await expect(page.getByRole('dialog', { name: 'Request a refund' })).toBeVisible();
  expect(await seriousViolations(page), 'refund dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
  expect(await seriousViolations(page), 'receipt').toEqual([]);
});

test('/support, /settings and the staff console have no serious or critical violations', async ({
  member,
  openPageAs,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await openPageAs(member);
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support Center' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Subject' }).fill('A question');
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I hide my photo?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('button', { name: /A question/ }).click();
  expect(await seriousViolations(page), '/support').toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Delete account' }).click();
  expect(await seriousViolations(page), '/settings').toEqual([]);

  const { createAdmin } = await import('../helpers/admin');
  const admin = await createAdmin(request);
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  try {
    await staff.goto('/admin');
    await expect(staff.getByRole('heading', { name: 'Staff sign in' })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(staff), '/admin login').toEqual([]);
    await staff.evaluate((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
    for (const section of ['all', 'photos', 'support', 'reports', 'refunds', 'activity']) {
      await staff.goto(`/admin?section=${section}`);
      await expect(staff.getByText(`Signed in as ${admin.name}`)).toBeVisible({ timeout: 15_000 });
      await expect(staff.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
      expect(await seriousViolations(staff), `/admin?section=${section}`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
