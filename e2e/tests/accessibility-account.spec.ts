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
