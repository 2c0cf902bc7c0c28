import { expect, test } from '../fixtures';
import { matchMembers } from '../helpers/membership';

/**
 * Buying premium (docs/decisions/0011-payments.md) through the built-in sandbox gateway (the e2e app runs without
 * PAYU_KEY), which speaks PayU's protocol, so the real callback and verify code run.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

test('a free member buys Silver in the sandbox, lands on the success page and can then message', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const buyer = await createMember({ fullName: 'Yusuf Buyer', gender: 'Male' });
  const match = await createMember({ fullName: 'Amina Match', gender: 'Female' });
  const { bId } = await matchMembers(request, buyer, match);
  const page = await openPageAs(buyer);

  const before = await request.post(`/api/messages/${bId}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { content: 'Salaam' },
  });
  expect(before.status()).toBe(403);

  await page.goto('/premium');
  await page.getByRole('button', { name: 'Buy Silver' }).click(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('No money moves here.')).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹1500\.00$/ }).click();

  await expect(page).toHaveURL(/\/premium\?status=success&txnid=mq[0-9a-z]+&mihpayid=\d+/, PAGE_LOAD);
  await expect(page.getByText('Payment completed successfully.')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(/You are a Silver member until/)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Your current plan, until', { exact: false })).toBeVisible();

  const after = await request.post(`/api/messages/${bId}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { content: 'Salaam after upgrading' },
  });
  expect(after.status()).toBe(201);

  // The receipt prints as a page of its own.
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('₹1,500.00')).toBeVisible();
});

test("a failed payment shows 'Payment failed:' with the reason and both references", async ({ member, memberPage }) => {
  test.slow();
  await memberPage.goto('/premium');
  await memberPage.getByRole('button', { name: 'Buy Gold' }).click(PAGE_LOAD);
  await memberPage.getByRole('button', { name: 'Fail payment' }).click(PAGE_LOAD);
  await expect(memberPage).toHaveURL(/status=failure/, PAGE_LOAD);
  await expect(memberPage.getByText('Payment failed: The payment was declined in the sandbox.')).toBeVisible(PAGE_LOAD);
  await expect(memberPage.getByText(/Transaction ID: mq/)).toBeVisible();
  await expect(memberPage.getByText(/Payment provider reference: \d+/)).toBeVisible();
  const me = await memberPage.request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
  expect((await me.json()).membershipTier).toBe('free');
});

test('a visitor who picks a plan registers, then is offered that plan', async ({ page }) => {
  await page.goto('/premium');
  await page.getByRole('link', { name: 'Buy Gold' }).click(PAGE_LOAD);
  await expect(page).toHaveURL(/\/register\?plan=gold/);
});
